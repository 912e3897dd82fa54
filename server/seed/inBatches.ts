/** Runs `insert(from, to)` over 1..count in batches, reporting progress for large counts. */
export async function inBatches(
  count: number,
  size: number,
  label: string,
  log: (line: string) => void,
  insert: (from: number, to: number) => Promise<unknown>,
): Promise<void> {
  for (let from = 1; from <= count; from += size) {
    const to = Math.min(count, from + size - 1);
    await insert(from, to);
    if (count > size) log(`  ${label}: ${to} de ${count}`);
  }
}
