import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app.js';
import { hashPassword } from '../../../server/auth/password.js';
import { openTestDb } from '../../support/testDb.js';
import { tempDir } from '../../support/tempDir.js';
import { TEST_SECRET } from '../../support/testApp.js';

describe('server log lines', () => {
  it('never carry a password, a token, a bearer header or a file ticket, even at debug level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const handle = await openTestDb('pglite');
    await handle.db
      .insertInto('users')
      .values({
        name: 'Log',
        email: 'log@example.com',
        phone: '11987654321',
        role: 'admin',
        password_hash: await hashPassword('Senha#Log123'),
      })
      .execute();
    const app = await buildApp({
      db: handle.db,
      jwtSecret: TEST_SECRET,
      storageDir: tempDir('log'),
      logger: { level: 'debug', stream },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      payload: { email: 'log@example.com', password: 'Senha#Log123' },
    });
    const token = login.json().access_token as string;
    const ticket = (
      await app.inject({
        method: 'POST',
        url: '/admin/v1/files/ticket',
        headers: { authorization: `Bearer ${token}` },
        payload: { path: 'x/y.mp4' },
      })
    ).json().ticket as string;
    expect(ticket).toMatch(/^eyJ/);
    await app.inject({ method: 'GET', url: `/files/x/y.mp4?ticket=${ticket}` });
    await app.inject({
      method: 'POST',
      url: '/api/v2/user/login',
      payload: { email: 'log@example.com', password: 'Errada#999' },
    });
    await app.close();
    await handle.close();
    const all = lines.join('');
    expect(all).toContain('/files/x/y.mp4?ticket=[removido]');
    for (const secret of ['Senha#Log123', 'Errada#999', token, ticket, 'Bearer', '$argon2'])
      expect(all).not.toContain(secret);
  });
});
