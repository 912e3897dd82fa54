/**
 * A small deterministic random generator (mulberry32, public domain, by Tommy Ettinger): the same
 * seed gives the same numbers in [0, 1) on every machine, so synthetic media are reproducible.
 *
 * @example const random = seededRandom(42); random() // 0.6011037519201636
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
