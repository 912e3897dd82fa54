import fc from 'fast-check';
import type { Descriptor } from '../../../src/core/descriptors/Descriptor.js';
import {
  SEED_OPERATOR_EMAIL,
  SEED_OPERATOR_PASSWORD,
  SEED_PERSON_CPF,
  SEED_PERSON_PASSWORD,
} from '../../../server/seed/sampleData.js';
import { junkQuery, listQuery, objectBody, validValue } from './descriptorRequests.js';
import { clientIp, hostileString, hostileValue, pagingValue } from './hostileValues.js';
import { FreshResetToken, IdRef, percentEncode, type BodySpec, type QueryPair } from './requestSpec.js';
import { idSpec, object, publicAuth, requests, shape, ticketAuth, type FuzzTarget } from './targetParts.js';
import { operatorTargets } from './operatorTargets.js';

/** The fuzz administrator (its password is random: no generated request can guess it). */
export const FUZZ_ADMIN_EMAIL = 'fuzz-admin@example.com';
/** The user that reset-password requests may reset with a real link (never the administrator). */
export const FUZZ_RESET_EMAIL = 'fuzz-reset@example.com';
/** Real files put in the fuzz storage, so file reads can succeed (ranges, conditional GETs). */
export const FUZZ_FILES: Record<string, Buffer> = {
  'liveness/fuzz/video.mp4': Buffer.from('\x00\x00\x00\x18ftypmp42 não é um vídeo de verdade'),
  'liveness/fuzz/signal.csv': Buffer.from('t;r;g;b\r\n0;1,5;2;3\r\n'),
  'finger/fuzz/original.jpg': Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]),
  'finger/fuzz/captura log.txt': Buffer.from('INFO  captura concluída\n'),
};

/**
 * Passwords: often the seed account's right one (a success clears the account's failures, so
 * the 2xx path is reached before the brute-force guard locks it), near misses, random, hostile.
 */
const password = (right: string) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.constant(right) },
    { weight: 1, arbitrary: fc.constantFrom(`${right}x`, right.toUpperCase(), ` ${right}`) },
    { weight: 1, arbitrary: fc.string({ minLength: 6, maxLength: 15 }) },
    { weight: 2, arbitrary: hostileString() },
  );
const newPassword = fc.oneof(
  { weight: 2, arbitrary: fc.string({ minLength: 6, maxLength: 15 }) },
  { weight: 1, arbitrary: hostileString() },
);

/** Stored-file paths: the real ones (encoded), traversal and encoding tricks, very long. */
const filePath = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(...Object.keys(FUZZ_FILES)).map((p) => p.split('/').map(percentEncode).join('/')),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '../../etc/passwd',
      '..%2f..%2fetc%2fpasswd',
      '%2e%2e/%2e%2e/secrets/jwt-secret',
      'liveness/../../secrets/jwt-secret',
      '..%5c..%5cwindows',
      '%2Fetc%2Fpasswd',
      '/etc/passwd',
      'liveness/fuzz/video.mp4%00.txt',
      'liveness/fuzz/',
      'liveness//fuzz/video.mp4',
      './liveness/fuzz/video.mp4',
      '%E0%A4%A',
      '.hidden',
      'liveness/fuzz/video.mp4%3Fx=1',
      'C:%5Cwindows',
      'a'.repeat(3000),
    ),
  },
  { weight: 1, arbitrary: hostileString(300).map(percentEncode) },
);
const fileHeaders = fc.record(
  {
    range: fc.constantFrom(
      'bytes=0-',
      'bytes=0-9',
      'bytes=-5',
      'bytes=5-1',
      'bytes=999999-',
      'bytes=a-b',
      'bytes=0-1,3-4',
      'items=0-1',
      `bytes=${'0-1,'.repeat(300)}0-1`,
      'bytes=-0',
    ),
    'if-none-match': fc.constantFrom('*', '"abc"', 'W/"x"'),
    'if-modified-since': fc.constantFrom('Wed, 21 Oct 2099 07:28:00 GMT', 'lixo'),
  },
  { requiredKeys: [] },
);

/**
 * Routes that are not generated from a descriptor, one row each: how their requests are built
 * (from the same hostile vocabulary) and what their 2xx looks like.
 */
export function specialTargets(descriptors: Descriptor[]): Record<string, Omit<FuzzTarget, 'route'>> {
  const user = descriptors.find((d) => d.key === 'user')!;
  const byKey = (key: string) => descriptors.find((d) => d.key === key)!;
  return {
    ...operatorTargets(descriptors),
    'POST /api/v2/user/login': {
      requests: requests('POST', '/api/v2/user/login', {
        auth: publicAuth,
        ip: clientIp,
        body: objectBody({
          email: fc.oneof(
            fc.constantFrom(
              SEED_OPERATOR_EMAIL,
              ` ${SEED_OPERATOR_EMAIL.toUpperCase()} `,
              'ricardo.pereira@example.com',
              FUZZ_ADMIN_EMAIL,
              'ninguem@example.com',
            ),
            hostileString(),
          ),
          password: password(SEED_OPERATOR_PASSWORD),
        }),
      }),
      check2xx: shape('sem access_token', (j) => typeof j.access_token === 'string'),
    },
    // Ends every session of the user it is called with: another user's, never the fuzz administrator's.
    'POST /api/v2/user/logout': {
      requests: requests('POST', '/api/v2/user/logout', { auth: fc.constant('other' as const) }),
      check2xx: shape('sem message', (j) => typeof j.message === 'string'),
    },
    'GET /admin/v1/user/profile': {
      requests: requests('GET', '/admin/v1/user/profile'),
      check2xx: shape('sem data', (j) => object(j.data)),
    },
    'POST /admin/v1/user/profile': {
      requests: requests('POST', '/admin/v1/user/profile', {
        body: objectBody({
          name: fc.oneof(validValue(user.fields.name!), hostileValue),
          phone: fc.oneof(validValue(user.fields.phone!), hostileValue),
          email: hostileValue,
        }),
      }),
      check2xx: shape('sem data', (j) => object(j.data)),
    },
    'PATCH /admin/v1/user/:id/deactivate': {
      table: 'users',
      requests: requests('PATCH', '/admin/v1/user/{id}/deactivate', { id: idSpec }),
      check2xx: shape('sem data', (j) => object(j.data)),
    },
    'PATCH /admin/v1/user/:id/activate': {
      table: 'users',
      requests: requests('PATCH', '/admin/v1/user/{id}/activate', { id: idSpec }),
      check2xx: shape('sem data', (j) => object(j.data)),
    },
    'PUT /admin/v1/user/:id/password': {
      table: 'users',
      requests: requests('PUT', '/admin/v1/user/{id}/password', {
        id: idSpec,
        body: fc.oneof(
          objectBody({
            password: password(SEED_OPERATOR_PASSWORD),
            new_password: newPassword,
            confirm_new_password: newPassword,
          }),
          fc
            .tuple(password(SEED_OPERATOR_PASSWORD), fc.string({ minLength: 6, maxLength: 15 }))
            .map(([p, n]): BodySpec => ({ json: { password: p, new_password: n, confirm_new_password: n } })),
        ),
      }),
      check2xx: shape('sem message', (j) => typeof j.message === 'string'),
    },
    // A ticket names the one stored file or export it opens: real ones, look-alikes and hostile paths.
    'POST /admin/v1/files/ticket': {
      requests: requests('POST', '/admin/v1/files/ticket', {
        body: objectBody({
          path: fc.oneof(
            {
              weight: 3,
              arbitrary: fc.constantFrom(
                ...Object.keys(FUZZ_FILES),
                '/client/v1/export.csv',
                '/admin/v1/user/export.csv',
              ),
            },
            {
              weight: 2,
              arbitrary: fc.constantFrom(
                '../../etc/passwd',
                '/etc/passwd',
                '/admin/v1/user',
                '/client/v1/export.csv?x=1',
                'liveness/../../x',
                '',
              ),
            },
            { weight: 2, arbitrary: hostileValue },
          ),
        }),
      }),
      check2xx: shape('sem ticket', (j) => typeof j.ticket === 'string' && j.expires_in === 60),
    },
    'GET /files/*': {
      requests: requests('GET', '/files/', {
        path: filePath.map((p) => `/files/${p}`),
        auth: ticketAuth,
        headers: fileHeaders,
      }),
      allow304: true,
    },
    'POST /api/v2/person/delete-account': {
      requests: requests('POST', '/api/v2/person/delete-account', {
        auth: publicAuth,
        ip: clientIp,
        body: objectBody({
          cpf: fc.oneof(
            fc.constantFrom(SEED_PERSON_CPF, '529.982.247-25', '111.111.111-11'),
            validValue({ type: 'string', title: 'CPF', format: 'cpf' }),
            hostileValue,
          ),
          password: password(SEED_PERSON_PASSWORD),
        }),
      }),
      check2xx: shape('sem message', (j) => typeof j.message === 'string'),
    },
    'POST /admin/v1/user/:id/reset-link': {
      table: 'users',
      requests: requests('POST', '/admin/v1/user/{id}/reset-link', { id: idSpec }),
      check2xx: shape('sem link', (j) => object(j.data) && typeof j.data.link === 'string'),
    },
    'POST /auth/v1/reset-password': {
      requests: requests('POST', '/auth/v1/reset-password', {
        auth: publicAuth,
        ip: clientIp,
        body: objectBody({
          token: fc.oneof(
            { weight: 2, arbitrary: fc.constant(new FreshResetToken()) },
            { weight: 1, arbitrary: fc.base64String({ minLength: 40, maxLength: 48 }) },
            { weight: 2, arbitrary: hostileValue },
          ),
          new_password: newPassword,
        }),
      }),
      check2xx: shape('sem message', (j) => typeof j.message === 'string'),
    },
    'GET /services/v1/pricing': {
      requests: requests('GET', '/services/v1/pricing', {
        query: fc
          .tuple(fc.option(pagingValue), fc.option(pagingValue), junkQuery)
          .map(([p, pp, junk]) => [
            ...(p === null ? [] : [['page', p] as QueryPair]),
            ...(pp === null ? [] : [['per_page', pp] as QueryPair]),
            ...junk,
          ]),
      }),
      check2xx: shape('sem data/total', (j) => object(j.data) && typeof j.total === 'number'),
    },
    'GET /admin/v2/person-fingerprint/:id/images': {
      table: 'fingerprints',
      requests: requests('GET', '/admin/v2/person-fingerprint/{id}/images', { id: idSpec }),
      check2xx: shape('sem groups', (j) => object(j.data) && Array.isArray(j.data.groups)),
    },
    'GET /admin/v1/erasure-receipt': {
      requests: requests('GET', '/admin/v1/erasure-receipt', {
        query: fc
          .tuple(fc.option(pagingValue), fc.option(pagingValue), junkQuery)
          .map(([p, pp, junk]) => [
            ...(p === null ? [] : [['page', p] as QueryPair]),
            ...(pp === null ? [] : [['per_page', pp] as QueryPair]),
            ...junk,
          ]),
      }),
      check2xx: shape('sem items/total', (j) => Array.isArray(j.items) && typeof j.total === 'number'),
    },
    'GET /requests/v1/request-logs/stats': {
      requests: requests('GET', '/requests/v1/request-logs/stats', { query: listQuery(byKey('request-log')) }),
      check2xx: shape('sem data', (j) => object(j.data) && typeof j.data.total === 'number'),
    },
    'POST /admin/v1/liveness/gerar-arquivos': {
      table: 'liveness_logs',
      requests: requests('POST', '/admin/v1/liveness/gerar-arquivos', {
        body: objectBody({
          id: fc.oneof(
            { weight: 3, arbitrary: fc.nat({ max: 49 }).map((n) => new IdRef('liveness_logs', n)) },
            { weight: 2, arbitrary: hostileValue },
          ),
        }),
      }),
      documented503: /^(O ffmpeg não está instalado|O servidor já está gerando outros arquivos)/,
      toolDetail: true,
      no2xx:
        'the fuzz storage holds no decodable video (tests/server/routes/livenessFilesRoute.test.ts covers the 2xx)',
    },
    // A background job: only its owner reads it; ids are UUIDs, anything else (or another's) is 404.
    'GET /admin/v1/jobs/:id': {
      requests: requests('GET', '/admin/v1/jobs/{id}', {
        id: fc.oneof(
          { weight: 2, arbitrary: fc.uuid().map((text) => ({ text })) },
          { weight: 1, arbitrary: idSpec },
          { weight: 1, arbitrary: hostileString().map((text) => ({ text: percentEncode(text) })) },
        ),
      }),
      no2xx:
        'a job exists only once a generation is queued, and the fuzz storage holds no decodable video (tests/server/routes/livenessFilesRoute.test.ts covers the 2xx)',
    },
    // A large export's file: only its owner downloads it; unknown, malformed or another's ids are the same 404.
    'GET /admin/v1/jobs/:id/arquivo': {
      requests: requests('GET', '/admin/v1/jobs/{id}/arquivo', {
        id: fc.oneof(
          { weight: 2, arbitrary: fc.uuid().map((text) => ({ text })) },
          { weight: 1, arbitrary: idSpec },
          { weight: 1, arbitrary: hostileString().map((text) => ({ text: percentEncode(text) })) },
        ),
      }),
      no2xx: 'a file exists only once an export job has ended (tests/server/jobs/exportJob.test.ts covers the 2xx)',
    },
    // Data subject's reports: valid CPFs (registered or not), wrong check digits, hostile values; the fuzz administrator owns what it creates.
    'POST /admin/v1/subject-reports': {
      requests: requests('POST', '/admin/v1/subject-reports', {
        body: objectBody({
          cpf: fc.oneof(
            fc.constantFrom(SEED_PERSON_CPF, '529.982.247-25', '111.111.111-11', '52998224726'),
            validValue({ type: 'string', title: 'CPF', format: 'cpf' }),
            hostileValue,
          ),
          reason: fc.oneof(
            {
              weight: 3,
              arbitrary: fc.constantFrom('atendimento ao titular', 'requisição da ANPD', 'ordem judicial', 'outro'),
            },
            { weight: 1, arbitrary: hostileValue },
          ),
          details: fc.oneof(
            { weight: 3, arbitrary: fc.string({ minLength: 5, maxLength: 200 }) },
            { weight: 1, arbitrary: hostileValue },
          ),
          person_id: fc.oneof(
            { weight: 4, arbitrary: fc.constant(undefined) },
            { weight: 1, arbitrary: fc.nat({ max: 49 }).map((n) => new IdRef('people', n)) },
            { weight: 1, arbitrary: hostileValue },
          ),
        }),
      }),
      check2xx: shape('sem id/status', (j) => typeof j.id === 'number' && j.status === 'running'),
    },
    'GET /admin/v1/subject-reports/:id': {
      table: 'subject_reports',
      requests: requests('GET', '/admin/v1/subject-reports/{id}', { id: idSpec }),
      check2xx: shape('sem status/progress', (j) => typeof j.status === 'string' && typeof j.progress === 'number'),
    },
    'POST /admin/v1/subject-reports/:id/ticket': {
      table: 'subject_reports',
      requests: requests('POST', '/admin/v1/subject-reports/{id}/ticket', { id: idSpec }),
      check2xx: shape('sem ticket', (j) => typeof j.ticket === 'string' && j.expires_in === 60),
    },
    'GET /admin/v1/subject-reports/:id/download': {
      table: 'subject_reports',
      requests: requests('GET', '/admin/v1/subject-reports/{id}/download', { id: idSpec, auth: ticketAuth }),
    },
    // The API's description: the document to an administrator's token; the reference page and its scripts to anyone.
    'GET /api/openapi.json': {
      requests: requests('GET', '/api/openapi.json'),
      check2xx: shape('sem openapi 3.1.0 e paths', (j) => j.openapi === '3.1.0' && object(j.paths)),
    },
    'GET /api/docs': {
      requests: requests('GET', '/api/docs', { auth: publicAuth }),
      check2xx: (reply) =>
        String(reply.headers['content-type']).startsWith('text/html') && reply.body.includes('id="reference"')
          ? undefined
          : 'página da referência sem HTML',
    },
    'GET /api/docs/reference.js': {
      shipsCode: true,
      requests: requests('GET', '/api/docs/reference.js', { auth: publicAuth }),
      check2xx: (reply) =>
        String(reply.headers['content-type']).startsWith('text/javascript') ? undefined : 'script sem JavaScript',
    },
    // Scalar's bundle (about 5 MB), at one address; the page asks for it with its hash (?v=…), which changes nothing.
    'GET /api/docs/scalar.js': {
      shipsCode: true,
      requests: requests('GET', '/api/docs/scalar.js', { auth: publicAuth }),
      check2xx: (reply) =>
        String(reply.headers['content-type']).startsWith('text/javascript') ? undefined : 'bundle sem JavaScript',
    },
    'GET /api-config.json': {
      requests: requests('GET', '/api-config.json', { auth: publicAuth }),
      check2xx: shape('sem override', (j) => typeof j.override === 'string'),
    },
    // The health probes: anyone, any query or token; the fuzz's database and folder are up.
    'GET /healthz': {
      requests: requests('GET', '/healthz', { auth: publicAuth }),
      check2xx: shape('sem status ok', (j) => j.status === 'ok'),
    },
    'GET /readyz': {
      requests: requests('GET', '/readyz', { auth: publicAuth }),
      check2xx: shape('sem status ok e checks', (j) => j.status === 'ok' && object(j.checks)),
    },
  };
}
