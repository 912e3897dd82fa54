import type { ColourSample } from './readFrameMeans.js';
import type { PulseAnalysis } from './rppg/analyzePulse.js';

export interface LivenessCsvFiles {
  /** `frame;tempo_s;r;g;b`: the face region's mean colour per frame. */
  signal: string;
  /** `frame;tempo_s;valor`: the band-passed pulse signal per frame. */
  filtred: string;
  /** `frequencia_hz;bpm;magnitude`: the pulse's magnitude spectrum, 0 Hz to Nyquist. */
  fft: string;
}

const lines = (header: string, rows: Iterable<string>) => [header, ...rows].join('\n') + '\n';

function* indexed<T>(items: ArrayLike<T>, row: (item: T, i: number) => string): Generator<string> {
  for (let i = 0; i < items.length; i++) yield row(items[i]!, i);
}

/**
 * The text of the three rPPG files of a liveness log. These are machine files, read back by the
 * console's charts and by analysis scripts, not opened in Excel: ';' separates the columns (like
 * the console's CSV exports) but decimals use '.', plain numbers with fixed decimals, no quotes.
 *
 * @example livenessCsvFiles(samples, analysis).signal // 'frame;tempo_s;r;g;b\n0;0.0000;190.2113;141.7020;120.3301\n…'
 */
export function livenessCsvFiles(
  samples: readonly ColourSample[],
  { filtered, spectrum }: PulseAnalysis,
): LivenessCsvFiles {
  return {
    signal: lines(
      'frame;tempo_s;r;g;b',
      indexed(samples, (s, i) => `${i};${s.t.toFixed(4)};${s.r.toFixed(4)};${s.g.toFixed(4)};${s.b.toFixed(4)}`),
    ),
    filtred: lines(
      'frame;tempo_s;valor',
      indexed(filtered, (v, i) => `${i};${(samples[i]?.t ?? 0).toFixed(4)};${v.toFixed(8)}`),
    ),
    fft: lines(
      'frequencia_hz;bpm;magnitude',
      indexed(
        spectrum.frequencies,
        (f, k) => `${f.toFixed(5)};${(f * 60).toFixed(3)};${spectrum.magnitudes[k]!.toFixed(8)}`,
      ),
    ),
  };
}
