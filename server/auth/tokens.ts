import { SignJWT, jwtVerify, errors } from 'jose';
import { HttpError } from '../../src/core/api/HttpError.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';
import { AuthCode } from '../../src/core/api/AuthCode.js';

/** The only algorithm we sign with and the only one we accept. */
const ALG = 'HS256';
export const TOKEN_TTL_SECONDS = 8 * 60 * 60;
/**
 * File tickets live 60 seconds: long enough for the link they were asked for to be followed at
 * once, short enough that a ticket leaked through a copied link or a screen share is soon useless.
 */
export const TICKET_TTL_SECONDS = 60;
const TICKET_PURPOSE = 'files';

/** What a verified token tells: the user and the session generation it was issued for. */
export interface TokenClaims {
  userId: number;
  tokenVersion: number;
  /**
   * File tickets only: the one stored file (`liveness/7/video.mp4`) or export route
   * (`/client/v1/export.csv`) the ticket opens. Required to sign a ticket; never on an access token.
   */
  resource?: string;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** Verifies signature, algorithm and time claims; throws HttpError 401 with code 99 or 98. */
  verify(token: string): Promise<TokenClaims>;
  /**
   * A 60-second ticket for one link (a stored file or a CSV export), bound to `claims.resource`;
   * never accepted as a bearer token.
   */
  signTicket(claims: TokenClaims & { resource: string }): Promise<string>;
  /** Verifies a file ticket (same rules as verify, plus its purpose); its claims carry the resource. */
  verifyTicket(ticket: string): Promise<TokenClaims & { resource: string }>;
}

/** Tokens whose signature was checked, kept so a session's token is verified once, not per request. */
const VERIFIED_CACHE_SIZE = 10_000;

/**
 * JWT access tokens (HS256, 8 h). Anything but the expected algorithm — `alg: none` included —
 * a bad signature or a not-yet-valid token is code 99; an expired one is code 98.
 */
export function createTokenService(secret: string, now: () => number = Date.now): TokenService {
  const key = new TextEncoder().encode(secret);
  const issue = ({ userId, tokenVersion, resource }: TokenClaims, ttl: number, purpose?: string) => {
    const iat = Math.floor(now() / 1000);
    return new SignJWT({ ver: tokenVersion, ...(purpose && { pur: purpose, res: resource }) })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setSubject(String(userId))
      .setIssuedAt(iat)
      .setNotBefore(iat)
      .setExpirationTime(iat + ttl)
      .sign(key);
  };
  // Signature checks (WebCrypto HMAC) were a sixth of the API's CPU: a token already verified is
  // looked up instead, and only its time claims are checked again (as jose does: nbf ≤ now < exp).
  // The user, its state and its session version are still read on every request (authPlugin).
  const verified = new Map<string, { claims: TokenClaims; nbf: number; exp: number; purpose: string | undefined }>();
  const check = async (token: string, purpose: string | undefined): Promise<TokenClaims> => {
    const hit = verified.get(token);
    const seconds = Math.floor(now() / 1000);
    if (hit && hit.purpose === purpose && hit.nbf <= seconds && seconds < hit.exp) return hit.claims;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ALG],
        currentDate: new Date(now()),
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const userId = Number(payload.sub);
      const tokenVersion = payload.ver;
      if (!Number.isSafeInteger(userId) || typeof tokenVersion !== 'number') throw new Error('claims');
      if (payload.pur !== purpose) throw new Error('purpose');
      // A ticket opens exactly one resource: one without it (or with another shape) opens nothing.
      if (purpose && (typeof payload.res !== 'string' || !payload.res)) throw new Error('resource');
      const claims: TokenClaims = { userId, tokenVersion, ...(purpose && { resource: payload.res as string }) };
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
      verified.set(token, { claims, nbf: payload.nbf ?? 0, exp: payload.exp!, purpose });
      return claims;
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new HttpError(401, apiMessages.expiredToken, AuthCode.expiredToken);
      }
      throw new HttpError(401, apiMessages.invalidToken, AuthCode.missingToken);
    }
  };
  return {
    sign: (claims) => issue(claims, TOKEN_TTL_SECONDS),
    verify: (token) => check(token, undefined),
    signTicket: (claims) => issue(claims, TICKET_TTL_SECONDS, TICKET_PURPOSE),
    verifyTicket: (ticket) => check(ticket, TICKET_PURPOSE) as Promise<TokenClaims & { resource: string }>,
  };
}
