import { SignJWT, jwtVerify, errors } from 'jose';
import { AuthCode, HttpError } from '../http/HttpError.js';

/** The only algorithm we sign with and the only one we accept. */
const ALG = 'HS256';
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;

/** What a verified token tells: the user and the session generation it was issued for. */
export interface TokenClaims {
  userId: number;
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Verifies signature, algorithm and time claims; throws HttpError 401 with code 99 or 98. */
  verify(token: string): Promise<TokenClaims>;
}

/**
 * JWT access tokens (HS256, 8 h). Anything but the expected algorithm — `alg: none` included —
 * a bad signature or a not-yet-valid token is code 99; an expired one is code 98.
 */
export function createTokenService(secret: string, now: () => number = Date.now): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ userId, tokenVersion }) {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ ver: tokenVersion })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt(iat)
        .setNotBefore(iat)
        .setExpirationTime(iat + TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALG],
          currentDate: new Date(now()),
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        const userId = Number(payload.sub);
        const tokenVersion = payload.ver;
        if (!Number.isSafeInteger(userId) || typeof tokenVersion !== 'number') throw new Error('claims');
        return { userId, tokenVersion };
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw new HttpError(401, 'Sua sessão expirou. Entre novamente.', AuthCode.expiredToken);
        }
        throw new HttpError(401, 'Token de acesso inválido. Entre novamente.', AuthCode.missingToken);
      }
    },
  };
}
