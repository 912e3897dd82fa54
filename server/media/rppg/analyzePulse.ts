import { bandpass } from './bandpass.js';
import { detrend } from './detrend.js';
import { estimateBpm } from './estimateBpm.js';
import { magnitudeSpectrum, type Spectrum } from './magnitudeSpectrum.js';
import { posPulse, type RgbSample } from './posPulse.js';

export interface PulseAnalysis {
  /** The pulse signal after the 0.7–4 Hz band-pass, one value per sample. */
  filtered: Float64Array;
  /** Magnitude spectrum of `filtered`. */
  spectrum: Spectrum;
  /** Beats per minute at the spectral peak in 0.7–4 Hz (unrounded); NaN when there is no signal. */
  bpm: number;
}

/**
 * The rPPG chain on a face's mean colours: POS pulse → linear detrend → zero-phase Butterworth
 * band-pass 0.7–4 Hz → Hann-windowed magnitude spectrum → BPM at the peak.
 *
 * @example analyzePulse(samples, 30).bpm // 72.1
 */
export function analyzePulse(samples: readonly RgbSample[], sampleRate: number): PulseAnalysis {
  const filtered = bandpass(detrend(posPulse(samples, sampleRate)), sampleRate);
  const spectrum = magnitudeSpectrum(filtered, sampleRate);
  return { filtered, spectrum, bpm: estimateBpm(spectrum) };
}
