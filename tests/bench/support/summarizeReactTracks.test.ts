import { describe, expect, it } from 'vitest';
import { summarizeReactTracks, type TrackEntry } from '../../../bench/support/summarizeReactTracks.js';

const c = (name: string, start: number, end: number): TrackEntry => ({ name, start, end, track: 'Components ⚛' });
const s = (name: string, start: number, end: number, track = 'Transition'): TrackEntry => ({
  name,
  start,
  end,
  track,
  group: 'Scheduler ⚛',
});

describe('summarizeReactTracks', () => {
  it('self time is a component span minus its children; inclusive keeps them; means over runs', () => {
    // Form [0, 10] holds Field [1, 4] (with Input [2, 3]) and Field [5, 9]; then Menu [12, 14].
    const run = [
      c('Form', 0, 10),
      c('Field', 1, 4),
      c('Input', 2, 3),
      c('Field', 5, 9),
      c('Menu', 12, 14),
      s('Render', 0, 14),
      s('Commit', 14, 16),
      s('Prewarm', 20, 20),
    ];
    const { self, inclusive, scheduler } = summarizeReactTracks([run, run]);
    expect(Object.fromEntries(self)).toEqual({ Form: 3, Field: 6, Input: 1, Menu: 2 });
    expect(Object.fromEntries(inclusive)).toEqual({ Form: 10, Field: 7, Input: 1, Menu: 2 });
    expect(self[0]).toEqual(['Field', 6]);
    // Empty spans (React's track headers) are left out.
    expect(scheduler).toEqual([
      ['Transition: Render', 14],
      ['Transition: Commit', 2],
    ]);
  });

  it('no runs: empty lists', () => {
    expect(summarizeReactTracks([])).toEqual({ scheduler: [], self: [], inclusive: [] });
  });
});
