import { describe, expect, it } from 'vitest';
import { createTokenService, TOKEN_TTL_SECONDS } from '../../../server/auth/tokens.js';
import { HttpError } from '../../../server/http/HttpError.js';

const SECRET = 'segredo-de-teste-com-mais-de-32-caracteres!';
const code = (p: Promise<unknown>) => p.then(() => 0, (e: HttpError) => e.code);

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
    const ticket = await tokens.signTicket({ userId: 1, tokenVersion: 0 });
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
});
