import { describe, expect, it } from 'vitest';
import { callgrindTotals } from '../../../bench/support/callgrindTotals.js';

const dump = (thread: string, total: number, word = 'summary') => ({
  name: `ours.412.1-${thread}`,
  text: `version: 1\ncreator: callgrind-3.19.0\n${word}: ${total}\n\nfn=(1) main\n`,
});

describe('callgrindTotals', () => {
  it('puts thread 01 apart from the others, summed', () => {
    expect(
      callgrindTotals([dump('01', 3_074_352_793), dump('03', 56_136_589), dump('06', 85_777_978), dump('12', 0)]),
    ).toEqual({ main: 3_074_352_793, others: 141_914_567 });
  });

  it("reads older callgrind's 'totals:' line", () => {
    expect(callgrindTotals([dump('01', 12, 'totals')])).toEqual({ main: 12, others: 0 });
  });

  it('refuses a file without a total or a thread, and a dump without the main thread', () => {
    expect(() => callgrindTotals([{ name: 'ours.412.1-01', text: 'version: 1\n' }])).toThrow(
      'sem thread ou total: ours.412.1-01',
    );
    expect(() => callgrindTotals([{ name: 'ours.412', text: 'summary: 5\n' }])).toThrow('sem thread ou total');
    expect(() => callgrindTotals([dump('02', 5)])).toThrow('thread principal');
  });
});
