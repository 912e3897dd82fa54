import { describe, expect, it } from 'vitest';
import { livenessCsvFiles } from '../../../server/media/livenessCsvFiles.js';

describe('livenessCsvFiles', () => {
  it("writes ';'-separated machine files with '.' decimals", () => {
    const samples = [
      { t: 0, r: 190.25, g: 141.5, b: 120 },
      { t: 1 / 30, r: 190.5, g: 141.75, b: 120.125 },
    ];
    const files = livenessCsvFiles(samples, {
      filtered: Float64Array.of(0.001, -0.0025),
      spectrum: { frequencies: Float64Array.of(0, 7.5, 15), magnitudes: Float64Array.of(0, 0.5, 0.25) },
      bpm: 72,
    });
    expect(files.signal).toBe(
      'frame;tempo_s;r;g;b\n0;0.0000;190.2500;141.5000;120.0000\n1;0.0333;190.5000;141.7500;120.1250\n',
    );
    expect(files.filtred).toBe('frame;tempo_s;valor\n0;0.0000;0.00100000\n1;0.0333;-0.00250000\n');
    expect(files.fft).toBe(
      'frequencia_hz;bpm;magnitude\n0.00000;0.000;0.00000000\n7.50000;450.000;0.50000000\n15.00000;900.000;0.25000000\n',
    );
  });
});
