// Failover of the match feed between two server processes on one PostgreSQL and one Redis, as a deployment
// runs them: BENCH_KILLS times (default 20) the leader (feed_leader 1 on its /metrics) is killed with SIGKILL,
// and a client of the other process measures the time from the kill to the first event it hears from the new
// leader. Each match's seq is followed across the kill: an event published after a gap is counted (the
// client's catch-up by cursor fills such gaps; live, there should be none). The killed process is started
// again and becomes the follower. The feed is the load provider at BENCH_RATE events a second (default 50), so
// the figure includes up to one gap between events — printed beside it as the baseline of the same run.
// Needs PostgreSQL and Redis:
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres REDIS_URL=redis://127.0.0.1:6379 \
//     node --import tsx bench/failover.ts
import { type ChildProcess, spawn } from 'node:child_process'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { io as connect, type Socket } from 'socket.io-client'
import type { MatchEvent } from '../protocol/match'
import type { ClientToServerEvents, ServerToClientEvents } from '../protocol/socket'
import { openTestDatabase } from '../server/test-support/database'
import { numberFromEnv } from './support/env'
import { ms, summarize, table } from './support/stats'

const KILLS = numberFromEnv('BENCH_KILLS', 20)
const RATE = numberFromEnv('BENCH_RATE', 50)
const { DATABASE_URL, REDIS_URL } = process.env
if (!DATABASE_URL || !REDIS_URL) throw new Error('bench/failover.ts needs DATABASE_URL and REDIS_URL')
const LATE_FROM_OLD_LEADER_MS = 20
/** Events closer than this arrived in one batch of the feed. */
const BATCH_SPLIT_MS = 2
const root = fileURLToPath(new URL('..', import.meta.url))

type Node = { child: ChildProcess; url: string; exited: Promise<void> }

function startNode(env: Record<string, string>, port: number): Promise<Node> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      ...env,
      PORT: String(port),
      STATIC_DIR: join(root, 'no-such-dist'),
      DEMO_STREAMS: '0',
      DEMO_EXPERTS: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString()
      const found = /Scorecast is running at (\S+)/.exec(out)
      if (found?.[1]) resolve({ child, url: found[1], exited })
    })
    child.once('exit', (code) => reject(new Error(`a node exited with ${code} before it started`)))
  })
}

async function ready(url: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const status = await fetch(`${url}/readyz`).then(
      (r) => r.status,
      () => 0,
    )
    if (status === 200) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} never became ready`)
}

async function isLeader(url: string): Promise<boolean> {
  const text = await fetch(`${url}/metrics`).then((r) => r.text())
  return /^feed_leader 1$/m.test(text)
}

/** A client of one node, following every match's seq. */
function listen(url: string) {
  const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(url, {
    transports: ['websocket'],
    forceNew: true,
  })
  const state = {
    socket,
    lastSeq: new Map<string, number>(),
    gaps: 0,
    events: 0,
    lastAt: 0,
    onEvent: null as ((at: number) => void) | null,
    /** Set from the kill to the new leader's first event: that interval is the failover, not a baseline one. */
    failing: false,
    intervals: [] as number[],
  }
  socket.on('match:event', (event: MatchEvent) => {
    const at = performance.now()
    const last = state.lastSeq.get(event.matchId)
    if (last !== undefined && event.seq > last + 1) state.gaps += event.seq - last - 1
    if (last === undefined || event.seq > last) state.lastSeq.set(event.matchId, event.seq)
    // The feed publishes a tick's events together: the baseline is the time between those batches.
    if (state.lastAt > 0 && !state.failing && at - state.lastAt > BATCH_SPLIT_MS)
      state.intervals.push(at - state.lastAt)
    state.lastAt = at
    state.events += 1
    state.onEvent?.(at)
  })
  const subscribed = new Promise<void>((resolve) =>
    socket.once('connect', () => {
      void socket.emitWithAck('subscribe', { rooms: ['matches'] }).then(() => resolve())
    }),
  )
  return { state, subscribed }
}

async function main(): Promise<void> {
  const database = await openTestDatabase()
  const env = {
    DATABASE_URL: database.url ?? '',
    REDIS_URL: REDIS_URL ?? '',
    FEED_PROVIDER: 'load',
    LOAD_LIVE_MATCHES: '40',
    LOAD_EVENTS_PER_SECOND: String(RATE),
  }
  const ports = [3461, 3462]
  const nodes: (Node | null)[] = [await startNode(env, ports[0] as number), await startNode(env, ports[1] as number)]
  const failovers: number[] = []
  let gaps = 0
  try {
    for (const node of nodes) if (node) await ready(node.url)
    for (let kill = 0; kill < KILLS; kill++) {
      const flags = await Promise.all(nodes.map((node) => (node ? isLeader(node.url) : false)))
      const leaderIndex = flags.indexOf(true)
      if (leaderIndex < 0) throw new Error('no leader')
      const survivor = nodes[1 - leaderIndex] as Node
      const leader = nodes[leaderIndex] as Node
      const { state, subscribed } = listen(survivor.url)
      await subscribed
      // Events flowing through the survivor before the kill.
      await new Promise<void>((resolve) => {
        state.onEvent = () => state.events >= 20 && resolve()
      })
      state.onEvent = null
      const before = state.events
      state.failing = true
      const heard = new Promise<number>((resolve) => {
        const killedAt = performance.now()
        state.onEvent = (at) => {
          // The first event from the new leader: what the dying one had published reaches this client within a
          // millisecond or two through Redis, while the new leader needs a lock poll and a start (> 20 ms).
          if (state.events > before && at - killedAt > LATE_FROM_OLD_LEADER_MS) resolve(at - killedAt)
        }
        leader.child.kill('SIGKILL')
      })
      const took = await heard
      state.onEvent = null
      state.failing = false
      state.lastAt = 0
      failovers.push(took)
      await leader.exited
      // A little of the new leader's stream, to count gaps after the takeover too.
      const after = state.events
      await new Promise<void>((resolve) => {
        state.onEvent = () => state.events >= after + 20 && resolve()
      })
      gaps += state.gaps
      state.socket.disconnect()
      process.stdout.write(`kill ${kill + 1}: ${took.toFixed(0)} ms, ${state.gaps} seq gaps\n`)
      const restarted = await startNode(env, ports[leaderIndex] as number)
      nodes[leaderIndex] = restarted
      await ready(restarted.url)
      baseline.push(...state.intervals)
    }
  } finally {
    for (const node of nodes) node?.child.kill('SIGKILL')
    await Promise.all(nodes.map((node) => node?.exited))
    await database.close()
  }
  const taken = summarize(failovers)
  const between = summarize(baseline)
  process.stdout.write(
    `${table([
      ['kills', String(taken.count)],
      ['kill → first event of the new leader p50', ms(taken.p50)],
      ['… p95', ms(taken.p95)],
      ['… max', ms(taken.max)],
      ['seq gaps seen live', String(gaps)],
      [`baseline: time between the feed's batches p50 (${RATE} events/s)`, ms(between.p50)],
      ['baseline p95', ms(between.p95)],
      ['load average (1 min) at the end', loadavg()[0]?.toFixed(2) ?? '—'],
    ])}\n`,
  )
}

const baseline: number[] = []
main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
