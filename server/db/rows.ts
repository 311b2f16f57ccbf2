/** The rows of a raw `db.execute(sql…)` result, on PGlite and node-postgres alike ([] when it has none). */
export function rowsOf<T>(result: unknown): T[] {
  const rows = (result as { rows?: unknown } | null)?.rows
  return Array.isArray(rows) ? (rows as T[]) : []
}
