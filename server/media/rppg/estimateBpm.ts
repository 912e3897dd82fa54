import type { Spectrum } from './magnitudeSpectrum.js';
import { PULSE_BAND } from './pulseBand.js';

/**
 * Beats per minute at the spectrum's highest peak within `lowHz`–`highHz`, refined between bins
 * by a parabola through the peak and its two neighbours (vertex offset
 * δ = ½·(m₋ − m₊)/(m₋ − 2m₀ + m₊) bins), times 60. NaN when the band holds no energy at all.
 *
 * @example estimateBpm(magnitudeSpectrum(pulse, 30)) // 71.8
 */
export function estimateBpm(
  { frequencies, magnitudes }: Spectrum,
  lowHz: number = PULSE_BAND.lowHz,
  highHz: number = PULSE_BAND.highHz,
): number {
  let peak = -1;
  for (let k = 0; k < frequencies.length; k++) {
    const f = frequencies[k]!;
    if (f < lowHz || f > highHz) continue;
    if (peak < 0 || magnitudes[k]! > magnitudes[peak]!) peak = k;
  }
  if (peak < 0) throw new RangeError(`estimateBpm: no bin between ${lowHz} and ${highHz} Hz`);
  if (!(magnitudes[peak]! > 0)) return NaN;
  let delta = 0;
  if (peak > 0 && peak < magnitudes.length - 1) {
    const before = magnitudes[peak - 1]!,
      at = magnitudes[peak]!,
      after = magnitudes[peak + 1]!;
    const curve = before - 2 * at + after;
    if (curve < 0) delta = Math.max(-0.5, Math.min(0.5, (0.5 * (before - after)) / curve));
  }
  const binHz = frequencies.length > 1 ? frequencies[1]! - frequencies[0]! : 0;
  return (frequencies[peak]! + delta * binHz) * 60;
}
