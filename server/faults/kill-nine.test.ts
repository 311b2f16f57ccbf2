import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginResult, User } from '../../protocol/auth'
import { LIMITS } from '../../protocol/constants'
import { type DatabaseHandle, openDatabase } from '../db/client'
import { auditLogins } from '../test-support/acknowledged-logins'
import { callJava, latestSmsCode, setCookieValue } from '../test-support/auth-client'

// Faults: the real server process (`server/main.ts`, feed and all) under a write load of new users logging
// in — each login writes a user, a session and a ledger movement of the new-user bonus in one transaction —
// is killed with SIGKILL in the middle of the load and started again on the same data. Every login the
// server acknowledged must still be there afterwards: its user, its one bonus movement, a balance that
// matches the ledger, and a session that still works. Always on PGlite in an on-disk DATA_DIR, whatever
// DATABASE_URL says: what it proves is that the embedded default syncs what it acknowledges (PostgreSQL's own
// durability is PostgreSQL's to prove).

const root = fileURLToPath(new URL('../..', import.meta.url))
const CYCLES = 2
/** Parallel clients, each logging in new phones one after another. */
const CLIENTS = 8
/** Acknowledged logins in a cycle after which the process is killed (the other clients are mid-request). */
const KILL_AFTER = 100

type Acknowledged = { uid: number; mobile: string; token: string }

let dataDir: string

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'scorecast-kill-'))
})
afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true })
})

function startServer() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      PORT: '0',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-dist'),
      LOG_LEVEL: 'error',
      DEMO_STREAMS: '0',
      // A day of results, not a month: the feed still writes beside the logins, without a month's fill.
      FEED_PAST_DAYS: '1',
      // Each client's requests come from an address of its own (10.0.<cycle>.<n>), so the per-address code
      // limits apply per simulated visitor, as behind the load balancer the README recommends.
      TRUST_PROXY: 'loopback',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  const url = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      const found = /^Scorecast is running at (http:\/\/127\.0\.0\.1:\d+)$/m.exec(stdout)
      if (found?.[1]) resolve(found[1])
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString()
    })
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}) before ready: ${stderr}`)))
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return { child, url, exited }
}

async function ready(url: string) {
  await expect.poll(async () => (await fetch(`${url}/healthz`)).status, { timeout: 60_000, interval: 100 }).toBe(200)
}

/** Logs in one new phone from `address`; the uid and session when the server acknowledged it, else null. */
async function loginNewPhone(url: string, mobile: string, address: string): Promise<Acknowledged | null> {
  const headers = { 'x-forwarded-for': address }
  try {
    const sent = await callJava(url, '/login/sendVerificationCode', { body: { mobile }, headers })
    if (sent.status !== 'success') throw new Error(`code not sent: ${sent.errorMsg}`)
    const checkCode = await latestSmsCode(url, mobile)
    const login = await callJava<LoginResult>(url, '/login/checkCode', { body: { mobile, checkCode }, headers })
    const token = setCookieValue(login.response, 'token')
    const uid = login.result?.user?.uid
    if (login.status !== 'success' || uid === undefined || !token) throw new Error(`login failed: ${login.errorMsg}`)
    return { uid, mobile, token }
  } catch (error) {
    // A refused connection or a cut response is what a kill looks like from the client: not acknowledged.
    if (error instanceof TypeError || (error as Error).name === 'SyntaxError') return null
    throw error
  }
}

/** Drives CLIENTS parallel clients until the process dies; returns every login it acknowledged. */
async function loadUntilKilled(url: string, child: ChildProcess, cycle: number): Promise<Acknowledged[]> {
  const acknowledged: Acknowledged[] = []
  let stopped = false
  child.once('exit', () => {
    stopped = true
  })
  const client = async (n: number) => {
    for (let i = 0; !stopped; i++) {
      const mobile = `139${String(cycle).padStart(2, '0')}${String(n).padStart(2, '0')}${String(i).padStart(4, '0')}`
      const done = await loginNewPhone(url, mobile, `10.0.${cycle}.${n * 20 + (i % 20)}`)
      if (!done) continue
      acknowledged.push(done)
      if (acknowledged.length === KILL_AFTER) child.kill('SIGKILL')
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, n) => client(n)))
  return acknowledged
}

async function openData(): Promise<DatabaseHandle> {
  return openDatabase({ dataDir })
}

describe('kill -9 under write load (PGlite)', () => {
  it('loses no acknowledged write over several kills and restarts', async () => {
    const all: Acknowledged[] = []
    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const server = startServer()
      const url = await server.url
      await ready(url)
      all.push(...(await loadUntilKilled(url, server.child, cycle)))
      await server.exited
    }

    // Started once more on what the kills left: every acknowledged session still works and holds its bonus.
    const server = startServer()
    try {
      const url = await server.url
      await ready(url)
      for (const login of all) {
        const info = await callJava<User>(url, '/user/info', { token: login.token })
        expect(info.result, `session of uid ${login.uid}`).toMatchObject({
          uid: login.uid,
          gold: LIMITS.newUserBonusCoins,
        })
      }
    } finally {
      server.child.kill('SIGTERM')
      await server.exited
    }

    // And in the data: one user per acknowledged login, one bonus movement each, balances equal to the ledger.
    const handle = await openData()
    try {
      const audit = await auditLogins(handle, all)
      expect(audit.lost).toEqual([])
      expect(audit.unbalanced).toEqual([])
    } finally {
      await handle.close()
    }
    expect(all.length).toBeGreaterThanOrEqual(CYCLES * KILL_AFTER)
    console.warn(`kill -9: ${CYCLES} kills, ${all.length} acknowledged logins, 0 lost`)
  }, 300_000)
})
