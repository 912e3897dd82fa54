import * as apiMessages from '../../src/core/api/apiMessages.js';
import type { RequestSample } from './RequestSample.js';
import { withPaths, type SampleEndpoints } from './sampleEndpoints.js';

/** Public requests (no token: sign-in, account deletion), for the seeded request log, at the paths of `api`. */
export const publicRequestSamples = (api: SampleEndpoints): RequestSample[] =>
  withPaths([
    {
      method: 'POST',
      path: api.paths.login,
      status: 200,
      caller: null,
      ms: 85,
      weight: 3,
      body: '{"email":"operador@example.com","password":"[removido]"}',
      response: '{"access_token":"[removido]","data":{"id":2}}',
    },
    {
      method: 'POST',
      path: api.paths.deleteAccount,
      status: 200,
      caller: null,
      ms: 110,
      weight: 1,
      body: '{"cpf":"{cpf}","password":"[removido]"}',
      response: `{"message":${JSON.stringify(apiMessages.accountDeleted)}}`,
    },
  ]);
