import { type ChildProcess, type SpawnOptions, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { setPriority } from 'node:os'

// ffmpeg decodes what strangers send (uploads, published streams): each run is bounded by the kernel, not
// only by our timers. Through util-linux's prlimit the child gets a CPU-seconds limit (SIGXCPU, then SIGKILL,
// when a decode loops), an address-space limit (a crafted header cannot make it allocate the machine), a cap
// on the size of any file it writes and on open files; it runs at a lower priority than the server, and
// with a bounded number of threads (the caller's `-threads`).

export type MediaLimits = {
  /** CPU time the process may use in all (all threads together), seconds. */
  cpuSeconds: number
  /** Address space, bytes. */
  memoryBytes: number
  /** The largest file it may write, bytes. */
  fileBytes: number
}

/** Nice value of media work: the server's own requests and pushes come first. */
export const MEDIA_NICENESS = 10
const OPEN_FILES = 256
const PRLIMIT = '/usr/bin/prlimit'

/** The command line that runs `command args` under `limits` (prlimit's own when it is there). */
export function limitedCommand(
  command: string,
  args: readonly string[],
  limits: MediaLimits,
  prlimit: string | null = existsSync(PRLIMIT) ? PRLIMIT : null,
): { command: string; args: string[] } {
  if (!prlimit) return { command, args: [...args] }
  const cpu = Math.max(1, Math.ceil(limits.cpuSeconds))
  return {
    command: prlimit,
    args: [
      // soft:hard — SIGXCPU at the soft limit, SIGKILL a second later.
      `--cpu=${cpu}:${cpu + 1}`,
      `--as=${Math.floor(limits.memoryBytes)}`,
      `--fsize=${Math.floor(limits.fileBytes)}`,
      `--nofile=${OPEN_FILES}`,
      '--',
      command,
      ...args,
    ],
  }
}

/** Spawns `command args` under `limits`, at MEDIA_NICENESS. */
export function spawnLimited(
  command: string,
  args: readonly string[],
  limits: MediaLimits,
  options: SpawnOptions = {},
): ChildProcess {
  const limited = limitedCommand(command, args, limits)
  const child = spawn(limited.command, limited.args, options)
  if (child.pid !== undefined) {
    try {
      setPriority(child.pid, MEDIA_NICENESS)
    } catch {
      // Gone already, or not allowed here: the limits above still hold.
    }
  }
  return child
}

/** Runs to the end, collecting stdout and the tail of stderr; killed (SIGKILL) after `timeoutMs`. */
export function runLimited(
  command: string,
  args: readonly string[],
  limits: MediaLimits,
  options: { cwd?: string; timeoutMs: number; maxStdout?: number },
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string; timedOut: boolean }> {
  const maxStdout = options.maxStdout ?? 1024 * 1024
  return new Promise((resolve) => {
    const child = spawnLimited(command, args, limits, { cwd: options.cwd, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, options.timeoutMs)
    child.stdout?.setEncoding('utf8')
    child.stdout?.on('data', (chunk: string) => {
      stdout += chunk
      if (stdout.length > maxStdout) child.kill('SIGKILL')
    })
    child.stderr?.setEncoding('utf8')
    child.stderr?.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4_000)
    })
    const end = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer)
      resolve({ code, signal, stdout, stderr, timedOut })
    }
    child.once('error', (error) => {
      stderr += error.message
      end(null, null)
    })
    child.once('close', end)
  })
}
