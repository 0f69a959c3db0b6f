/** Small statistics helpers. */

/** z for a two-sided 95% interval: the 0.975 quantile of the standard normal. */
export const Z95 = 1.959963984540054;

/**
 * Wilson score interval for a binomial proportion: `successes` out of `n`.
 * Unlike the normal approximation it stays inside [0, 1] and behaves at 0/n and n/n.
 * n = 0 gives [0, 1] (nothing is known).
 */
export function wilson(successes: number, n: number, z = Z95): [number, number] {
  if (n === 0) return [0, 1];
  const p = successes / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const center = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  // At 0/n and n/n the bound is exactly 0 or 1; rounding would leave e.g. 0.9999999999999999.
  return [successes === 0 ? 0 : Math.max(0, center - half), successes === n ? 1 : Math.min(1, center + half)];
}

/** Arithmetic mean; 0 for an empty list. */
export function mean(values: readonly number[]): number {
  let sum = 0;
  for (const v of values) sum += v;
  return values.length === 0 ? 0 : sum / values.length;
}

/** sum / n, or 0 when n = 0 (a mean kept as a running sum). */
export function ratio(sum: number, n: number): number {
  return n === 0 ? 0 : sum / n;
}

/** Observations in a histogram (counts by integer value). */
export function histCount(h: readonly number[]): number {
  let n = 0;
  for (const c of h) n += c;
  return n;
}

/** Mean of a histogram's values; 0 when empty. */
export function histMean(h: readonly number[]): number {
  let n = 0;
  let sum = 0;
  for (let v = 0; v < h.length; v++) {
    n += h[v]!;
    sum += v * h[v]!;
  }
  return ratio(sum, n);
}

/**
 * The p-quantile of a histogram's values: the smallest value v with at least p·n observations ≤ v
 * (the inverse of the empirical distribution function). 0 when empty.
 */
export function histQuantile(h: readonly number[], p: number): number {
  const n = histCount(h);
  if (n === 0) return 0;
  const target = Math.max(1, Math.ceil(p * n - 1e-9));
  let cum = 0;
  for (let v = 0; v < h.length; v++) {
    cum += h[v]!;
    if (cum >= target) return v;
  }
  return h.length - 1;
}

/** An estimate with its 95% interval. */
export interface Interval {
  estimate: number;
  low: number;
  high: number;
}

/**
 * Mean of paired differences d[i] with a 95% interval from the normal approximation
 * (mean ± z·sd/√n, sd the sample standard deviation). n < 2 gives the widest interval.
 */
export function meanInterval(d: ArrayLike<number>, z = Z95, bounds: [number, number] = [-1, 1]): Interval {
  const n = d.length;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += d[i]!;
  const m = ratio(sum, n);
  if (n < 2) return { estimate: m, low: bounds[0], high: bounds[1] };
  let ss = 0;
  for (let i = 0; i < n; i++) ss += (d[i]! - m) ** 2;
  const half = z * Math.sqrt(ss / (n - 1) / n);
  return { estimate: m, low: Math.max(bounds[0], m - half), high: Math.min(bounds[1], m + half) };
}

/**
 * Difference of two independent proportions b/nb − a/na with the normal (Wald) 95% interval,
 * ± z·√(pa(1−pa)/na + pb(1−pb)/nb): what the interval is when the two arms share nothing.
 */
export function unpairedDifference(a: number, na: number, b: number, nb: number, z = Z95): Interval {
  const pa = ratio(a, na);
  const pb = ratio(b, nb);
  const half = z * Math.sqrt(ratio(pa * (1 - pa), na) + ratio(pb * (1 - pb), nb));
  const d = pb - pa;
  return { estimate: d, low: Math.max(-1, d - half), high: Math.min(1, d + half) };
}

/**
 * Newcombe's hybrid score interval for b/nb − a/na (independent samples), built from the two
 * Wilson intervals; better than Wald near 0 and 1.
 */
export function newcombeDifference(a: number, na: number, b: number, nb: number, z = Z95): Interval {
  const pa = ratio(a, na);
  const pb = ratio(b, nb);
  const [la, ua] = wilson(a, na, z);
  const [lb, ub] = wilson(b, nb, z);
  const d = pb - pa;
  return { estimate: d, low: d - Math.sqrt((pb - lb) ** 2 + (ua - pa) ** 2), high: d + Math.sqrt((ub - pb) ** 2 + (pa - la) ** 2) };
}

/**
 * Newcombe's score interval (1998, paired data; the method of Altman et al., "Statistics with
 * Confidence") for the difference pB − pA of two proportions observed on the same n units:
 * `both` units succeeded in both arms, `onlyA` in A only, `onlyB` in B only, `neither` in none.
 * Built from the two Wilson intervals and the correlation between the arms (φ, with Newcombe's
 * continuity correction); it stays inside [−1, 1] and behaves at 0/n and n/n, unlike mean ± z·se.
 */
export function newcombePairedDifference(both: number, onlyA: number, onlyB: number, neither: number, z = Z95): Interval {
  const n = both + onlyA + onlyB + neither;
  if (n === 0) return { estimate: 0, low: -1, high: 1 };
  const pB = (both + onlyB) / n;
  const pA = (both + onlyA) / n;
  const [lB, uB] = wilson(both + onlyB, n, z);
  const [lA, uA] = wilson(both + onlyA, n, z);
  const denom = (both + onlyB) * (onlyA + neither) * (both + onlyA) * (onlyB + neither);
  const cross = both * neither - onlyB * onlyA;
  const corrected = cross > n / 2 ? cross - n / 2 : cross < 0 ? cross : 0;
  const phi = denom > 0 ? corrected / Math.sqrt(denom) : 0;
  const d = pB - pA;
  const dl = Math.sqrt(Math.max(0, (pB - lB) ** 2 - 2 * phi * (pB - lB) * (uA - pA) + (uA - pA) ** 2));
  const du = Math.sqrt(Math.max(0, (pA - lA) ** 2 - 2 * phi * (pA - lA) * (uB - pB) + (uB - pB) ** 2));
  return { estimate: d, low: Math.max(-1, d - dl), high: Math.min(1, d + du) };
}
