import type { ConnectionOptions } from 'bullmq';

/**
 * BullMQ's connection options from REDIS_URL (`redis://[user:password@]host[:port][/db]`, or
 * `rediss://` for TLS). `maxRetriesPerRequest: null`: a worker's blocking commands wait through a
 * Redis restart instead of failing.
 *
 * @example redisConnectionOptions('redis://:segredo@redis.internal:6380/2') // { host: 'redis.internal', port: 6380, password: 'segredo', db: 2, … }
 */
export function redisConnectionOptions(url: string): ConnectionOptions {
  const parsed = new URL(url);
  const db = Number(parsed.pathname.slice(1) || 0);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 6379),
    ...(parsed.username && { username: decodeURIComponent(parsed.username) }),
    ...(parsed.password && { password: decodeURIComponent(parsed.password) }),
    ...(Number.isInteger(db) && db > 0 && { db }),
    ...(parsed.protocol === 'rediss:' && { tls: {} }),
    maxRetriesPerRequest: null,
  };
}
