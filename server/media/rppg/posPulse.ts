export interface RgbSample {
  r: number;
  g: number;
  b: number;
}

/**
 * The pulse signal of a face's mean colour by POS, "plane orthogonal to skin" (Wang, den
 * Brinker, Stuijk, de Haan, "Algorithmic principles of remote PPG", IEEE TBME 64(7), 2017).
 * Chosen over the plain green channel because it cancels most of what lighting changes and
 * small head movements do to all three channels alike, which the green channel keeps.
 *
 * In each sliding window of `windowS` seconds (1.6 s, as in the paper): every channel is divided
 * by its window mean, projected onto S1 = G − B and S2 = G + B − 2R, combined as
 * h = S1 + (σ(S1)/σ(S2))·S2, made zero-mean and overlap-added into the output.
 *
 * @example posPulse(samples, 30) // Float64Array of samples.length values around 0
 */
export function posPulse(samples: readonly RgbSample[], fps: number, windowS = 1.6): Float64Array {
  const n = samples.length;
  const out = new Float64Array(n);
  const l = Math.max(2, Math.min(n, Math.round(windowS * fps)));
  const s1 = new Float64Array(l);
  const s2 = new Float64Array(l);
  for (let start = 0; start + l <= n; start++) {
    let mr = 0,
      mg = 0,
      mb = 0;
    for (let i = start; i < start + l; i++) {
      const s = samples[i]!;
      mr += s.r;
      mg += s.g;
      mb += s.b;
    }
    mr = mr / l || 1;
    mg = mg / l || 1;
    mb = mb / l || 1;
    let sum1 = 0,
      sum2 = 0;
    for (let j = 0; j < l; j++) {
      const s = samples[start + j]!;
      const r = s.r / mr,
        g = s.g / mg,
        b = s.b / mb;
      s1[j] = g - b;
      s2[j] = g + b - 2 * r;
      sum1 += s1[j]!;
      sum2 += s2[j]!;
    }
    const m1 = sum1 / l,
      m2 = sum2 / l;
    let v1 = 0,
      v2 = 0;
    for (let j = 0; j < l; j++) {
      v1 += (s1[j]! - m1) ** 2;
      v2 += (s2[j]! - m2) ** 2;
    }
    const alpha = v2 > 0 ? Math.sqrt(v1 / v2) : 0;
    const hm = m1 + alpha * m2;
    for (let j = 0; j < l; j++) out[start + j]! += s1[j]! + alpha * s2[j]! - hm;
  }
  return out;
}
