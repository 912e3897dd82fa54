import type { Service } from '../support/startService.js';
import type { ApiScenario } from './scenarios.js';

/**
 * The bare peer must answer exactly what ours answers (same SQL, same data): checked once per GET
 * scenario it answers (`peer`), the count estimates aside. A difference throws: the benchmark would compare different
 * work.
 */
export async function checkSameAnswers(
  ours: Service,
  bare: Service,
  authorization: string,
  scenarios: readonly ApiScenario[],
): Promise<void> {
  // Only the scenarios the peer answers (a sorted list is ours alone: the peer ignores `sort`).
  for (const s of scenarios.filter((x) => x.method === 'GET' && x.peer)) {
    const path = s.path.replace('{id}', '12345');
    const [a, b] = await Promise.all(
      [ours, bare].map(
        async (t) =>
          (await fetch(t.url + path, { headers: { authorization } })).json() as Promise<Record<string, unknown>>,
      ),
    );
    const strip = (x: Record<string, unknown>) =>
      JSON.stringify({ ...x, total_estimate: undefined, total_estimated: undefined });
    if (strip(a!) !== strip(b!))
      throw new Error(
        `O par mínimo responde diferente do nosso em ${s.key}: o benchmark compararia trabalhos diferentes.\nnosso: ${strip(a!).slice(0, 300)}\npar:   ${strip(b!).slice(0, 300)}`,
      );
  }
}
