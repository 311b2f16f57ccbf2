// CI: the two-node deployment of deploy/two-node, run for real. Two portal processes on one PostgreSQL and one
// Redis, nginx in front (deploy/two-node/nginx.conf rendered for this machine), an SMS gateway of this script's
// own (SMS_PROVIDER=webhook), new-user logins through nginx from several clients the whole time (each a user,
// a session and a ledger movement in one transaction) and socket.io clients through nginx. Then:
//   1. one node is drained (SIGTERM): no request sent through nginx fails, the node exits 0, its sockets
//      reconnect to the other node and hear the feed again;
//   2. the other node is killed (SIGKILL): its sockets reconnect to the first and hear the feed again;
//   3. every login nginx acknowledged is in the database with its one bonus and a balance equal to its ledger.
// Prints each check and the figures; exits non-zero on the first check that fails.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
//     node --import tsx scripts/ci-two-node.ts
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { io as connect, type Socket } from 'socket.io-client'
import type { LoginResult } from '../protocol/auth'
import type { ClientToServerEvents, ServerToClientEvents } from '../protocol/socket'
import { auditLogins } from '../server/test-support/acknowledged-logins'
import { openTestDatabase, type TestDatabase } from '../server/test-support/database'
import { callJava, setCookieValue } from '../server/test-support/http-client'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const PORTS = { a: 3331, b: 3332, nginx: 18331 }
const NGINX = `http://127.0.0.1:${PORTS.nginx}`
/** Login clients; each waits a little between logins: the check is of correctness, and CI runs it beside the e2e suite. */
const CLIENTS = 4
const PAUSE_MS = 25
const METRICS_TOKEN = `ci-two-node-metrics-${process.pid}-token`
const SOCKETS = 8
const { DATABASE_URL, REDIS_URL } = process.env
if (!DATABASE_URL || !REDIS_URL) throw new Error('scripts/ci-two-node.ts needs DATABASE_URL and REDIS_URL')

const prefix = mkdtempSync(join(tmpdir(), 'scorecast-two-node-'))
const children: ChildProcess[] = []
let database: TestDatabase | null = null

function ok(what: string): void {
  console.log(`  ✓ ${what}`)
}
async function fail(what: string): Promise<never> {
  console.error(`  ✗ ${what}`)
  try {
    console.error(readFileSync(join(prefix, 'error.log'), 'utf8').split('\n').slice(-15).join('\n'))
  } catch {}
  await cleanUp()
  process.exit(1)
}
async function expectThat(condition: boolean, what: string): Promise<void> {
  if (condition) ok(what)
  else await fail(what)
}
/** Re-reads `read` until it gives a truthy value, or fails after `seconds`. */
async function until<T>(
  read: () => Promise<T | null | false>,
  what: string | (() => string),
  seconds = 60,
): Promise<T> {
  const deadline = Date.now() + seconds * 1000
  for (;;) {
    const value = await read().catch(() => null)
    if (value) return value
    if (Date.now() > deadline) return fail(`${typeof what === 'string' ? what : what()} (waited ${seconds} s)`)
    await new Promise((r) => setTimeout(r, 100))
  }
}
async function cleanUp(): Promise<void> {
  spawnSync('nginx', ['-s', 'stop', '-p', prefix, '-c', join(prefix, 'nginx.conf')])
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  await database?.close().catch(() => undefined)
  database = null
}

// ---- the SMS gateway: the nodes post each code here (SMS_PROVIDER=webhook) ----

const codes = new Map<string, string>()
const gateway = createServer((request, response) => {
  let body = ''
  request.on('data', (chunk: Buffer) => {
    body += chunk.toString()
  })
  request.on('end', () => {
    const { to, code } = JSON.parse(body) as { to: string; code: string }
    codes.set(to.replace(/\D/g, '').slice(-11), code)
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
  })
})
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve))
const gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`

// ---- the two nodes ----

database = await openTestDatabase()
const nodeEnv = {
  ...process.env,
  DATABASE_URL: database.url ?? '',
  REDIS_URL,
  REDIS_PREFIX: `ci-two-node-${process.pid}`,
  HOST: '127.0.0.1',
  TRUST_PROXY: 'loopback',
  STATIC_DIR: join(prefix, 'no-dist'),
  SMS_PROVIDER: 'webhook',
  SMS_WEBHOOK_URL: gatewayUrl,
  // A gateway makes this a deployment: it must say how everything else is sent and checked.
  EMAIL_PROVIDER: 'none',
  INGEST: 'off',
  DEMO_STREAMS: '0',
  DEMO_EXPERTS: '0',
  // The load provider: a steady stream of events (50 a second over 40 live matches), so "heard the feed again"
  // measures the deployment, not the simulator's own schedule.
  FEED_PROVIDER: 'load',
  LOAD_LIVE_MATCHES: '40',
  LOAD_EVENTS_PER_SECOND: '50',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  METRICS_TOKEN,
}
type Node = { name: 'a' | 'b'; child: ChildProcess; exited: Promise<number | null> }
function startNode(name: 'a' | 'b'): Node {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...nodeEnv, PORT: String(PORTS[name]) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(child)
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.once('exit', (code) => {
    if (code !== 0 && code !== null) void fail(`node ${name} exited with ${code}`)
  })
  return { name, child, exited }
}
const ready = (port: number) => fetch(`http://127.0.0.1:${port}/readyz`).then((r) => r.status === 200)

const nodes = { a: startNode('a'), b: startNode('b') }
await until(() => ready(PORTS.a), 'node a is ready', 180)
await until(() => ready(PORTS.b), 'node b is ready', 180)
ok('two nodes ready on one PostgreSQL and one Redis')

// ---- nginx ----

const config = readFileSync(join(root, 'deploy/two-node/nginx.conf'), 'utf8')
  .replaceAll('NODE_A', `127.0.0.1:${PORTS.a}`)
  .replaceAll('NODE_B', `127.0.0.1:${PORTS.b}`)
  .replace('listen LISTEN;', `listen 127.0.0.1:${PORTS.nginx};`)
  .replace('worker_processes 1;', `worker_processes 1;\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log;`)
  .replace(
    'include       mime.types;',
    `include /etc/nginx/mime.types;\n    access_log ${prefix}/access.log;\n    client_body_temp_path ${prefix}/body;\n    proxy_temp_path ${prefix}/proxy;`,
  )
writeFileSync(join(prefix, 'nginx.conf'), config)
mkdirSync(join(prefix, 'body'))
mkdirSync(join(prefix, 'proxy'))
const nginx = spawnSync('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' })
if (nginx.status !== 0) await fail(`nginx starts: ${nginx.stderr}`)
await until(async () => (await fetch(`${NGINX}/readyz`)).status === 200, 'the portal answers through nginx')
ok('nginx in front (round robin for calls, by address for sockets)')

// ---- load: new-user logins through nginx, each client from an address of its own ----

type Outcome = { at: number; ok: boolean; uid?: number; mobile: string; why?: string }
const outcomes: Outcome[] = []
let loading = true
async function loginNewPhone(mobile: string, address: string): Promise<Outcome> {
  const headers = { 'x-forwarded-for': address }
  try {
    const sent = await callJava(NGINX, '/login/sendVerificationCode', { body: { mobile }, headers })
    if (sent.status !== 'success')
      return { at: Date.now(), ok: false, mobile, why: `send: ${sent.response.status} ${sent.errorMsg}` }
    const checkCode = codes.get(mobile)
    if (!checkCode) return { at: Date.now(), ok: false, mobile, why: 'no code reached the gateway' }
    const login = await callJava<LoginResult>(NGINX, '/login/checkCode', { body: { mobile, checkCode }, headers })
    const uid = login.result?.user?.uid
    if (login.status !== 'success' || uid === undefined || !setCookieValue(login.response, 'token'))
      return { at: Date.now(), ok: false, mobile, why: `login: ${login.response.status} ${login.errorMsg}` }
    return { at: Date.now(), ok: true, uid, mobile }
  } catch (error) {
    return { at: Date.now(), ok: false, mobile, why: (error as Error).message }
  }
}
const load = Promise.all(
  Array.from({ length: CLIENTS }, async (_, n) => {
    for (let i = 0; loading; i++) {
      const mobile = `137${String(n).padStart(2, '0')}${String(i).padStart(6, '0')}`
      outcomes.push(await loginNewPhone(mobile, `10.9.${n}.${i % 200}`))
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS))
    }
  }),
)
const acknowledged = () => outcomes.filter((o) => o.ok).length
async function moreLogins(count: number, what: string): Promise<void> {
  const target = acknowledged() + count
  await until(async () => acknowledged() >= target, what, 120)
}

// ---- sockets through nginx ----

type Listener = {
  socket: Socket<ServerToClientEvents, ClientToServerEvents>
  connects: number
  disconnectedAt: number
  connectedAt: number
  firstHeardAfter: number
  lastEventAt: number
}
// Each socket from a loopback address of its own, so nginx's by-address stickiness spreads them over the nodes.
const listeners: Listener[] = Array.from({ length: SOCKETS }, (_, n) => {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(NGINX, {
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 200,
    reconnectionDelayMax: 1000,
    localAddress: `127.0.0.${n + 2}`,
  } as Parameters<typeof connect>[1])
  const listener: Listener = {
    socket,
    connects: 0,
    disconnectedAt: 0,
    connectedAt: 0,
    firstHeardAfter: 0,
    lastEventAt: 0,
  }
  socket.on('connect', () => {
    listener.connectedAt = Date.now()
    listener.firstHeardAfter = 0
    listener.connects += 1
    void socket.emitWithAck('subscribe', { rooms: ['matches'] })
  })
  socket.on('disconnect', () => {
    listener.disconnectedAt = Date.now()
  })
  socket.on('match:event', () => {
    if (!listener.firstHeardAfter) listener.firstHeardAfter = Date.now()
    listener.lastEventAt = Date.now()
  })
  return listener
})
/**
 * Every socket the event cut off has reconnected and every socket heard the feed since; resolves with the
 * time that took and how many sockets moved.
 */
async function socketsBack(since: number, what: string): Promise<{ ms: number; moved: number }> {
  const back = await until(
    async () => (listeners.every((l) => l.socket.connected && l.lastEventAt > since) ? Date.now() : null),
    () =>
      `${what}: ${listeners.filter((l) => l.socket.connected).length} of ${SOCKETS} connected, ` +
      `${listeners.filter((l) => l.lastEventAt > since).length} heard the feed since; ` +
      listeners
        .map((l) => `[${l.connects} connects, cut ${l.disconnectedAt - since} ms, heard ${l.lastEventAt - since} ms]`)
        .join(' '),
    60,
  )
  const cut = listeners.filter((l) => l.disconnectedAt >= since)
  return { ms: back - since, moved: cut.length }
}

await moreLogins(30, 'logins go through nginx')
await until(async () => listeners.every((l) => l.connects === 1 && l.lastEventAt > 0), 'sockets hear the feed', 60)
ok(`${acknowledged()} logins acknowledged through nginx; ${SOCKETS} sockets hear the feed`)

// ---- 1. drain node a ----

const drainStarted = Date.now()
nodes.a.child.kill('SIGTERM')
const drainExit = await nodes.a.exited
const drainEnded = Date.now()
await expectThat(drainExit === 0, `node a drained and exited 0 in ${drainEnded - drainStarted} ms`)
const drainReconnect = await socketsBack(drainStarted, "node a's sockets reconnect to node b")
await moreLogins(30, 'logins go on through node b')
const duringDrain = outcomes.filter((o) => o.at >= drainStarted && o.at <= Date.now())
const drainErrors = duringDrain.filter((o) => !o.ok)
await expectThat(
  drainErrors.length === 0,
  `no request failed during the drain (${duringDrain.length} logins from the signal on, ${drainErrors.length} failed${drainErrors[0] ? `: ${drainErrors[0].why}` : ''})`,
)
ok(
  `${drainReconnect.moved} sockets moved to node b; all ${SOCKETS} heard the feed ${drainReconnect.ms} ms after the signal`,
)
nodes.a = startNode('a')
await until(() => ready(PORTS.a), 'node a is ready again', 180)
await moreLogins(20, 'logins go on over both nodes')

// ---- 2. kill node b ----

const killedAt = Date.now()
nodes.b.child.kill('SIGKILL')
await nodes.b.exited
const leaderAfter =
  (await until(
    async () => {
      const metrics = await fetch(`http://127.0.0.1:${PORTS.a}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      })
      return /^feed_leader 1$/m.test(await metrics.text()) && Date.now()
    },
    'node a takes over the feed',
    60,
  )) - killedAt
ok(`node a leads the feed ${leaderAfter} ms after the kill`)
const killReconnect = await socketsBack(killedAt, "node b's sockets reconnect to node a")
await expectThat(
  drainReconnect.moved + killReconnect.moved > 0,
  `node b killed: ${killReconnect.moved} sockets moved to node a; all heard the feed ${killReconnect.ms} ms later`,
)
await moreLogins(30, 'logins go on through node a')
const killFailures = outcomes.filter((o) => !o.ok && o.at >= killedAt)
const reasons = [...new Set(killFailures.map((o) => o.why))].slice(0, 3).join(' | ')
ok(`${killFailures.length} logins in flight to the killed node were not acknowledged${reasons ? ` (${reasons})` : ''}`)

loading = false
await load
for (const { socket } of listeners) socket.disconnect()

// ---- 3. every acknowledged login is there ----

const logins = outcomes.flatMap((o) => (o.ok && o.uid !== undefined ? [{ uid: o.uid, mobile: o.mobile }] : []))
const audit = await auditLogins(database, logins)
await expectThat(audit.lost.length === 0, `${logins.length} acknowledged logins, ${audit.lost.length} lost`)
await expectThat(audit.unbalanced.length === 0, 'each with one bonus and a balance equal to its ledger')

console.log(
  `two-node: drain ${drainEnded - drainStarted} ms to exit 0 with 0 failed of ${duringDrain.length} logins, sockets back in ` +
    `${drainReconnect.ms} ms (${drainReconnect.moved} moved); kill -9: sockets back in ${killReconnect.ms} ms ` +
    `(${killReconnect.moved} moved), the feed led again in ${leaderAfter} ms; ${logins.length} acknowledged, 0 lost`,
)
await cleanUp()
gateway.close()
process.exit(0)
