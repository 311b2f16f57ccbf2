// What a database error means, whichever driver raised it: node-postgres and PGlite put PostgreSQL's
// SQLSTATE in `code`; drizzle wraps them, keeping the original as `cause`.

function sqlState(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== 'object') return null
    const code = Reflect.get(current, 'code')
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
    current = Reflect.get(current, 'cause')
  }
  return null
}

/** A unique constraint refused the write (23505): someone else wrote the same row first. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505'
}
