import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createTokenService, TICKET_TTL_SECONDS, TOKEN_TTL_SECONDS } from '../../../server/auth/tokens.js';
import { type HttpError } from '../../../src/core/api/HttpError.js';

const SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!';
const code = (p: Promise<unknown>) =>
  p.then(
    () => 0,
    (e: HttpError) => e.code,
  );

describe('token verification, with verified tokens remembered', () => {
  it('a remembered token still expires at its exp (98) and is not valid before its nbf (99)', async () => {
    let clock = Date.UTC(2026, 10, 23, 12);
    const tokens = createTokenService(SECRET, () => clock);
    const token = await tokens.sign({ userId: 7, tokenVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 2 });
    expect(await tokens.verify(token)).toEqual({ userId: 7, tokenVersion: 2 });
    clock -= 5_000;
    expect(await code(tokens.verify(token))).toBe(99);
    clock += 5_000 + TOKEN_TTL_SECONDS * 1000;
    expect(await code(tokens.verify(token))).toBe(98);
  });

  it('a remembered file ticket is still refused as a bearer token, and a bearer token as a ticket', async () => {
    const tokens = createTokenService(SECRET);
    const ticket = await tokens.signTicket({ userId: 1, tokenVersion: 0, resource: 'liveness/7/video.mp4' });
    const bearer = await tokens.sign({ userId: 1, tokenVersion: 0 });
    await tokens.verifyTicket(ticket);
    await tokens.verify(bearer);
    expect(await code(tokens.verify(ticket))).toBe(99);
    expect(await code(tokens.verifyTicket(bearer))).toBe(99);
  });

  it('a token changed after a good one was remembered is checked on its own (99)', async () => {
    const tokens = createTokenService(SECRET);
    const token = await tokens.sign({ userId: 1, tokenVersion: 0 });
    await tokens.verify(token);
    const [h, p, s] = token.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ sub: '2', ver: 0, iat: 1, nbf: 1, exp: 4102444800 })).toString('base64url')}.${s}`;
    expect(await code(tokens.verify(forged))).toBe(99);
    expect(await code(tokens.verify(`${h}.${p}.${s!.slice(0, -2)}xx`))).toBe(99);
    const other = createTokenService('outro-segredo-com-mais-de-32-caracteres!!');
    expect(await code(other.verify(token))).toBe(99);
  });

  it('a file ticket carries the one resource it was issued for and lives 60 s, remembered or not', async () => {
    let clock = Date.UTC(2026, 10, 23, 12);
    const tokens = createTokenService(SECRET, () => clock);
    expect(TICKET_TTL_SECONDS).toBe(60);
    const ticket = await tokens.signTicket({ userId: 7, tokenVersion: 2, resource: 'liveness/7/video.mp4' });
    expect(await tokens.verifyTicket(ticket)).toEqual({ userId: 7, tokenVersion: 2, resource: 'liveness/7/video.mp4' });
    clock += 59_999;
    expect((await tokens.verifyTicket(ticket)).resource).toBe('liveness/7/video.mp4');
    clock += 1;
    expect(await code(tokens.verifyTicket(ticket))).toBe(98);
    // An access token never carries a resource, even when asked to.
    const bearer = await tokens.sign({ userId: 7, tokenVersion: 2, resource: 'x' });
    expect(await tokens.verify(bearer)).toEqual({ userId: 7, tokenVersion: 2 });
  });

  it('a ticket signed without a resource (or with an empty one) opens nothing (99)', async () => {
    const key = new TextEncoder().encode(SECRET);
    const forge = (res?: unknown) =>
      new SignJWT({ ver: 0, pur: 'files', ...(res !== undefined && { res }) })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject('1')
        .setIssuedAt()
        .setNotBefore('0s')
        .setExpirationTime('1m')
        .sign(key);
    const tokens = createTokenService(SECRET);
    expect(await code(tokens.verifyTicket(await forge()))).toBe(99);
    expect(await code(tokens.verifyTicket(await forge('')))).toBe(99);
    expect(await code(tokens.verifyTicket(await forge(['a', 'b'])))).toBe(99);
    expect((await tokens.verifyTicket(await forge('a/b.txt'))).resource).toBe('a/b.txt');
  });
});
