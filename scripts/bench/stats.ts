/** Summaries of a handful of runs: median and p95 (nearest rank: of 5 runs, the slowest). */

export interface Summary {
  median: number;
  p95: number;
  /** Runs that produced a figure. */
  count: number;
}

const nearestRank = (sorted: number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

export function summarize(values: number[]): Summary | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return { median: nearestRank(sorted, 0.5), p95: nearestRank(sorted, 0.95), count: values.length };
}

export const ms = (value: number): string => `${Math.round(value).toLocaleString('en')} ms`;
