/** Small statistics for the benchmarks. */

/** The median (mean of the two middle values for an even count). */
export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Nearest-rank percentile, `fraction` in (0, 1]: the smallest value with at least that share of values at or below it. */
export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

export const KiB = 1024;
export const MiB = 1024 * 1024;
export const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;
export const mib = (bytes: number) => `${(bytes / MiB).toFixed(1)} MiB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
