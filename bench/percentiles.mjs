/** The values at each of `fractions` of `values` (nearest rank), sorted once; none when `values` is empty. */
export function percentiles(values, fractions) {
  const sorted = Float64Array.from(values).sort();
  return fractions.map((fraction) => sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)]);
}
