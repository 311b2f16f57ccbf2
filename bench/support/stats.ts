/** Nearest-rank percentile of an ascending list; NaN when it is empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN
}

export function summarize(values: readonly number[]) {
  const sorted = [...values].sort((a, b) => a - b)
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  }
}

/** A two-column table: one row per figure, labels left, values right-aligned. */
export function table(rows: readonly (readonly [string, string])[]): string {
  const labelWidth = Math.max(...rows.map(([label]) => label.length))
  const valueWidth = Math.max(...rows.map(([, value]) => value.length))
  const line = `+-${'-'.repeat(labelWidth)}-+-${'-'.repeat(valueWidth)}-+`
  const body = rows.map(([label, value]) => `| ${label.padEnd(labelWidth)} | ${value.padStart(valueWidth)} |`)
  return [line, ...body, line].join('\n')
}

export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '—')
export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** The `count` largest entries of a map of milliseconds, as "name 12, other 8" (long tasks' contents). */
export function largestMs(times: ReadonlyMap<string, number>, count: number): string {
  return [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(', ')
}
