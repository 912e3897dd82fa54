import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import limiters from 'rate-limiter-flexible';
import { HttpError } from '../../src/core/api/HttpError.js';
import { networkOf } from './networkOf.js';
import * as apiMessages from '../../src/core/api/apiMessages.js';

const { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } = limiters;
type Limiter = InstanceType<typeof RateLimiterMemory> | InstanceType<typeof RateLimiterRedis>;

/** At most `failures` failed checks in a fixed window of `seconds` (opened by the first failure). */
export interface FailureLimit {
  failures: number;
  seconds: number;
}

export interface BruteForceOptions {
  /** Failures per account from one network before that pair gets 429 (default 5 in 15 minutes). */
  perAccountAndIp?: FailureLimit;
  /** Failures per account from all networks together before the account gets 429 (default 50 an hour). */
  perAccount?: FailureLimit;
  /** Failures per network, any accounts, before the network gets 429 (default 20 in 15 minutes). */
  perIp?: FailureLimit;
  /** Shared counters for several API processes; in process when absent (or while Redis is down). */
  redis?: Redis;
}

export interface BruteForceGuard {
  /**
   * Runs `check` (the secret verification) only after a failure has been reserved on every
   * counter, and answers 429 (pt-BR, Retry-After) without running it when a counter is used up.
   * `check` resolves to what it proved (the user, the person...) or undefined when the secret is
   * wrong; a result refunds the reservation. A `check` that throws counts as a failure.
   */
  attempt<T>(
    reply: FastifyReply,
    account: string,
    ip: string,
    check: () => Promise<T | undefined>,
  ): Promise<T | undefined>;
}

/** Accounts (emails, CPFs, tokens) are kept in the counters only as a hash. */
const keyOf = (account: string) =>
  createHash('sha256').update(account.trim().toLowerCase()).digest('base64url').slice(0, 22);

function limiter(name: string, { failures, seconds }: FailureLimit, redis: Redis | undefined): Limiter {
  const memory = new RateLimiterMemory({ keyPrefix: `bf:${name}`, points: failures, duration: seconds });
  if (!redis) return memory;
  return new RateLimiterRedis({
    storeClient: redis,
    keyPrefix: `bf:${name}`,
    points: failures,
    duration: seconds,
    insuranceLimiter: memory,
  });
}

function tooManyAttempts(reply: FastifyReply, msBeforeNext: number): HttpError {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  reply.header('retry-after', String(Math.max(1, Math.ceil(msBeforeNext / 1000))));
  return new HttpError(429, apiMessages.tooManyAttempts(minutes));
}

/**
 * Brute-force protection for one kind of secret check (login, delete-account, reset-password),
 * with rate-limiter-flexible. "Network" is the client's IPv4 address or IPv6 /64 (networkOf).
 *
 * Rules (defaults):
 * - **account + network: 5 failures in 15 minutes**, then 429 for that account from that network
 *   only. One attacker locks themselves out, not the real user at another address.
 * - **account, all networks: 50 failures an hour**, then 429 for the account from everywhere. It
 *   bounds a distributed guess: fixed windows, so at most 100 failures in any hour (OWASP ASVS
 *   V2.2.1); locking a user out this way takes 10 networks and lasts until the hour ends.
 * - **network, all accounts: 20 failures in 15 minutes**, then 429 for any account from that
 *   network (password spraying). It counts failures only, so the successful sign-ins of a shared
 *   NAT cost nothing; but once 20 failures have come from it, a right password from it waits too:
 *   the server cannot know a password is right without checking it, and checking is what is
 *   limited. Lifting it on a success would let an attacker reset it with their own account.
 *
 * Concurrency: a failure is reserved atomically (consume) on the three counters, in that order,
 * **before** the check runs, and refunded (reward) when the check succeeds; so however many
 * requests arrive at once, no more checks run than the limits allow (in process with
 * RateLimiterMemory, across processes with RateLimiterRedis; while Redis is down each process
 * falls back to its own insurance counters). A 429 runs no check and costs nothing: the counters
 * already consumed for it are refunded. A success also clears the account + network failures,
 * never the account-wide or network ones.
 *
 * @example
 * const user = await guard.attempt(reply, email, request.ip, async () => (await verify(email, password)) ? row : undefined);
 * if (!user) throw new HttpError(401, apiMessages.loginRefused);
 */
export function createBruteForceGuard(name: string, options: BruteForceOptions = {}): BruteForceGuard {
  const {
    perAccountAndIp = { failures: 5, seconds: 15 * 60 },
    perAccount = { failures: 50, seconds: 60 * 60 },
    perIp = { failures: 20, seconds: 15 * 60 },
    redis,
  } = options;
  const pairs = limiter(`${name}:account-ip`, perAccountAndIp, redis);
  const networks = limiter(`${name}:ip`, perIp, redis);
  const accounts = limiter(`${name}:account`, perAccount, redis);
  const refund = (taken: Array<[Limiter, string]>) => Promise.allSettled(taken.map(([l, key]) => l.reward(key)));

  return {
    async attempt(reply, account, ip, check) {
      const accountKey = keyOf(account);
      const network = networkOf(ip);
      const pairKey = `${accountKey}@${network}`;
      const taken: Array<[Limiter, string]> = [];
      for (const [l, key] of [
        [pairs, pairKey],
        [networks, network],
        [accounts, accountKey],
      ] as Array<[Limiter, string]>) {
        try {
          await l.consume(key);
          taken.push([l, key]);
        } catch (error) {
          if (!(error instanceof RateLimiterRes)) throw (await refund(taken), error);
          // A rejected consume has counted too: every point this request took goes back.
          await refund([...taken, [l, key]]);
          throw tooManyAttempts(reply, error.msBeforeNext);
        }
      }
      const result = await check();
      if (result !== undefined) await Promise.allSettled([pairs.delete(pairKey), refund(taken.slice(1))]);
      return result;
    },
  };
}
