/**
 * Runs `tasks` at most `limit` at a time; the results in the tasks' order. For measurements that
 * count (bytes), not time: timed ones run one after the other.
 *
 * @example await inParallel(2, [() => a(), () => b(), () => c()]) // [a's, b's, c's]
 */
export async function inParallel<T>(limit: number, tasks: readonly (() => Promise<T>)[]): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
