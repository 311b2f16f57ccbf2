import { closeSync, linkSync, openSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs'
import { resolve } from 'node:path'

/** Name of the lock file inside DATA_DIR. */
export const LOCK_FILE = 'scorecast.lock'

/** Another live process holds DATA_DIR: starting a second one would corrupt the embedded database. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
}

/** What the lock file records: who holds it, and when that process started (to tell a reused pid). */
type Holder = { pid: number; started: string | null }

export type DataDirLock = { path: string; release(): void }

/** Lock files this process holds: a second open in the same process is refused like another process's. */
const heldHere = new Set<string>()

/**
 * Takes the one-process lock of `dataDir`: a file created with O_EXCL ('wx') holding this process's pid and
 * start time. A lock whose process is gone (kill -9, a crash, a reboot) is stale and taken over; a pid that
 * exists but started at another time is a reused pid, also stale. The takeover renames the stale file away
 * first (atomic: of two newcomers only one wins the rename) and then creates a fresh one with O_EXCL, so two
 * processes racing for a stale lock never both hold it.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const path = resolve(dataDir, LOCK_FILE)
  const me: Holder = { pid: process.pid, started: startTimeOf(process.pid) }
  for (let attempt = 0; attempt < 5; attempt++) {
    if (!heldHere.has(path) && tryCreate(path, me)) {
      heldHere.add(path)
      return { path, release: () => releaseLock(path, me) }
    }
    const holder = readHolder(path)
    if (holder === undefined) continue // released meanwhile: try again
    // Our own pid in the file is another process that had it before (a container restarts with the same
    // pid), unless this very process holds the lock.
    const other = holder !== null && (holder.pid !== process.pid || heldHere.has(path))
    if (holder !== null && other && isAlive(holder)) {
      throw new DataDirLockedError(
        `DATA_DIR ${dataDir} is in use by another Scorecast process (pid ${holder.pid}): stop it, or give this ` +
          `one another DATA_DIR (or a DATABASE_URL). Lock file: ${path}`,
      )
    }
    // Stale (or unreadable garbage): move it aside, then compete for a fresh one like everybody else.
    const aside = `${path}.stale-${process.pid}-${attempt}`
    try {
      renameSync(path, aside)
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') throw error
      continue
    }
    // The file renamed may be a fresh lock a faster newcomer created after our read: put it back.
    const moved = readHolder(aside)
    if (moved && moved.pid !== process.pid && isAlive(moved) && !sameHolder(moved, holder)) restore(aside, path)
    else unlinkQuietly(aside)
  }
  throw new DataDirLockedError(`could not take the lock of DATA_DIR ${dataDir} (${path}); is another process starting?`)
}

function tryCreate(path: string, me: Holder): boolean {
  let fd: number
  try {
    fd = openSync(path, 'wx', 0o644)
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false
    throw error
  }
  try {
    writeSync(fd, `${JSON.stringify(me)}\n`)
  } finally {
    closeSync(fd)
  }
  return true
}

/** undefined: no file; null: a file that is not a lock we wrote (treated as stale). */
function readHolder(path: string): Holder | null | undefined {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined
    throw error
  }
  try {
    const parsed = JSON.parse(text) as Partial<Holder>
    if (!Number.isSafeInteger(parsed.pid) || (parsed.pid ?? 0) <= 0) return null
    return { pid: parsed.pid as number, started: typeof parsed.started === 'string' ? parsed.started : null }
  } catch {
    // A lock file cut short by a crash between create and write: nobody holds it.
    return null
  }
}

function isAlive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0)
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    if (errorCode(error) !== 'EPERM') return false
  }
  // Where /proc tells when the process started, a mismatch is a reused pid (another program since).
  const started = startTimeOf(holder.pid)
  return holder.started === null || started === null || started === holder.started
}

function sameHolder(a: Holder, b: Holder | null): boolean {
  return b !== null && a.pid === b.pid && a.started === b.started
}

/** Field 22 of /proc/<pid>/stat: the start time in clock ticks since boot; null where /proc is absent. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses; the fields after its last ')' are plain.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return fields[19] ?? null
  } catch {
    return null
  }
}

function restore(aside: string, path: string): void {
  try {
    linkSync(aside, path)
  } catch {
    // Someone created yet another lock meanwhile; theirs stands.
  }
  unlinkQuietly(aside)
}

function releaseLock(path: string, me: Holder): void {
  if (!heldHere.delete(path)) return
  const holder = readHolder(path)
  if (holder && sameHolder(holder, me)) unlinkQuietly(path)
}

function unlinkQuietly(path: string): void {
  try {
    unlinkSync(path)
  } catch {
    // Already gone.
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | null)?.code
}
