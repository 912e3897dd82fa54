import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../support/testApp.js';

const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const multipart = Buffer.concat([
  Buffer.from(
    '--x\r\nContent-Disposition: form-data; name="file"; filename="digital.jpg"\r\nContent-Type: image/jpeg\r\n\r\n',
  ),
  JPEG,
  Buffer.from('\r\n--x--\r\n'),
]);

/**
 * Issue 6 asks that file uploads be checked by size and magic bytes. The API has no upload: files
 * are written by the server itself (seed, 'gerar arquivos'). This walks the route table so that
 * stays true: no route that takes a body accepts a file, whatever it claims to be.
 */
describe('no route accepts an upload', () => {
  let ctx: TestContext;
  let auth: { authorization: string };
  beforeAll(async () => {
    ctx = await createTestContext('pglite', { requestLog: false });
    await ctx.createUser({ email: 'upload@example.com', password: 'segredo1' });
    auth = await ctx.login('upload@example.com', 'segredo1');
  });
  afterAll(() => ctx.close());

  it('answers 415 in pt-BR to multipart, image and binary bodies on every route that takes a body', async () => {
    const routes = ctx.app.routeList.filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method));
    expect(routes.length).toBeGreaterThan(25);
    for (const route of routes) {
      const url = route.url.replace(':id', '1');
      for (const [type, payload] of [
        ['multipart/form-data; boundary=x', multipart],
        ['image/jpeg', JPEG],
        ['application/octet-stream', JPEG],
      ] as const) {
        const res = await ctx.app.inject({
          method: route.method as 'POST',
          url,
          headers: { ...auth, 'content-type': type },
          payload,
        });
        expect(res.statusCode, `${route.method} ${url} ${type}`).toBe(415);
        expect(res.json()).toEqual({ message: 'Tipo de conteúdo não suportado.' });
      }
    }
  });
});
