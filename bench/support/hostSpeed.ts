/**
 * How fast this host runs a fixed piece of JavaScript right now (ms, lower is faster): an integer
 * loop and a JSON round trip of 1000 rows, median of 5. Measured at the start and the end of a run
 * and printed with its figures, so that runs on different days can be told apart from a slower
 * host: on the shared machines the same work has taken from 1x to 3–4x as long.
 */
export function measureHostSpeed(): number {
  const rows = Array.from({ length: 1000 }, (_, i) => ({ id: i, path: `/requests/v1/${i}`, status: 200 + (i % 4) }));
  const times: number[] = [];
  let sink = 0;
  for (let run = 0; run < 5; run++) {
    const started = performance.now();
    for (let i = 0; i < 20_000_000; i++) sink = (sink + i * 7) % 1_000_003;
    for (let i = 0; i < 20; i++) sink += (JSON.parse(JSON.stringify(rows)) as unknown[]).length;
    times.push(performance.now() - started);
  }
  if (sink === -1) console.log(sink); // keeps the work from being optimised away
  return times.sort((a, b) => a - b)[2]!;
}
