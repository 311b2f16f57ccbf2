#!/usr/bin/env node
// CI: the dedicated ingest of deploy/nginx-rtmp, run for real. Renders its nginx.conf for this machine
// (non-default ports, a temporary prefix), has Debian's nginx with libnginx-mod-rtmp check it (`nginx -t`),
// then starts it in front of a portal server (INGEST=external), publishes a generated stream with ffmpeg
// through nginx's RTMP and the publish hooks, and checks the signed HLS that nginx serves: refused without
// or with a forged token, a shared address of a free room served and publicly cacheable, the room made
// login-only mid-broadcast refusing that address, a logged-in viewer's own address served privately, and
// the publish-done hook ending "publishing". Prints each check; exits non-zero on the first that fails.
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = resolve(fileURLToPath(import.meta.url), '../..')
const prefix = mkdtempSync(join(tmpdir(), 'scorecast-nginx-'))
const module = '/usr/lib/nginx/modules/ngx_rtmp_module.so'
const PORTS = { app: 3299, rtmp: 19399, http: 18098, hooks: 18099 }
const SECRET = 'ci-hook-secret-0123456789'
const ADMIN = '13900000009'
const APP = `http://127.0.0.1:${PORTS.app}`
const NGINX = `http://127.0.0.1:${PORTS.http}`

const config = readFileSync(join(root, 'deploy/nginx-rtmp/nginx.conf'), 'utf8')
  .replaceAll('APP_ORIGIN', APP)
  .replaceAll('HOOK_SECRET', SECRET)
  .replace(
    'load_module modules/ngx_rtmp_module.so;',
    `load_module ${module};\npid ${prefix}/nginx.pid;\nerror_log ${prefix}/error.log;`,
  )
  .replace('listen 1935;', `listen ${PORTS.rtmp};`)
  .replace('rtmp://127.0.0.1:1935/', `rtmp://127.0.0.1:${PORTS.rtmp}/`)
  .replace('listen 8088;', `listen ${PORTS.http};`)
  .replaceAll('127.0.0.1:8089', `127.0.0.1:${PORTS.hooks}`)
  .replaceAll('/var/hls', join(prefix, 'hls'))
  .replace(
    'include       mime.types;',
    `include /etc/nginx/mime.types;\n    access_log ${prefix}/access.log;\n    client_body_temp_path ${prefix}/body;\n    proxy_temp_path ${prefix}/proxy;`,
  )
for (const placeholder of ['APP_ORIGIN', 'HOOK_SECRET'])
  if (config.includes(placeholder)) throw new Error(`${placeholder} left in the rendered config`)
writeFileSync(join(prefix, 'nginx.conf'), config)
// nginx's workers run as an unprivileged user: they write the HLS and temporary files under the prefix.
mkdirSync(join(prefix, 'hls'))
for (const dir of [prefix, join(prefix, 'hls')]) chmodSync(dir, 0o777)

const checked = spawnSync('nginx', ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' })
process.stdout.write(checked.stdout ?? '')
process.stderr.write(checked.stderr ?? '')
if (checked.error) throw checked.error
if (checked.status !== 0) process.exit(checked.status ?? 1)

// ---- a stream through it ----

const children = []
function cleanUp() {
  spawnSync('nginx', ['-s', 'stop', '-p', prefix, '-c', join(prefix, 'nginx.conf')])
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM')
}
process.on('exit', cleanUp)

function ok(what) {
  console.log(`  ✓ ${what}`)
}
function fail(what) {
  console.error(`  ✗ ${what}`)
  console.error(readFileSync(join(prefix, 'error.log'), 'utf8').split('\n').slice(-20).join('\n'))
  process.exit(1)
}
function expectThat(condition, what) {
  if (condition) ok(what)
  else fail(what)
}
/** Re-reads `read` until it gives a truthy value, or fails after `seconds`. */
async function until(read, what, seconds = 30) {
  const deadline = Date.now() + seconds * 1000
  for (;;) {
    const value = await read().catch(() => null)
    if (value) return value
    if (Date.now() > deadline) fail(`${what} (waited ${seconds} s)`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

const dataDir = join(prefix, 'data')
const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  cwd: root,
  env: {
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    HOST: '127.0.0.1',
    PORT: String(PORTS.app),
    DATA_DIR: dataDir,
    STATIC_DIR: join(prefix, 'no-dist'),
    INGEST: 'external',
    INGEST_HOOK_SECRET: SECRET,
    ADMIN_MOBILES: ADMIN,
    DEMO_STREAMS: '0',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
})
children.push(server)
server.once('exit', (code) => {
  if (code !== 0 && code !== null) fail(`the portal server exited with ${code}`)
})
await until(async () => (await fetch(`${APP}/healthz`)).ok, 'the portal is ready', 120)
ok('portal server ready (INGEST=external)')

const started = spawnSync('nginx', ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' })
if (started.status !== 0) fail(`nginx starts: ${started.stderr}`)
ok('nginx started with the rendered deploy/nginx-rtmp config')

const APP_HEADERS = { sysType: 'PC', lan: 'zh_CN', 'content-type': 'application/json' }
async function call(method, path, { token, body, query } = {}) {
  const url = new URL(`/java${path}`, APP)
  for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, String(v))
  const response = await fetch(url, {
    method,
    headers: { ...APP_HEADERS, ...(token && { token }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const envelope = await response.json()
  return { ...envelope, response }
}
async function login(mobile) {
  const sent = await call('POST', '/login/sendVerificationCode', { body: { mobile, areaCode: '86' } })
  if (sent.status !== 'success') fail(`code sent to ${mobile}: ${sent.errorMsg}`)
  const { messages } = await (await fetch(`${APP}/java/dev/sms?mobile=${mobile}`)).json()
  const logged = await call('POST', '/login/checkCode', { body: { mobile, checkCode: messages[0]?.code } })
  const token = /(?:^|\s|,)token=([^;]+)/.exec(logged.response.headers.get('set-cookie') ?? '')?.[1]
  if (logged.status !== 'success' || !token) fail(`login of ${mobile}: ${logged.errorMsg}`)
  return { token: decodeURIComponent(token), uid: logged.result.user.uid }
}
function succeeded(reply, what) {
  if (reply.status !== 'success') fail(`${what}: ${reply.errorMsg}`)
  return reply.result
}

// An anchor with a free room, passed by an administrator.
const anchor = await login('13600000123')
succeeded(
  await call('POST', '/anchor/application', {
    token: anchor.token,
    body: {
      realName: '测试主播',
      birthDate: '1990-01-01',
      mobile: '13600000123',
      gameId: 1,
      shortIntro: 'nginx 推流测试',
      acceptRules: true,
    },
  }),
  'anchor application',
)
const admin = await login(ADMIN)
succeeded(
  await call('POST', '/admin/anchor/review', { token: admin.token, body: { uid: anchor.uid, decision: 'pass' } }),
  'review',
)
const settings = succeeded(
  await call('POST', '/anchor/updateAnchor', { token: anchor.token, body: { title: 'nginx 推流测试' } }),
  'room settings',
)
ok(`anchor passed, room ${settings.roomId}`)

// The streaming tool: ffmpeg publishing to nginx's RTMP with the secret stream code.
const ffmpeg = spawn(
  process.env.FFMPEG_PATH ?? 'ffmpeg',
  [
    ...['-hide_banner', '-loglevel', 'error', '-re'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x180:rate=25:duration=120'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=120'],
    ...['-g', '25', '-pix_fmt', 'yuv420p', '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency'],
    ...['-c:a', 'aac', '-f', 'flv', `rtmp://127.0.0.1:${PORTS.rtmp}/live/${settings.streamCode}`],
  ],
  { stdio: ['ignore', 'ignore', 'inherit'] },
)
children.push(ffmpeg)
await until(
  async () => succeeded(await call('GET', '/anchor/liveInfo', { token: anchor.token }), 'live info').publishing,
  'on_publish reached the portal through nginx and marked the room publishing',
)
ok('on_publish hook: the portal authorized the stream code and marked the room publishing')
succeeded(await call('GET', '/anchor/broadcast', { token: anchor.token }), 'start live')
ok('room live')

// A visitor of the free room: the shared, signed address, served by nginx from the renamed stream's HLS.
const playback = succeeded(await call('GET', '/live/playback', { query: { roomId: settings.roomId } }), 'playback')
expectThat(
  typeof playback.hlsUrl === 'string' && playback.hlsUrl.startsWith(`/hls/${settings.roomId}/`),
  'playback hands out a signed address',
)
const playlist = await until(async () => {
  const response = await fetch(`${NGINX}${playback.hlsUrl}`)
  return response.status === 200 && { body: await response.text(), cache: response.headers.get('cache-control') }
}, 'nginx serves the playlist at the signed address')
ok(`nginx serves the playlist (Cache-Control: ${playlist.cache})`)
expectThat(playlist.cache === 'no-cache', 'a shared playlist is not stored by caches')
const segmentName = playlist.body.split('\n').find((line) => line.endsWith('.ts'))
const segmentUrl = `${NGINX}${playback.hlsUrl.replace('index.m3u8', segmentName ?? 'missing.ts')}`
const segment = await fetch(segmentUrl)
expectThat(
  segment.status === 200 && segment.headers.get('content-type') === 'video/mp2t',
  `a segment (${segmentName}) is served`,
)
expectThat(segment.headers.get('cache-control') === 'public, max-age=30', "a free room's segments are cacheable")
const refused = async (path) => (await fetch(`${NGINX}${path}`)).status === 403
expectThat(await refused(`/hls/${settings.roomId}/index.m3u8`), 'the unsigned address is refused (403)')
expectThat(
  await refused(playback.hlsUrl.replace(/-0-[\w-]+\//, '-0-forgedforgedforgedforgedforgedforgedforgedf/')),
  'a forged token is refused (403)',
)

// Made login-only mid-broadcast: the shared address stops; a logged-in viewer gets their own, private one.
succeeded(
  await call('POST', '/anchor/updateAnchor', { token: anchor.token, body: { loginOnly: true } }),
  'make the room login-only',
)
await until(async () => (await fetch(segmentUrl)).status === 403, 'the shared address stops after the change', 10)
ok('made login-only mid-broadcast: the shared address is refused')
const visitor = succeeded(await call('GET', '/live/playback', { query: { roomId: settings.roomId } }), 'playback')
expectThat(visitor.hlsUrl === null && visitor.gate === 'login', 'a visitor gets no address (gate: login)')
const viewer = await login('13700000456')
const own = succeeded(
  await call('GET', '/live/playback', { token: viewer.token, query: { roomId: settings.roomId } }),
  'viewer playback',
)
const ownPlaylist = await fetch(`${NGINX}${own.hlsUrl}`)
expectThat(
  ownPlaylist.status === 200 && ownPlaylist.headers.get('cache-control') === 'private, no-store',
  "a logged-in viewer's own address is served, cached privately only",
)

// The files are written under the room id only: the secret stream code names nothing a viewer can reach.
const written = readdirSync(join(prefix, 'hls'))
expectThat(
  written.length > 0 && written.every((name) => name === String(settings.roomId)),
  `HLS written under the room id only (${written.join(', ')}), never under the stream code`,
)

// The tool stops: on_publish_done through nginx ends "publishing".
ffmpeg.kill('SIGTERM')
await until(
  async () => !succeeded(await call('GET', '/anchor/liveInfo', { token: anchor.token }), 'live info').publishing,
  'on_publish_done reached the portal',
)
ok('on_publish_done hook: the portal marked the room not publishing')

cleanUp()
server.kill('SIGTERM')
await new Promise((r) => server.once('exit', r))
rmSync(prefix, { recursive: true, force: true })
console.log('nginx ingest: every check passed')
