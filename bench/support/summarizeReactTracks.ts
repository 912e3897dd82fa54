/** One `console.timeStamp` call of React's profiling build (its Performance Tracks). */
export interface TrackEntry {
  name: string;
  start: number;
  end: number;
  /** 'Components ⚛' for a component's render; a lane ('Transition', 'Blocking'…) for the scheduler. */
  track: string;
  /** 'Scheduler ⚛' for scheduler entries. */
  group?: string;
}

export interface ReactTracksSummary {
  /** Scheduler phases (Render, Commit, Prewarm, Suspended…) by lane, ms, mean per run. */
  scheduler: [string, number][];
  /** Components by self time (their render minus their children's), ms, mean per run. */
  self: [string, number][];
  /** Components by inclusive time (with their children), ms, mean per run. */
  inclusive: [string, number][];
}

const sorted = (m: Map<string, number>, runs: number) =>
  [...m].map(([k, v]) => [k, v / runs] as [string, number]).sort((a, b) => b[1] - a[1]);

/**
 * Sums React's Performance Tracks over runs: which scheduler phases an interaction went
 * through, and which components its renders spent time in. A component entry covers its
 * children's entries (they nest by time), so self time is its span minus its children's.
 *
 * @param runs the entries of each run, already limited to the interaction
 * @example summarizeReactTracks([entries]).self[0] // ['chakra(FieldInput)', 4.8]
 */
export function summarizeReactTracks(runs: TrackEntry[][]): ReactTracksSummary {
  const scheduler = new Map<string, number>();
  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const add = (m: Map<string, number>, k: string, v: number) => m.set(k, (m.get(k) ?? 0) + v);
  for (const entries of runs) {
    for (const e of entries)
      if (e.group === 'Scheduler ⚛' && e.end > e.start) add(scheduler, `${e.track}: ${e.name}`, e.end - e.start);
    const components = entries
      .filter((e) => e.track === 'Components ⚛')
      .sort((a, b) => a.start - b.start || b.end - a.end);
    const open: { e: TrackEntry; children: number }[] = [];
    const close = (o: { e: TrackEntry; children: number }) => {
      add(self, o.e.name, o.e.end - o.e.start - o.children);
      add(inclusive, o.e.name, o.e.end - o.e.start);
    };
    for (const e of components) {
      while (open.length && open[open.length - 1]!.e.end <= e.start) close(open.pop()!);
      if (open.length) open[open.length - 1]!.children += e.end - e.start;
      open.push({ e, children: 0 });
    }
    while (open.length) close(open.pop()!);
  }
  const n = Math.max(1, runs.length);
  return { scheduler: sorted(scheduler, n), self: sorted(self, n), inclusive: sorted(inclusive, n) };
}
