import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import limiters from 'rate-limiter-flexible';
import { HttpError } from '../http/HttpError.js';

const { RateLimiterMemory, RateLimiterRedis } = limiters;
type Limiter = InstanceType<typeof RateLimiterMemory> | InstanceType<typeof RateLimiterRedis>;

export interface BruteForceOptions {
  /** Failures allowed per account (email, CPF...) in the window (default 5). */
  perAccount?: number;
  /** Failures allowed per client IP in the window (default 20). */
  perIp?: number;
  /** Window in seconds (default 15 minutes). */
  windowSeconds?: number;
  /** Shared counters for several API processes; in process when absent (or while Redis is down). */
  redis?: Redis;
}

export interface BruteForceGuard {
  /** Throws 429 (pt-BR, Retry-After) when the account or the IP has used up its failures. */
  check(reply: FastifyReply, account: string, ip: string): Promise<void>;
  /** Counts a failed attempt against the account and the IP. */
  fail(account: string, ip: string): Promise<void>;
  /** A success clears the account's failures (not the IP's). */
  succeed(account: string): Promise<void>;
}

/** Accounts (emails, CPFs) are kept in the counters only as a hash. */
const keyOf = (account: string) => createHash('sha256').update(account.trim().toLowerCase()).digest('base64url').slice(0, 22);

function limiter(name: string, points: number, duration: number, redis: Redis | undefined): Limiter {
  const memory = new RateLimiterMemory({ keyPrefix: `bf:${name}`, points, duration });
  if (!redis) return memory;
  return new RateLimiterRedis({ storeClient: redis, keyPrefix: `bf:${name}`, points, duration, insuranceLimiter: memory });
}

/**
 * Brute-force protection for one kind of secret check (login, delete-account, reset-password),
 * with rate-limiter-flexible: at most 5 failures per account and 20 per IP in 15 minutes, then
 * 429 until the window has passed (OWASP ASVS V2.2.1: well under 100 failures an hour per
 * account, and a real user is locked out for 15 minutes at most). Only failures count.
 */
export function createBruteForceGuard(name: string, options: BruteForceOptions = {}): BruteForceGuard {
  const { perAccount = 5, perIp = 20, windowSeconds = 15 * 60, redis } = options;
  const accounts = limiter(`${name}:account`, perAccount, windowSeconds, redis);
  const ips = limiter(`${name}:ip`, perIp, windowSeconds, redis);
  const exhausted = async (l: Limiter, key: string, max: number) => {
    const res = await l.get(key);
    return res && res.consumedPoints >= max ? res.msBeforeNext : 0;
  };
  return {
    async check(reply, account, ip) {
      const wait = Math.max(await exhausted(accounts, keyOf(account), perAccount), await exhausted(ips, ip, perIp));
      if (!wait) return;
      const minutes = Math.max(1, Math.ceil(wait / 60_000));
      reply.header('retry-after', String(Math.ceil(wait / 1000)));
      throw new HttpError(429, `Muitas tentativas sem sucesso. Tente novamente em ${minutes} minuto${minutes > 1 ? 's' : ''}.`);
    },
    async fail(account, ip) {
      // consume() rejects once over the limit; the next check() answers 429.
      await Promise.allSettled([accounts.consume(keyOf(account)), ips.consume(ip)]);
    },
    async succeed(account) {
      await accounts.delete(keyOf(account)).catch(() => {});
    },
  };
}
