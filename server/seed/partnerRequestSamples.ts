import * as apiMessages from '../../src/core/api/apiMessages.js';
import type { RequestSample } from './RequestSample.js';
import { samplePath, withPaths, type SampleEndpoints } from './sampleEndpoints.js';

/**
 * Requests of partner apps (the capture SDK and partner back ends), for the seeded request log:
 * the partner API's own paths, and the error catalogue at its descriptor's endpoint (`api`).
 */
export const partnerRequestSamples = (api: SampleEndpoints): RequestSample[] =>
  withPaths([
    {
      method: 'GET',
      path: '/api/v2/device-config?deviceModel={device}&serviceType=liveness',
      status: 200,
      response: '{"config":{"deviceModels":["{device}"],"fps":30,"zoom":1,"exposure":0}}',
      caller: 'client',
      ms: 18,
      weight: 22,
    },
    {
      method: 'GET',
      path: '/api/v2/device-config?deviceModel={device}&serviceType=finger',
      status: 200,
      response: '{"config":{"deviceModels":["{device}"],"fps":30,"zoom":2,"exposure":-1}}',
      caller: 'client',
      ms: 18,
      weight: 16,
    },
    {
      method: 'GET',
      path: '/api/v2/param/1',
      status: 200,
      response: '{"data":{"id":1,"meanScore":0.62,"stdScore":0.18,"varScore":0.032}}',
      caller: 'client',
      ms: 12,
      weight: 12,
    },
    {
      method: 'GET',
      path: samplePath(api.ofTable('error_messages'), '?per_page=100&page=1'),
      status: 200,
      response: '{"data":[{"id":1,"error_code":"E001"}],"total":22,"pages":1}',
      caller: 'client',
      ms: 15,
      weight: 5,
    },
    {
      method: 'POST',
      path: '/api/v2/liveness',
      status: 201,
      caller: 'client',
      ms: 850,
      weight: 18,
      body: '{"cpf":"{cpf}","deviceModel":"{device}","fps":30,"exposure":0,"duracao":10,"video":"video.mp4"}',
      response: '{"id":{id},"bpm":{bpm},"message":"Prova de vida registrada."}',
    },
    {
      method: 'POST',
      path: '/api/v2/fingerprint',
      status: 201,
      caller: 'client',
      ms: 640,
      weight: 14,
      body: '{"cpf":"{cpf}","deviceModel":"{device}","finger":"Polegar direito","imagens":3}',
      response: '{"id":{id},"score":0.81,"message":"Digital registrada."}',
    },
    {
      method: 'POST',
      path: '/api/v2/serpro/consulta',
      status: 200,
      caller: 'client',
      ms: 1350,
      weight: 9,
      body: '{"cpf":"{cpf}","servico":"biometria"}',
      response: '{"cpf":"{cpf}","situacao":"regular","similaridade":0.93}',
    },
    {
      method: 'POST',
      path: '/api/v2/person',
      status: 201,
      caller: 'client',
      ms: 95,
      weight: 6,
      body: '{"cpf":"{cpf}","name":"***","email":"***","phone":"***"}',
      response: `{"data":{"id":{id}},"message":${JSON.stringify(apiMessages.saved)}}`,
    },
  ]);
