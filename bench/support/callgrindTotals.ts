/** Instructions one callgrind dump counted, split between the main thread and the others. */
export interface CallgrindTotals {
  /** The JavaScript thread: requests, parsing, serialisation, the young-generation GC. */
  main: number;
  /** Every other thread: V8's background compilers and concurrent GC, libuv's pool. */
  others: number;
}

/**
 * Sums the instruction totals of one dump written with `--separate-threads=yes`: one file per
 * thread, named `<out>.<part>-<thread>`, thread 01 being the main one. Each file states its total
 * on a `summary:` line (older callgrind: `totals:`).
 *
 * @example
 * callgrindTotals([{ name: 'ours.412.1-01', text: 'summary: 3074352793\n' }, { name: 'ours.412.1-03', text: 'summary: 56136589\n' }])
 * // { main: 3074352793, others: 56136589 }
 */
export function callgrindTotals(files: { name: string; text: string }[]): CallgrindTotals {
  const totals: CallgrindTotals = { main: 0, others: 0 };
  for (const { name, text } of files) {
    const thread = /-(\d+)$/.exec(name)?.[1];
    const total = /^(?:summary|totals):\s*(\d+)/m.exec(text)?.[1];
    if (!thread || total === undefined) throw new Error(`Arquivo do callgrind sem thread ou total: ${name}`);
    totals[Number(thread) === 1 ? 'main' : 'others'] += Number(total);
  }
  if (!totals.main) throw new Error('O callgrind não gravou a thread principal (arquivo -01).');
  return totals;
}
