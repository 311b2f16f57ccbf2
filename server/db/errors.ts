// What a database error means, whichever driver raised it: node-postgres and PGlite put PostgreSQL's
// SQLSTATE in `code`; drizzle wraps them, keeping the original as `cause`.

import { redactedUrl } from '../crypto/redact-url'

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

/** Why the database could not write: its disk is full, or its storage is read-only. */
export type StorageFailure = 'disk-full' | 'read-only'

const STORAGE_STATES: Record<string, StorageFailure> = {
  '53100': 'disk-full', // disk_full
  '25006': 'read-only', // read_only_sql_transaction (a standby, or default_transaction_read_only)
}
const STORAGE_ERRNOS: Record<string, StorageFailure> = { ENOSPC: 'disk-full', EDQUOT: 'disk-full', EROFS: 'read-only' }

/**
 * A write refused for lack of space or by read-only storage, whichever layer said so: PostgreSQL's SQLSTATE,
 * a Node file-system code (PGlite writes through Node's fs), or the operating system's words in a message
 * (PostgreSQL's "could not extend file …: No space left on device"). Null for every other error.
 */
export function storageFailure(error: unknown): StorageFailure | null {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    if (typeof current !== 'object') return null
    const code = Reflect.get(current, 'code')
    if (typeof code === 'string') {
      const known = STORAGE_STATES[code] ?? STORAGE_ERRNOS[code]
      if (known) return known
    }
    const message = Reflect.get(current, 'message')
    if (typeof message === 'string') {
      if (/no space left on device|disk quota exceeded/i.test(message)) return 'disk-full'
      if (/read-only file system/i.test(message)) return 'read-only'
    }
    current = Reflect.get(current, 'cause')
  }
  return null
}

/**
 * The database named by DATABASE_URL or DATA_DIR cannot be used: the start stops with a message that names the
 * variable and what to do, without a stack trace.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError'
}

/** What a failed first connection to DATABASE_URL means to the operator. */
export function unreachableDatabase(url: string, error: unknown): DatabaseUnavailableError {
  const state = sqlState(error)
  const code = (error as NodeJS.ErrnoException | null)?.code
  const reason =
    state === '28P01' || state === '28000'
      ? 'the server refused the user name or password'
      : state === '3D000'
        ? 'that database does not exist on the server (create it first)'
        : code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ETIMEDOUT'
          ? `no PostgreSQL answers there (${code})`
          : (error as Error | null)?.message || String(error)
  return new DatabaseUnavailableError(
    `DATABASE_URL=${redactedUrl(url)} cannot be used: ${reason}. Fix DATABASE_URL, or unset it to run on the ` +
      'embedded database in DATA_DIR.',
  )
}

/** DATA_DIR cannot hold the embedded database (no permission, read-only, not a directory). */
export function unusableDataDir(dataDir: string, error: unknown): DatabaseUnavailableError {
  const code = (error as NodeJS.ErrnoException | null)?.code
  const reason =
    code === 'EACCES' || code === 'EPERM'
      ? 'this user may not write there'
      : code === 'EROFS'
        ? 'it is on a read-only file system'
        : code === 'ENOTDIR' || code === 'EEXIST'
          ? 'a file of that name is in the way'
          : code === 'ENOSPC'
            ? 'its disk is full'
            : (error as Error | null)?.message || String(error)
  return new DatabaseUnavailableError(
    `DATA_DIR=${dataDir} cannot hold the embedded database: ${reason}. Point DATA_DIR at a directory this ` +
      'process can write, or set DATABASE_URL to use PostgreSQL.',
  )
}
