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
