import { describe, expect, it, vi } from 'vitest';
import { createReadinessProbe } from '../../../server/health/createReadinessProbe.js';

const never = () => new Promise<never>(() => {});

describe('createReadinessProbe', () => {
  it('names every check, null when it answered', async () => {
    const probe = createReadinessProbe({ database: async () => 1, storage: async () => undefined });
    expect(await probe()).toEqual({ database: null, storage: null });
  });

  it('gives a failed check its pt-BR reason and the technical cause only to warn', async () => {
    const warn = vi.fn();
    const probe = createReadinessProbe(
      { database: () => Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:5432')), storage: async () => 1 },
      { failure: (name) => `${name} indisponível`, warn },
    );
    const found = await probe();
    expect(found).toEqual({ database: 'database indisponível', storage: null });
    expect(JSON.stringify(found)).not.toContain('10.0.0.5');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ECONNREFUSED 10.0.0.5:5432'));
  });

  it('a check that never answers fails at its deadline, without holding the others', async () => {
    const started = Date.now();
    const probe = createReadinessProbe({ redis: never, database: async () => 1 }, { timeoutMs: 50 });
    expect(await probe()).toEqual({ redis: 'não respondeu', database: null });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('concurrent probes share one run, and its result serves for reuseMs after it ends', async () => {
    let now = 0;
    const database = vi.fn(async () => 1);
    const probe = createReadinessProbe({ database }, { reuseMs: 1000, now: () => now });
    const answers = await Promise.all(Array.from({ length: 50 }, () => probe()));
    expect(new Set(answers).size).toBe(1);
    expect(database).toHaveBeenCalledTimes(1);
    now = 999;
    await probe();
    expect(database).toHaveBeenCalledTimes(1);
    now = 1000;
    await probe();
    expect(database).toHaveBeenCalledTimes(2);
  });

  it('a slow run is never doubled by probes that arrive while it runs, past the window', async () => {
    let now = 0;
    let finish!: () => void;
    const database = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const probe = createReadinessProbe({ database }, { reuseMs: 10, timeoutMs: 60_000, now: () => now });
    const first = probe();
    now = 5_000;
    const second = probe();
    expect(second).toBe(first);
    finish();
    expect(await second).toEqual({ database: null });
    expect(database).toHaveBeenCalledTimes(1);
  });

  it('a dependency that comes back is seen at the next run', async () => {
    let now = 0;
    let up = false;
    const probe = createReadinessProbe(
      { database: async () => (up ? 1 : Promise.reject(new Error('down'))) },
      { now: () => now },
    );
    expect((await probe()).database).toBe('não respondeu');
    up = true;
    now = 1000;
    expect((await probe()).database).toBeNull();
  });
});
