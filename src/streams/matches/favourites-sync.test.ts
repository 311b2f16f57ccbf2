import 'fake-indexeddb/auto'
import { i18n } from '@lingui/core'
import { BehaviorSubject } from 'rxjs'
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { failure, success } from '../../../protocol/envelope'
import { ApiClient } from '../../api/client'
import { sendJson, startTestServer } from '../../api/test-server'
import { ScorecastDB } from '../../db/database'
import { favouriteMatches } from '../../db/queries/favourites'
import { makeMatch } from '../../db/test-fixtures'
import { type BusEvent, EventBus } from '../core/bus'
import { initialConnection } from '../core/connection'
import { RoomRegistry } from '../core/rooms'
import { until } from '../core/test-support'
import { startFavouritesSync, syncFavourites } from './favourites-sync'
import { startFavouritesWriter, writeFavouriteEvent } from './favourites-writer'
import { startDbWriter } from './match-writer'

let db: ScorecastDB
let n = 0
const cleanups: (() => unknown)[] = []
beforeAll(() => i18n.loadAndActivate({ locale: 'zh_CN', messages: {} }))
beforeEach(() => {
  db = new ScorecastDB(`favourites-${n++}`)
})
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
  await db.delete()
})

/** A tiny account server: a followed set per token, /match/attention and /match/attentionList. */
async function accountServer(followed: Set<string>, refuse: Set<string> = new Set()) {
  const server = await startTestServer((req, res) => {
    if (req.headers.token !== 'good') return sendJson(res, failure(401, 'login', 3000))
    if (req.url.pathname === '/java/match/attention') {
      const { matchId, follow } = JSON.parse(req.body) as { matchId: string; follow: boolean }
      if (refuse.has(matchId)) return sendJson(res, failure(404, '比赛不存在'))
      if (follow) followed.add(matchId)
      else followed.delete(matchId)
      return sendJson(res, success({ matchId, followed: follow, followers: 1 }))
    }
    if (req.url.pathname === '/java/match/attentionList') {
      return sendJson(res, success([...followed].sort().map((id) => makeMatch({ id }))))
    }
    sendJson(res, failure(404, 'not found'))
  })
  cleanups.push(server.close)
  return server
}

function depsFor(origin: string, token: () => string | null) {
  const bus = new EventBus()
  const api = new ApiClient({
    baseUrl: origin,
    // A non-browser client's session: the token as a header (the app relies on the HttpOnly cookie).
    fetch: (input, init) => {
      const request = new Request(input, init)
      const value = token()
      if (value) request.headers.set('token', value)
      return fetch(request)
    },
    clearCookies: () => {},
  })
  return { bus, api, db, hasToken: () => token() !== null }
}

/** A toggle as the favourites writer stores it; the new state. */
const toggleLocalFavourite = (db: ScorecastDB, matchId: string, at: number) =>
  writeFavouriteEvent(db, { type: 'favourites/toggle', matchId, at })

const localState = async () =>
  Object.fromEntries(
    (await db.favourites.toArray()).map((r) => [r.matchId, `${r.on ? 'on' : 'off'}${r.pending ? '*' : ''}`]),
  )

describe('favourites', () => {
  it('are kept locally for a visitor: toggles flip, nothing is sent without a token', async () => {
    const followed = new Set<string>()
    const server = await accountServer(followed)
    const deps = depsFor(server.origin, () => null)
    expect(await toggleLocalFavourite(db, 'a', 1)).toBe(true)
    expect(await toggleLocalFavourite(db, 'b', 2)).toBe(true)
    expect(await toggleLocalFavourite(db, 'b', 3)).toBe(false)
    expect(await syncFavourites(deps)).toBe(false)
    expect(server.seen).toEqual([])
    expect(await localState()).toEqual({ a: 'on*', b: 'off*' })
    await db.matches.put({ ...makeMatch({ id: 'a' }), day: '2026-11-22', retracted: [] })
    expect((await favouriteMatches(db)).map((f) => [f.matchId, f.match?.id])).toEqual([['a', 'a']])
  })

  it('merge both ways once logged in: local changes go up, the account list comes down', async () => {
    // The account already follows x (from another device) and b (which this device unfollowed as a visitor).
    const followed = new Set(['x', 'b'])
    const server = await accountServer(followed, new Set(['gone']))
    let token: string | null = null
    const deps = depsFor(server.origin, () => token)
    const writer = startFavouritesWriter(deps.bus, db)
    cleanups.push(() => writer.unsubscribe())
    const stored: BusEvent[] = []
    deps.bus.on('match/list').subscribe((e) => stored.push(e))
    await toggleLocalFavourite(db, 'a', 1)
    await toggleLocalFavourite(db, 'b', 2)
    await toggleLocalFavourite(db, 'b', 3) // off, as a tombstone
    await toggleLocalFavourite(db, 'gone', 4) // the server will refuse it (404)

    token = 'good'
    expect(await syncFavourites(deps)).toBe(true)
    expect([...followed].sort()).toEqual(['a', 'x'])
    await expect.poll(localState).toEqual({ a: 'on', x: 'on' })
    // The account's matches were put on the bus for the cache.
    expect(stored.flatMap((e) => (e.type === 'match/list' ? e.matches.map((m) => m.id) : []))).toEqual(['a', 'x'])

    // Unfollowed on another device: dropped here at the next sync; a local unfollow is sent up.
    followed.delete('x')
    await toggleLocalFavourite(db, 'a', 5)
    await syncFavourites(deps)
    expect([...followed]).toEqual([])
    await expect.poll(localState).toEqual({})
  })

  it('runs when a session appears and after each toggle', async () => {
    const followed = new Set(['x'])
    const server = await accountServer(followed)
    let token: string | null = null
    const { bus, api, hasToken } = depsFor(server.origin, () => token)
    const deps = {
      bus,
      api,
      db,
      hasToken,
      rooms: new RoomRegistry(),
      connection: new BehaviorSubject(initialConnection(true)),
    }
    const writer = startDbWriter(bus, db)
    writer.add(startFavouritesWriter(bus, db))
    const sync = startFavouritesSync(deps)
    cleanups.push(
      () => sync.unsubscribe(),
      () => writer.unsubscribe(),
    )
    await toggleLocalFavourite(db, 'a', 1)
    token = 'good'
    await db.session.put({ id: 'current', uid: 'u1', nickname: '球迷', avatar: null, savedAt: 1 })
    await until(async () => (await db.favourites.get('x'))?.on, 10_000, 'the account list')
    expect([...followed].sort()).toEqual(['a', 'x'])
    // The account's match reached the cache through the bus and the writer.
    await until(() => db.matches.get('x'), 10_000, 'the followed match stored')

    await toggleLocalFavourite(db, 'x', 2)
    bus.emit({ type: 'favourites/changed' })
    await until(() => !followed.has('x'), 10_000, 'the unfollow sent')
    await expect.poll(localState).toEqual({ a: 'on' })

    // Logout: the account's favourites leave the device; a visitor's new one stays.
    token = null
    await toggleLocalFavourite(db, 'v', 3)
    bus.emit({ type: 'account/signed-out' })
    await expect.poll(localState, { timeout: 10_000 }).toEqual({ v: 'on*' })
  })
})
