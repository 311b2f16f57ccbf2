import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { join, resolve } from 'node:path'
import { serverClockEnv } from './clock'

// Starts the real server (as `npm start` would, minus the build) for scripts outside the Playwright
// runner (the benchmark and the screenshot script) and for a spec that needs a portal of its own. Each start
// gets a fresh data directory and a free port.

export type RunningServer = {
  url: string
  /** Process id of the server. */
  pid: number
  /** Everything the server wrote, for error messages. */
  output: () => string
  stop: () => Promise<void>
}

const root = resolve(import.meta.dirname, '../..')

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      const port = typeof address === 'object' && address ? address.port : 0
      probe.close(() => resolvePort(port))
    })
  })
}

/**
 * `env` adds to or overrides the defaults below (STATIC_DIR among them: the client build served, `dist`
 * unless given); `port` is a free one unless given; `script` is what runs (server/main.ts, or a wrapper that
 * imports it, such as e2e/support/provider-portal.ts).
 */
export async function startServer(
  env: Record<string, string>,
  timeoutMs = 120_000,
  givenPort?: number,
  script = 'server/main.ts',
): Promise<RunningServer> {
  const staticDir = env.STATIC_DIR ?? 'dist'
  if (!existsSync(resolve(root, staticDir, 'index.html'))) {
    throw new Error(`${staticDir}/index.html is missing: build the client first (\`npx vite build\`).`)
  }
  if (!existsSync(join(root, 'server/main.ts'))) throw new Error('server/main.ts does not exist yet.')
  const port = givenPort ?? (await freePort())
  mkdirSync(join(root, '.tmp'), { recursive: true })
  const dataDir = mkdtempSync(join(root, '.tmp/server-data-'))
  const url = `http://127.0.0.1:${port}`
  let log = ''
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: root,
    env: {
      ...process.env,
      ...serverClockEnv(),
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: 'dist',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DEMO_STREAMS: '0',
      DEMO_EXPERTS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)

  const stop = async () => {
    await terminate(child)
    rmSync(dataDir, { recursive: true, force: true })
  }
  try {
    await waitUntilHealthy(url, child, timeoutMs)
  } catch (error) {
    await stop()
    throw new Error(`${(error as Error).message}\n--- server output ---\n${log}`)
  }
  return { url, pid: child.pid ?? -1, output: () => log, stop }
}

async function waitUntilHealthy(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode} before it answered.`)
    try {
      const reply = await fetch(`${url}/healthz`)
      if (reply.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`The server did not answer ${url}/healthz within ${timeoutMs / 1000} s.`)
}

async function terminate(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return
  const exited = new Promise<void>((r) => child.once('exit', () => r()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
  await exited
  clearTimeout(timer)
}
