import { butterworthBiquads } from './butterworthBiquads.js';
import { filtfilt } from './filtfilt.js';
import { PULSE_BAND } from './pulseBand.js';

/**
 * Zero-phase Butterworth band-pass: a high-pass at `lowHz` cascaded with a low-pass at `highHz`,
 * each of `order` (4: two biquads each), run forward and backward (filtfilt), so the result is
 * not delayed and falls off at 2 × 6·order dB per octave outside the band. The ends are padded by
 * three periods of the lowest frequency (at most the signal's length).
 *
 * @example bandpass(pulse, 30) // keeps 0.7–4 Hz (42–240 bpm)
 */
export function bandpass(
  signal: ArrayLike<number>,
  sampleRate: number,
  lowHz: number = PULSE_BAND.lowHz,
  highHz: number = PULSE_BAND.highHz,
  order = 4,
): Float64Array {
  if (!(lowHz < highHz)) throw new RangeError(`bandpass: empty band ${lowHz}–${highHz} Hz`);
  const sections = [
    ...butterworthBiquads('highpass', lowHz, sampleRate, order),
    ...butterworthBiquads('lowpass', highHz, sampleRate, order),
  ];
  return filtfilt(sections, signal, Math.ceil((3 * sampleRate) / lowHz));
}
