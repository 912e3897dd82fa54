/**
 * In-place complex FFT (iterative radix-2 Cooley–Tukey, decimation in time) of `re` + i·`im`,
 * whose common length must be a power of two: X[k] = Σ x[n]·e^(−2πi·kn/N), unscaled.
 *
 * @example const re = Float64Array.of(1, 0, 0, 0), im = new Float64Array(4); fft(re, im) // re [1, 1, 1, 1]
 */
export function fft(re: Float64Array, im: Float64Array): void {
  const n = re.length;
  if (im.length !== n || (n & (n - 1)) !== 0)
    throw new RangeError(`fft: length ${n} is not a power of two (or re and im differ)`);
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j |= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const step = (-2 * Math.PI) / size;
    const half = size >> 1;
    for (let k = 0; k < half; k++) {
      const wr = Math.cos(step * k),
        wi = Math.sin(step * k);
      for (let start = 0; start < n; start += size) {
        const a = start + k,
          b = a + half;
        const tr = wr * re[b]! - wi * im[b]!;
        const ti = wr * im[b]! + wi * re[b]!;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
}
