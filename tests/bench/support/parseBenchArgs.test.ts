import { describe, expect, it } from 'vitest';
import { FULL, SMALL } from '../../../bench/support/datasets.js';
import { parseBenchArgs } from '../../../bench/support/parseBenchArgs.js';

describe('parseBenchArgs', () => {
  it('defaults to the run of record: full data, both engines, 5 runs of 2 s at 10 connections', () => {
    const a = parseBenchArgs([]);
    expect(a).toMatchObject({ size: FULL, engines: ['postgres', 'pglite'], parts: ['api', 'console'], reps: 5 });
    expect(a.durationSec).toBe(2);
    expect(a.connections).toBe(10);
  });

  it('reads a decimal duration with a point or a pt-BR comma', () => {
    expect(parseBenchArgs(['--duration', '2.5']).durationSec).toBe(2.5);
    expect(parseBenchArgs(['--duration', '0,5']).durationSec).toBe(0.5);
  });

  it.each(['0.4', '0', '-1', 'abc', '', 'Infinity'])('refuses the duration "%s" in pt-BR', (raw) => {
    expect(() => parseBenchArgs([`--duration=${raw}`])).toThrow(/--duration inválido: .*segundos ≥ 0,5/);
  });

  it('reads the size, engines, part and scenarios', () => {
    const a = parseBenchArgs([
      '--size',
      'small',
      '--engines',
      'pglite',
      '--only',
      'api',
      '--scenarios',
      'list-50, get-one',
    ]);
    expect(a).toMatchObject({ size: SMALL, engines: ['pglite'], parts: ['api'], scenarios: ['list-50', 'get-one'] });
  });

  it('refuses an unknown engine, part, size or repetition count in pt-BR', () => {
    expect(() => parseBenchArgs(['--engines', 'mysql'])).toThrow('motor desconhecido "mysql"');
    expect(() => parseBenchArgs(['--only', 'ui'])).toThrow('--only inválido');
    expect(() => parseBenchArgs(['--size', 'huge'])).toThrow('--size inválido');
    expect(() => parseBenchArgs(['--reps', '0'])).toThrow('--reps inválido');
  });
});
