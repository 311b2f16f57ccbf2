import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { DataDirLockedError, LOCK_FILE, lockDataDir, lockDataDirWaiting } from './data-dir-lock'

// One process per DATA_DIR: a holder in another process (a child here) makes the lock refuse; once that
// holder is killed with SIGKILL (no chance to clean up) its lock is stale and is taken over.

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url))
const children: ChildProcess[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})

/**
 * A process that takes the lock of `dir`, says so, and stays alive; told 'stop' on its stdin it marks the lock
 * as a shutting-down process does, told 'release' it lets go of it and exits.
 */
async function holder(dir: string): Promise<ChildProcess> {
  const script = `import { lockDataDir } from ${JSON.stringify(lockModule)}
const lock = lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000)
process.stdin.on('data', (line) => {
  if (String(line).startsWith('stop')) { lock.markStopping(); console.log('marked') }
  else { lock.release(); process.exit(0) }
})`
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  children.push(child)
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve())
    child.once('exit', (code) => reject(new Error(`lock holder exited with ${code}`)))
  })
  return child
}

const freshDir = () => mkdtempSync(join(tmpdir(), 'scorecast-lock-'))

describe('lockDataDir', () => {
  it('refuses while another live process holds DATA_DIR, naming its pid', async () => {
    const dir = freshDir()
    const child = await holder(dir)
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`DATA_DIR .* in use by another Scorecast process \\(pid ${child.pid}\\)`),
    )
  }, 30_000)

  it('waits for a holder that is shutting down (a supervisor restarting at once), but not past its wait', async () => {
    const dir = freshDir()
    const child = await holder(dir)
    // Not stopping: refused at once, whatever the wait.
    await expect(lockDataDirWaiting(dir, 60_000)).rejects.toThrow(/in use by another Scorecast process/)
    const marked = new Promise<void>((resolve) =>
      child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('marked') && resolve()),
    )
    child.stdin?.write('stop\n')
    await marked
    await expect(lockDataDirWaiting(dir, 300)).rejects.toThrow(/still shutting down/)
    const waiting = lockDataDirWaiting(dir, 60_000)
    child.stdin?.write('release\n')
    const lock = await waiting
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid })
    lock.release()
  }, 30_000)

  it('takes over the lock of a process killed with SIGKILL, and releases it on close', async () => {
    const dir = freshDir()
    const child = await holder(dir)
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGKILL')
    await exited
    expect(readdirSync(dir)).toEqual([`${LOCK_FILE}.1`])
    expect(JSON.parse(readFileSync(join(dir, `${LOCK_FILE}.1`), 'utf8')).pid).toBe(child.pid)
    const lock = lockDataDir(dir)
    // The next number, and the stale one removed.
    expect(lock.path).toBe(join(dir, `${LOCK_FILE}.2`))
    expect(readdirSync(dir)).toEqual([`${LOCK_FILE}.2`])
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).pid).toBe(process.pid)
    lock.release()
    expect(existsSync(lock.path)).toBe(false)
  }, 30_000)

  it('refuses a second open in the same process, and allows one after release', () => {
    const dir = freshDir()
    const lock = lockDataDir(dir)
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
    lock.release()
    lockDataDir(dir).release()
  })

  it('treats a torn lock file (a crash between create and write) and a reused pid as stale', () => {
    const dir = freshDir()
    writeFileSync(join(dir, LOCK_FILE), '{"pi')
    lockDataDir(dir).release()
    // pid 1 is alive, but it did not start when this lock says its holder did: a reused pid.
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 1, started: '-1' }))
    lockDataDir(dir).release()
  })

  it('lets exactly one of several racing processes take a stale lock', async () => {
    const dir = freshDir()
    writeFileSync(join(dir, LOCK_FILE), JSON.stringify({ pid: 2 ** 22 + 17, started: null }))
    const script = `import { lockDataDir } from ${JSON.stringify(lockModule)}
try { lockDataDir(${JSON.stringify(dir)}); console.log('won') } catch (e) { console.log('refused') }
setTimeout(() => {}, 3000)`
    const racers = Array.from({ length: 6 }, () => {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      children.push(child)
      return new Promise<string>((resolve) =>
        child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim())),
      )
    })
    const outcomes = await Promise.all(racers)
    expect(outcomes.filter((o) => o === 'won')).toHaveLength(1)
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(5)
  }, 30_000)
})
