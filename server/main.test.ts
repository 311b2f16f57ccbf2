import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The server as `npm start` runs it: a real process, on disk PGlite, seed and feed included.

const root = fileURLToPath(new URL('..', import.meta.url))

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    // A day of results, not a month: these starts test the process, not the feed's history fill.
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_STREAMS: '0',
      FEED_PAST_DAYS: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const output = { stdout: '', stderr: '' }
  child.stdout?.on('data', (chunk: Buffer) => {
    output.stdout += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output.stderr += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, output, exited }
}

async function waitFor(check: () => boolean, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error('timed out waiting for the server')
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe('server/main.ts', () => {
  it('starts, prints one line with its URL, serves, and drains on SIGTERM: not ready, still serving, then exit 0', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'scorecast-main-'))
    const { child, output, exited } = start({
      PORT: '0',
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-dist'),
      SHUTDOWN_DELAY_MS: '60000',
      SHUTDOWN_GRACE_MS: '5000',
    })
    try {
      const banner = /^Scorecast is running at (http:\/\/127\.0\.0\.1:\d+)$/m
      await waitFor(() => banner.test(output.stdout), child, 90_000)
      const url = banner.exec(output.stdout)?.[1]
      // Readiness: every part up (the database may be busy with the feed's first fill for a moment).
      await expect
        .poll(async () => (await fetch(`${url}/healthz`)).json(), { timeout: 60_000, interval: 250 })
        .toEqual({ ok: true, parts: { database: 'up', storage: 'up', 'socket.io': 'up', feed: 'up' } })
      const games = (await (await fetch(`${url}/java/game/getPCGameSource`)).json()) as { result: unknown[] }
      expect(games.result).toHaveLength(10)

      child.kill('SIGTERM')
      // Readiness turns 503 at once while calls are still answered (SHUTDOWN_DELAY_MS: the balancer's time to
      // notice); liveness stays 200.
      await expect.poll(async () => (await fetch(`${url}/readyz`)).status, { timeout: 10_000, interval: 50 }).toBe(503)
      expect(await (await fetch(`${url}/readyz`)).json()).toMatchObject({ ok: false, draining: true })
      expect((await fetch(`${url}/livez`)).status).toBe(200)
      const answer = await fetch(`${url}/java/game/getPCGameSource`)
      expect(answer.headers.get('connection')).toBe('close')
      expect(((await answer.json()) as { result: unknown[] }).result).toHaveLength(10)
      // A second signal cuts the delay short (an operator who does not want to wait): the drain goes on. (One
      // within a second of the first would be the same signal delivered twice, and is ignored.)
      await expect
        .poll(
          async () => {
            child.kill('SIGTERM')
            return (await fetch(`${url}/livez`).catch(() => null))?.status ?? 'closed'
          },
          { timeout: 10_000, interval: 500 },
        )
        .toBe('closed')
      expect(await exited).toBe(0)
      // Besides pino's JSON lines, the banner is the only thing printed.
      const plain = output.stdout.split('\n').filter((line) => line !== '' && !line.startsWith('{'))
      expect(plain).toEqual([`Scorecast is running at ${url}`])
    } finally {
      child.kill('SIGKILL')
    }
  }, 120_000)

  it('refuses development providers and demo rooms in a deployment, naming the variables to set', async () => {
    const { output, exited } = start({ HOST: '0.0.0.0', PORT: '0', DEMO_STREAMS: '1', NODE_ENV: 'development' })
    expect(await exited).toBe(1)
    expect(output.stderr).toMatch(/deployment \(HOST=0\.0\.0\.0 is not a loopback address\)/)
    for (const name of ['SMS_PROVIDER', 'EMAIL_PROVIDER', 'DEMO_STREAMS=0', 'ALLOW_DEV_PROVIDERS=1'])
      expect(output.stderr).toContain(name)
    expect(output.stdout).not.toMatch(/Scorecast is running/)
  }, 60_000)

  it('refuses a bad variable with a message naming it', async () => {
    const { output, exited } = start({ PORT: 'eighty' })
    expect(await exited).toBe(1)
    expect(output.stderr).toMatch(/PORT="eighty"/)
    expect(output.stderr).not.toMatch(/\n\s+at /)
  }, 30_000)

  it('does not take video through an ffmpeg it cannot vouch for: FFMPEG_PATH missing or too old stops the start', async () => {
    const { output, exited } = start({
      PORT: '0',
      FFMPEG_PATH: '/nonexistent/ffmpeg',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'scorecast-main-')),
    })
    expect(await exited).toBe(1)
    expect(output.stderr).toMatch(/\/nonexistent\/ffmpeg \(FFMPEG_PATH\) does not run: install Debian's ffmpeg/)
    expect(output.stderr).toMatch(/or set INGEST=off to run without video/)
    expect(output.stderr).not.toMatch(/\n\s+at /)
  }, 30_000)

  it('refuses an unreachable DATABASE_URL before saying the database is open, naming the variable', async () => {
    const { output, exited } = start({ PORT: '0', DATABASE_URL: 'postgres://scorecast:hunter2@127.0.0.1:9/scorecast' })
    expect(await exited).toBe(1)
    expect(output.stderr).toMatch(
      /DATABASE_URL=postgres:\/\/scorecast:\*\*\*@127\.0\.0\.1:9\/scorecast cannot be used: no PostgreSQL answers there \(ECONNREFUSED\)\. Fix DATABASE_URL/,
    )
    expect(output.stderr).not.toContain('hunter2')
    expect(output.stdout).not.toContain('database opened')
    expect(output.stderr).not.toMatch(/\n\s+at /)
  }, 30_000)

  it('refuses a DATA_DIR it cannot write, naming the variable', async () => {
    const blocker = join(mkdtempSync(join(tmpdir(), 'scorecast-main-')), 'a-file')
    writeFileSync(blocker, 'not a directory')
    const { output, exited } = start({ PORT: '0', DATA_DIR: join(blocker, 'data') })
    expect(await exited).toBe(1)
    expect(output.stderr).toContain(
      `DATA_DIR=${join(blocker, 'data')} cannot hold the embedded database: a file of that name is in the way`,
    )
    expect(output.stderr).not.toMatch(/\n\s+at /)
  }, 30_000)
})
