import { io as connect, type Socket } from 'socket.io-client'
import { afterEach, describe, expect, it } from 'vitest'
import type { MatchEvent } from '../../protocol/match'
import { type ClientToServerEvents, PROTOCOL_VERSION, type ServerToClientEvents } from '../../protocol/socket'
import { liveState } from '../test-support/fixtures'
import { withTestServer } from '../test-support/server'

type Client = Socket<ServerToClientEvents, ClientToServerEvents>

const clients: Client[] = []

const server = withTestServer()
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect()
})

/** A connected client with every pushed match event recorded. */
async function client(): Promise<{ socket: Client; received: MatchEvent[] }> {
  const socket: Client = connect(server.url, { transports: ['websocket'], forceNew: true })
  clients.push(socket)
  const received: MatchEvent[] = []
  socket.on('match:event', (event) => received.push(event))
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve)
    socket.once('connect_error', reject)
  })
  return { socket, received }
}

function subscribe(socket: Client, payload: unknown): Promise<{ ok: boolean }> {
  // The payload is deliberately untyped: the server must cope with anything.
  return socket.timeout(2000).emitWithAck('subscribe', payload as { rooms: [] })
}

let nextId = 1
function event(gameId: number, matchId: string): MatchEvent {
  const id = nextId++
  return {
    id,
    matchId,
    gameId,
    seq: id,
    type: 'score',
    at: Date.now(),
    state: liveState('live', id),
    incident: null,
    retracts: null,
  }
}

/** Publishes a marker event to `matches` only afterwards: once it arrives, anything sent before has too. */
async function settle(watcher: { socket: Client; received: MatchEvent[] }) {
  const marker = event(999, 'marker')
  await subscribe(watcher.socket, { rooms: ['match:marker'] })
  server.realtime.publishMatchEvents([marker])
  await expect.poll(() => watcher.received.some((e) => e.matchId === 'marker')).toBe(true)
}

describe('socket.io', () => {
  it('says hello with the protocol version on connect', async () => {
    const socket: Client = connect(server.url, { transports: ['websocket'], forceNew: true })
    clients.push(socket)
    const hello = await new Promise<{ protocolVersion: number; serverTime: number }>((resolve) =>
      socket.once('hello', resolve),
    )
    expect(hello.protocolVersion).toBe(PROTOCOL_VERSION)
    expect(Math.abs(hello.serverTime - Date.now())).toBeLessThan(5000)
  })

  it('pushes a game’s events to its subscribers only', async () => {
    const fan = await client()
    const idle = await client()
    expect(await subscribe(fan.socket, { rooms: ['game:1'] })).toEqual({ ok: true })
    const pushed = [event(1, 'm1'), event(1, 'm1')]
    server.realtime.publishMatchEvents([...pushed, event(202, 'm2')])
    await settle(fan)
    await settle(idle)
    expect(fan.received.filter((e) => e.matchId !== 'marker')).toEqual(pushed)
    expect(idle.received.filter((e) => e.matchId !== 'marker')).toEqual([])
  })

  it('pushes every kind of event (score, status, incident, correction) in order to game and match rooms', async () => {
    const gameFan = await client()
    const matchFan = await client()
    const otherGame = await client()
    await subscribe(gameFan.socket, { rooms: ['game:7'] })
    await subscribe(matchFan.socket, { rooms: ['match:kinds'] })
    await subscribe(otherGame.socket, { rooms: ['game:6'] })
    const types = ['status', 'score', 'incident', 'correction'] as const
    const pushed = types.map((type) => ({
      ...event(7, 'kinds'),
      type,
      incident:
        type === 'incident'
          ? { kind: 'kill' as const, side: 'home' as const, period: 1, clock: 60, points: 1, detail: null }
          : null,
      retracts: type === 'correction' ? 1 : null,
    }))
    server.realtime.publishMatchEvents(pushed)
    for (const watcher of [gameFan, matchFan, otherGame]) await settle(watcher)
    expect(gameFan.received.filter((e) => e.matchId === 'kinds')).toEqual(pushed)
    expect(matchFan.received.filter((e) => e.matchId === 'kinds')).toEqual(pushed)
    expect(otherGame.received.filter((e) => e.matchId === 'kinds')).toEqual([])
  })

  it('delivers an event once to a client in several matching rooms', async () => {
    const fan = await client()
    expect(await subscribe(fan.socket, { rooms: ['matches', 'game:202', 'match:m2'] })).toEqual({ ok: true })
    const pushed = event(202, 'm2')
    server.realtime.publishMatchEvents([pushed])
    await settle(fan)
    expect(fan.received.filter((e) => e.id === pushed.id)).toHaveLength(1)
  })

  it("sends an event's detail snapshot to its match room only; other rooms get the event without it", async () => {
    const lister = await client()
    const viewer = await client()
    await subscribe(lister.socket, { rooms: ['matches', 'game:202'] })
    await subscribe(viewer.socket, { rooms: ['matches', 'match:m9'] })
    // The broadcaster only moves the snapshot: its shape does not matter here.
    const detail = { kind: 'fps', marker: 'snapshot' } as unknown as MatchEvent['detail']
    const pushed = { ...event(202, 'm9'), detail }
    server.realtime.publishMatchEvents([pushed])
    await settle(lister)
    await settle(viewer)
    const listed = lister.received.filter((e) => e.id === pushed.id)
    const shown = viewer.received.filter((e) => e.id === pushed.id)
    expect(listed).toHaveLength(1)
    expect(listed[0]).not.toHaveProperty('detail')
    expect(listed[0]?.state).toEqual(pushed.state)
    expect(shown).toEqual([pushed])
  })

  it('stops pushing after unsubscribe', async () => {
    const fan = await client()
    await subscribe(fan.socket, { rooms: ['game:1'] })
    expect(await fan.socket.timeout(2000).emitWithAck('unsubscribe', { rooms: ['game:1'] })).toEqual({ ok: true })
    server.realtime.publishMatchEvents([event(1, 'm1')])
    await settle(fan)
    expect(fan.received.filter((e) => e.matchId === 'm1')).toEqual([])
  })

  it('refuses bad subscriptions with ok:false and stays up', async () => {
    const fan = await client()
    expect(await subscribe(fan.socket, { rooms: ['admin'] })).toEqual({ ok: false })
    expect(await subscribe(fan.socket, 'game:1')).toEqual({ ok: false })
    expect(await subscribe(fan.socket, null)).toEqual({ ok: false })
    // No ack function at all must not throw on the server either.
    fan.socket.emit('subscribe', { rooms: ['game:1'] } as never, undefined as never)
    expect(await subscribe(fan.socket, { rooms: ['match:ok-1'] })).toEqual({ ok: true })
  })

  it('pushes match upserts to the same rooms', async () => {
    const fan = await client()
    await subscribe(fan.socket, { rooms: ['match:u1'] })
    const upserts: string[] = []
    fan.socket.on('match:upsert', (match) => upserts.push(match.id))
    const base = { gameId: 1, leagueId: 'l1', leagueName: 'L', startTime: 0, bestOf: 1, seq: 0, playbackUrl: null }
    const team = { id: 't', name: 'T', shortName: 'T', logo: null }
    server.realtime.publishMatches([
      { ...base, ...liveState('notStarted'), id: 'u1', home: team, guest: team },
      { ...base, ...liveState('notStarted'), id: 'u2', home: team, guest: team },
    ])
    await settle(fan)
    expect(upserts).toEqual(['u1'])
  })

  it('counts connected clients and pushed events in /metrics', async () => {
    await client()
    const text = await (await fetch(`${server.url}/metrics`)).text()
    expect(text).toMatch(/^socketio_connected_clients [1-9]/m)
    expect(text).toMatch(/^match_events_pushed_total [1-9]/m)
  })
})
