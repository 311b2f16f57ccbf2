import { describe, expect, it } from 'vitest'
import { dayRange } from '../../../protocol/calendar'
import { CALLS, type CallResult } from '../../../protocol/calls'
import { TIMELINE_PAGE_MAX } from '../../../protocol/calls/match'
import { type Envelope, envelopeSchema } from '../../../protocol/envelope'
import { appendScoreEvents, insertCatalogue, insertMatch } from '../../test-support/fixtures'
import { withTestServer } from '../../test-support/server'

const day = dayRange('2026-11-22')
const HOUR = 3_600_000

const server = withTestServer({
  prepare: async (db) => {
    await insertCatalogue(db, [1, 202])
    // Beijing midnight is 16:00 UTC the day before: the first and last instants belong to the day, the next does not.
    await insertMatch(db, { id: 'early', gameId: 1, startTime: day.start, status: 'closed' })
    await insertMatch(db, { id: 'noon', gameId: 202, startTime: day.start + 12 * HOUR, status: 'live' })
    await insertMatch(db, { id: 'late', gameId: 1, startTime: day.end - 1, status: 'notStarted' })
    await insertMatch(db, { id: 'next-day', gameId: 1, startTime: day.end, status: 'notStarted' })
    await insertMatch(db, { id: 'day-before', gameId: 202, startTime: day.start - 1, status: 'live' })
    await appendScoreEvents(db, { id: 'noon', gameId: 202 }, 3)
    await appendScoreEvents(db, { id: 'day-before', gameId: 202 }, 2)
    await appendScoreEvents(db, { id: 'noon', gameId: 202 }, 2, 4)
  },
})

async function get<N extends 'liveMatches' | 'matchDetail' | 'matchEvents' | 'matchTimeline'>(name: N, query: string) {
  const response = await fetch(`${server.url}/java${CALLS[name].path}?${query}`)
  // parse() checks the shape at run time; the generic index only loses the pairing of name and type.
  return envelopeSchema(CALLS[name].result).parse(await response.json()) as Envelope<CallResult<N>>
}

async function pcMatches(body: Record<string, unknown>) {
  const response = await fetch(`${server.url}/java/match/pcMatches`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', sysType: 'PC' },
    body: JSON.stringify(body),
  })
  return envelopeSchema(CALLS.pcMatches.result).parse(await response.json()).result
}

describe('matches of a day', () => {
  it('lists the Beijing day in start order with teams and league', async () => {
    const page = await pcMatches({ day: '2026-11-22' })
    expect(page?.list.map((m) => m.id)).toEqual(['early', 'noon', 'late'])
    expect(page?.total).toBe(3)
    expect(page?.list[1]).toMatchObject({
      gameId: 202,
      leagueId: 'l202',
      leagueName: '联赛202',
      home: { id: 't202a', name: '主队202', shortName: 'H202', logo: null },
      guest: { id: 't202b', name: '客队202', shortName: 'G202', logo: '/logos/t202b.png' },
      status: 'live',
      periods: [{ index: 1, home: 0, guest: 0 }],
    })
  })

  it('filters by game and status and pages', async () => {
    expect((await pcMatches({ day: '2026-11-22', gameId: 1 }))?.list.map((m) => m.id)).toEqual(['early', 'late'])
    expect((await pcMatches({ day: '2026-11-22', status: 'live' }))?.list.map((m) => m.id)).toEqual(['noon'])
    const second = await pcMatches({ day: '2026-11-22', pageSize: 2, pageIndex: 2 })
    expect(second).toEqual({ list: [expect.objectContaining({ id: 'late' })], total: 3 })
  })
})

describe('live matches and detail', () => {
  it('lists live matches, of one game when asked', async () => {
    expect((await get('liveMatches', '')).result?.map((m) => m.id)).toEqual(['day-before', 'noon'])
    expect((await get('liveMatches', 'gameId=1')).result).toEqual([])
  })

  it('gives one match, or a 404 with the localized message', async () => {
    expect((await get('matchDetail', 'matchId=late')).result).toMatchObject({ id: 'late', startTime: day.end - 1 })
    expect(await get('matchDetail', 'matchId=nope')).toMatchObject({ code: 404, errorMsg: '比赛不存在' })
  })
})

describe('events', () => {
  it('returns every event after a cursor, in id order, page by page', async () => {
    const seen: { matchId: string; seq: number; id: number }[] = []
    let cursor = 0
    for (let page = 0; page < 10; page++) {
      const result = (await get('matchEvents', `after=${cursor}&limit=2`)).result
      if (!result) throw new Error('no result')
      seen.push(...result.events)
      cursor = result.cursor
      if (!result.hasMore) break
    }
    expect(seen.map((e) => `${e.matchId}#${e.seq}`)).toEqual([
      'noon#1',
      'noon#2',
      'noon#3',
      'day-before#1',
      'day-before#2',
      'noon#4',
      'noon#5',
    ])
    const ids = seen.map((e) => e.id)
    expect(ids).toEqual([...ids].sort((a, b) => a - b))
    expect(cursor).toBe(ids.at(-1))
  })

  it('keeps the cursor when nothing is new', async () => {
    const all = (await get('matchEvents', 'after=0')).result
    const last = all?.events.at(-1)?.id ?? -1
    expect(await get('matchEvents', `after=${last}`)).toMatchObject({
      result: { events: [], cursor: last, hasMore: false },
    })
  })

  it('tells a new client the newest cursor through /system/config', async () => {
    const all = (await get('matchEvents', 'after=0')).result
    const response = await fetch(`${server.url}/java/system/config`)
    const config = envelopeSchema(CALLS.systemConfig.result).parse(await response.json()).result
    expect(config?.eventCursor).toBe(all?.events.at(-1)?.id)
    expect(all?.events).toHaveLength(7)
  })

  it("gives one match's timeline after a sequence", async () => {
    const timeline = (await get('matchTimeline', 'matchId=noon&afterSeq=2')).result
    expect(timeline?.map((e) => e.seq)).toEqual([3, 4, 5])
    expect(timeline?.[0]).toMatchObject({ matchId: 'noon', gameId: 202, type: 'score', incident: null, retracts: null })
    expect(timeline?.[0]?.state.homeScore).toBe(3)
  })

  it('pages a timeline: at most `limit` events, continued after the last seq, the page size bounded', async () => {
    expect((await get('matchTimeline', 'matchId=noon&limit=2')).result?.map((e) => e.seq)).toEqual([1, 2])
    expect((await get('matchTimeline', 'matchId=noon&afterSeq=2&limit=2')).result?.map((e) => e.seq)).toEqual([3, 4])
    expect((await get('matchTimeline', 'matchId=noon&afterSeq=4&limit=2')).result?.map((e) => e.seq)).toEqual([5])
    expect(await get('matchTimeline', `matchId=noon&limit=${TIMELINE_PAGE_MAX + 1}`)).toMatchObject({ code: 400 })
  })
})
