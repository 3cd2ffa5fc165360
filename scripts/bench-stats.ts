// What the benchmarks report of a set of timings.

/** Nearest-rank percentile of times sorted in ascending order (NaN for none): p50 is the median. */
export const percentile = (sorted: number[], p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
