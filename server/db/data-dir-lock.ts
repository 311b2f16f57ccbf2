import { closeSync, linkSync, openSync, readdirSync, readFileSync, renameSync, unlinkSync, writeSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** Lock files inside DATA_DIR are `scorecast.lock.<n>` (`scorecast.lock` itself in earlier versions). */
export const LOCK_FILE = 'scorecast.lock'

/** Another live process holds DATA_DIR: starting a second one would corrupt the embedded database. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError'
  constructor(
    message: string,
    /** The holder said it is shutting down: the lock will be free within its grace period. */
    readonly holderStopping = false,
  ) {
    super(message)
  }
}

/**
 * What the lock file records: who holds it, when that process started (to tell a reused pid), and whether it
 * is shutting down (a newcomer then waits for it instead of refusing: a supervisor restarting at once).
 */
type Holder = { pid: number; started: string | null; stopping?: boolean }

export type DataDirLock = {
  path: string
  release(): void
  /** Says in the lock file that this process is shutting down, so a successor waits for it. */
  markStopping(): void
}

/** Lock files this process holds: a second open in the same process is refused like another process's. */
const heldHere = new Set<string>()

/**
 * Takes the one-process lock of `dataDir`. Locks are numbered files, `scorecast.lock.<n>`; the holder is the
 * process named in the highest one. A newcomer refuses while that process lives; when it is gone (kill -9, a
 * crash, a reboot, or a reused pid) the lock is stale, and the newcomer creates the next number. Creation is
 * the only contested step and it is atomic: a file written aside and hard-linked to its number, which fails if
 * the number exists — of several newcomers racing for a stale lock exactly one gets the next number, and a
 * reader never sees a half-written lock. Nobody removes a lock that may be live: a holder removes only its own
 * file on release, and lower numbers (stale by definition) after it took a higher one. `scorecast.lock` of
 * earlier versions counts as number 0.
 */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir)
  const me: Holder = { pid: process.pid, started: startTimeOf(process.pid) }
  for (let attempt = 0; attempt < 20; attempt++) {
    const numbers = lockNumbers(dir)
    const top = numbers.at(-1)
    if (top !== undefined) {
      const path = lockPath(dir, top)
      const holder = readHolder(path)
      if (holder === undefined) continue // released meanwhile: look again
      if (heldHere.has(path) || (holder !== null && holder.pid !== process.pid && isAlive(holder)))
        throw new DataDirLockedError(
          `DATA_DIR ${dataDir} is in use by another Scorecast process (pid ${holder?.pid ?? process.pid}${holder?.stopping ? ', still shutting down' : ''}): ` +
            `stop it, or give this one another DATA_DIR (or a DATABASE_URL). Lock file: ${path}`,
          holder?.stopping === true,
        )
      // Stale, torn, or our own pid from an earlier life (a container restarting with the same pid).
    }
    const path = lockPath(dir, (top ?? 0) + 1)
    if (!tryCreate(path, me)) continue // another newcomer took that number: look again
    heldHere.add(path)
    for (const number of numbers) unlinkQuietly(lockPath(dir, number))
    return { path, release: () => releaseLock(path, me), markStopping: () => markStopping(path, me) }
  }
  throw new DataDirLockedError(`could not take the lock of DATA_DIR ${dataDir}; is another process starting?`)
}

const NUMBERED = /^scorecast\.lock(?:\.(\d{1,15}))?$/

/** The lock numbers present, ascending (0 for the unnumbered file of earlier versions). */
function lockNumbers(dir: string): number[] {
  return readdirSync(dir)
    .map((name) => NUMBERED.exec(name))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => Number(match[1] ?? 0))
    .sort((a, b) => a - b)
}

function lockPath(dir: string, number: number): string {
  return join(dir, number === 0 ? LOCK_FILE : `${LOCK_FILE}.${number}`)
}

/**
 * lockDataDir, waiting up to `waitMs` while the holder is a process shutting down (its successor started by a
 * supervisor as soon as it was signalled); a holder that is not stopping is refused at once.
 */
export async function lockDataDirWaiting(dataDir: string, waitMs: number): Promise<DataDirLock> {
  const deadline = Date.now() + waitMs
  for (;;) {
    try {
      return lockDataDir(dataDir)
    } catch (error) {
      if (!(error instanceof DataDirLockedError) || !error.holderStopping || Date.now() >= deadline) throw error
    }
    await new Promise((resolve) => setTimeout(resolve, LOCK_WAIT_STEP_MS))
  }
}

const LOCK_WAIT_STEP_MS = 100

/** Rewrites our lock file with `stopping` (write aside, rename over: a reader sees the old or the new file). */
function markStopping(path: string, me: Holder): void {
  if (!heldHere.has(path)) return
  const aside = `${path}.stopping-${process.pid}`
  try {
    const fd = openSync(aside, 'w', 0o644)
    try {
      writeSync(fd, `${JSON.stringify({ ...me, stopping: true })}\n`)
    } finally {
      closeSync(fd)
    }
    renameSync(aside, path)
  } catch {
    // The mark only saves a successor a refusal; without it the successor is refused as before.
    unlinkQuietly(aside)
  }
}

/** Writes our lock aside and hard-links it to `path`: false when `path` exists (another process has it). */
function tryCreate(path: string, me: Holder): boolean {
  const aside = `${path}.new-${process.pid}`
  const fd = openSync(aside, 'w', 0o644)
  try {
    writeSync(fd, `${JSON.stringify(me)}\n`)
  } finally {
    closeSync(fd)
  }
  try {
    linkSync(aside, path)
    return true
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false
    throw error
  } finally {
    unlinkQuietly(aside)
  }
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
    return {
      pid: parsed.pid as number,
      started: typeof parsed.started === 'string' ? parsed.started : null,
      stopping: parsed.stopping === true,
    }
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

function releaseLock(path: string, me: Holder): void {
  if (!heldHere.delete(path)) return
  // Our number is ours alone: nobody else creates it, and only a newer holder removes it (when ours was stale).
  const holder = readHolder(path)
  if (holder && holder.pid === me.pid && holder.started === me.started) unlinkQuietly(path)
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
