import * as apiMessages from '../../src/core/api/apiMessages.js';
import type { RequestSample } from './RequestSample.js';

/** Public requests (no token: sign-in, account deletion), for the seeded request log. */
export const publicRequestSamples: RequestSample[] = [
  {
    method: 'POST',
    path: '/api/v2/user/login',
    status: 200,
    caller: null,
    ms: 85,
    weight: 3,
    body: '{"email":"operador@example.com","password":"[removido]"}',
    response: '{"access_token":"[removido]","data":{"id":2}}',
  },
  {
    method: 'POST',
    path: '/api/v2/person/delete-account',
    status: 200,
    caller: null,
    ms: 110,
    weight: 1,
    body: '{"cpf":"{cpf}","password":"[removido]"}',
    response: `{"message":${JSON.stringify(apiMessages.accountDeleted)}}`,
  },
];
