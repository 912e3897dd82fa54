import { fft } from './fft.js';

export interface Spectrum {
  /** Bin frequencies in Hz, from 0 to the Nyquist frequency, evenly spaced. */
  frequencies: Float64Array;
  /** Amplitude per bin: a sine of amplitude A in the signal peaks near A. */
  magnitudes: Float64Array;
}

/**
 * One-sided magnitude spectrum of a real signal: Hann window, zero padding to a power of two of
 * at least `minSize` points (4096: bins 0.44 bpm apart at 30 fps, fine enough for the peak's
 * interpolation), FFT, |X|·2/Σw so that a sine's peak reads as its amplitude.
 *
 * @example magnitudeSpectrum(pulse, 30).frequencies.length // 2049
 */
export function magnitudeSpectrum(signal: ArrayLike<number>, sampleRate: number, minSize = 4096): Spectrum {
  const n = signal.length;
  let size = 1;
  while (size < Math.max(n, minSize)) size <<= 1;
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  let windowSum = 0;
  for (let i = 0; i < n; i++) {
    const w = n > 1 ? 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (n - 1)) : 1;
    re[i] = signal[i]! * w;
    windowSum += w;
  }
  fft(re, im);
  const bins = size / 2 + 1;
  const frequencies = new Float64Array(bins);
  const magnitudes = new Float64Array(bins);
  for (let k = 0; k < bins; k++) {
    frequencies[k] = (k * sampleRate) / size;
    const scale = (k === 0 || k === size / 2 ? 1 : 2) / (windowSum || 1);
    magnitudes[k] = Math.hypot(re[k]!, im[k]!) * scale;
  }
  return { frequencies, magnitudes };
}
