import { describe, expect, it } from 'vitest';
import { inParallel } from '../../../bench/support/inParallel.js';

describe('inParallel', () => {
  it('keeps the order of the tasks and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const task = (value: number, ms: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, ms));
      running -= 1;
      return value;
    };
    const out = await inParallel(2, [task(1, 30), task(2, 5), task(3, 10), task(4, 1)]);
    expect(out).toEqual([1, 2, 3, 4]);
    expect(most).toBe(2);
  });

  it('passes a failure on', async () => {
    await expect(inParallel(3, [async () => 1, async () => Promise.reject(new Error('falhou'))])).rejects.toThrow(
      'falhou',
    );
  });
});
