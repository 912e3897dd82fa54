import v8 from 'node:v8';

/**
 * Turns off V8's allocation-site pretenuring in the server process, before it serves requests.
 *
 * Under load V8 began allocating, straight into the old generation, objects that die with their
 * request (query rows among them, from the sites `pg` shares between every query). Each young
 * collection then had to keep alive the strings and dates those dead old objects still pointed
 * to: ~1.4 MB promoted per collection, a 5–8 ms pause every ~100 ms, and a mark-compact every few
 * seconds. That was the p99 of our lists, 8–10 ms at one connection where the bare `node:http`
 * peer, with the same `pg` rows, paused 0.3 ms. Without pretenuring the young collections take
 * 0.6–1 ms and promote nothing (`npm run bench`; measured side by side in docs/performance.md).
 */
export function tuneGarbageCollector(): void {
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}
