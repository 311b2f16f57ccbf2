import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ScorecastDB } from '../../db/database'
import { incidentsOf } from '../../db/queries/incidents'
import { correctionEvent, EVENING, goalEvent, makeMatch, watchQueryRuns } from '../../db/test-fixtures'
import { applyBatch, type WrittenEvent } from './apply-match-batch'
import type { MatchEventOrigin } from './match-events'

let db: ScorecastDB
let n = 0
beforeEach(() => {
  db = new ScorecastDB(`apply-${n++}`)
})
afterEach(async () => {
  await db.delete()
})

const pushed = (matchId: string, seq: number, origin: MatchEventOrigin = 'socket'): WrittenEvent => ({
  type: 'match/event',
  event: goalEvent(matchId, seq),
  origin,
  global: true,
})
const seqsOf = async (matchId: string) => (await incidentsOf(db, matchId)).map((i) => i.seq)
/** A match listed, then opened on its detail page (its whole timeline loaded, empty so far). */
const opened: WrittenEvent[] = [
  { type: 'match/list', matches: [makeMatch()] },
  { type: 'timeline/loaded', matchId: 'm1', afterSeq: 0, events: [] },
]

describe('applyBatch: which matches keep a timeline', () => {
  it('a match nobody opened keeps its live state only: no incidents, no win-rate points, no gap to fetch', async () => {
    await applyBatch(db, [{ type: 'match/list', matches: [makeMatch()] }])
    const outcome = await applyBatch(db, [pushed('m1', 1), pushed('m1', 3)])
    expect(await db.matches.get('m1')).toMatchObject({ seq: 3, homeScore: 3 })
    expect(outcome).toMatchObject({ changed: ['m1'], gaps: [] })
    expect(await db.incidents.count()).toBe(0)
    expect(await db.winRates.count()).toBe(0)
  })

  it('a whole timeline (afterSeq 0) marks the match, and a list reload keeps the mark', async () => {
    await applyBatch(db, [{ type: 'match/list', matches: [makeMatch()] }])
    // A repair after a gap is not the whole timeline: it does not mark the match.
    await applyBatch(db, [{ type: 'timeline/loaded', matchId: 'm1', afterSeq: 1, events: [goalEvent('m1', 2)] }])
    expect((await db.matches.get('m1'))?.timeline).toBeUndefined()
    expect(await db.incidents.count()).toBe(0)
    const whole = [1, 2].map((seq) => goalEvent('m1', seq))
    await applyBatch(db, [{ type: 'timeline/loaded', matchId: 'm1', afterSeq: 0, events: whole }])
    await applyBatch(db, [{ type: 'match/list', matches: [makeMatch({ seq: 2, homeScore: 2 })] }])
    expect((await db.matches.get('m1'))?.timeline).toBe(true)
    const outcome = await applyBatch(db, [pushed('m1', 4)])
    expect(outcome.gaps).toEqual([{ matchId: 'm1', afterSeq: 2 }])
    expect(await seqsOf('m1')).toEqual([1, 2, 4])
  })
})

describe('applyBatch: idempotent by seq', () => {
  it('applies newer events, ignores old and duplicate ones', async () => {
    await applyBatch(db, opened)
    await applyBatch(db, [pushed('m1', 1), pushed('m1', 2)])
    const outcome = await applyBatch(db, [pushed('m1', 2), pushed('m1', 1)])
    expect(outcome.changed).toEqual([])
    const match = await db.matches.get('m1')
    expect(match).toMatchObject({ seq: 2, homeScore: 2, status: 'live', day: '2026-11-22' })
    expect(await seqsOf('m1')).toEqual([1, 2])
  })

  it('ends in the newest state whatever the arrival order inside a batch', async () => {
    await applyBatch(db, opened)
    const outcome = await applyBatch(db, [pushed('m1', 3), pushed('m1', 1), pushed('m1', 2)])
    expect(await db.matches.get('m1')).toMatchObject({ seq: 3, homeScore: 3 })
    expect(await seqsOf('m1')).toEqual([1, 2, 3])
    expect(outcome.gaps).toEqual([])
  })

  it('ends in the newest state when events arrive out of order across batches, and reports the gap', async () => {
    await applyBatch(db, opened)
    const first = await applyBatch(db, [pushed('m1', 3)])
    expect(first.gaps).toEqual([{ matchId: 'm1', afterSeq: 0 }])
    await applyBatch(db, [pushed('m1', 1), pushed('m1', 2)])
    expect(await db.matches.get('m1')).toMatchObject({ seq: 3, homeScore: 3 })
    // The late ones do not roll the state back, but their incidents are kept.
    expect(await seqsOf('m1')).toEqual([1, 2, 3])
    await applyBatch(db, [
      { type: 'timeline/loaded', matchId: 'm1', afterSeq: 0, events: [1, 2, 3].map((s) => goalEvent('m1', s)) },
    ])
    expect(await seqsOf('m1')).toEqual([1, 2, 3])
    expect(await db.matches.get('m1')).toMatchObject({ seq: 3, homeScore: 3 })
  })

  it('a correction removes the retracted incident, and a later backfill does not bring it back', async () => {
    await applyBatch(db, opened)
    await applyBatch(db, [pushed('m1', 1), pushed('m1', 2)])
    await applyBatch(db, [{ type: 'match/event', event: correctionEvent('m1', 3, 2), origin: 'socket', global: true }])
    expect(await seqsOf('m1')).toEqual([1])
    expect(await db.matches.get('m1')).toMatchObject({ seq: 3, homeScore: 1 })
    await applyBatch(db, [
      { type: 'timeline/loaded', matchId: 'm1', afterSeq: 0, events: [goalEvent('m1', 1), goalEvent('m1', 2)] },
    ])
    expect(await seqsOf('m1')).toEqual([1])
  })

  it('keeps the incidents a catch-up brings after a list already moved the match past them', async () => {
    // A reconnect reloads the day list and catches up by cursor at once; when the list wins the race, the
    // stored seq is already the newest and the catch-up's events are all "old" (they used to be lost).
    await applyBatch(db, opened)
    await applyBatch(db, [pushed('m1', 1)])
    await applyBatch(db, [{ type: 'match/list', matches: [makeMatch({ seq: 4, homeScore: 4 })] }])
    const caughtUp = await applyBatch(
      db,
      [2, 3, 4].map((seq) => pushed('m1', seq, 'catchup')),
    )
    expect(await seqsOf('m1')).toEqual([1, 2, 3, 4])
    expect(caughtUp.changed).toEqual([])
    expect(await db.matches.get('m1')).toMatchObject({ seq: 4, homeScore: 4 })
    // The same events again (pushes overlapping the catch-up) add nothing.
    await applyBatch(
      db,
      [2, 3, 4].map((seq) => pushed('m1', seq)),
    )
    expect(await seqsOf('m1')).toEqual([1, 2, 3, 4])
  })

  it('a list fetched before a push does not roll the live state back', async () => {
    await applyBatch(db, opened)
    await applyBatch(db, [pushed('m1', 4)])
    await applyBatch(db, [
      { type: 'match/list', matches: [makeMatch({ seq: 2, homeScore: 2, leagueName: '中超联赛' })] },
    ])
    expect(await db.matches.get('m1')).toMatchObject({ seq: 4, homeScore: 4, leagueName: '中超联赛' })
  })

  it('reports events of matches it does not hold, and applies events that come with their match', async () => {
    const batch: WrittenEvent[] = [
      pushed('m2', 1),
      pushed('m3', 1),
      { type: 'match/upsert', match: makeMatch({ id: 'm3' }) },
    ]
    // The fixtures' first events happen a minute after EVENING; a minute later they are news about a live match.
    const outcome = await applyBatch(db, batch, EVENING + 2 * 60_000)
    expect(outcome.unknown).toEqual(['m2'])
    expect(await db.matches.get('m2')).toBeUndefined()
    expect(await db.matches.get('m3')).toMatchObject({ seq: 1, homeScore: 1 })
  })

  it('does not report history replayed by a catch-up (events older than ten minutes)', async () => {
    const outcome = await applyBatch(db, [pushed('m2', 1)], EVENING + 60_000 + 10 * 60_000)
    expect(outcome.unknown).toEqual([])
  })

  it('advances the cursor to the highest global event id only', async () => {
    await applyBatch(db, [{ type: 'match/list', matches: [makeMatch(), makeMatch({ id: 'm2' })] }])
    await applyBatch(db, [
      { type: 'match/event', event: goalEvent('m1', 1, { id: 40 }), origin: 'poll', global: true },
      { type: 'match/event', event: goalEvent('m2', 1, { id: 41 }), origin: 'poll', global: true },
    ])
    expect(await db.readMeta('cursor')).toBe(41)
    await applyBatch(db, [
      { type: 'timeline/loaded', matchId: 'm1', afterSeq: 0, events: [goalEvent('m1', 2, { id: 90 })] },
    ])
    await applyBatch(db, [
      { type: 'match/event', event: goalEvent('m2', 2, { id: 95 }), origin: 'socket', global: false },
    ])
    expect(await db.readMeta('cursor')).toBe(41)
    // A duplicate with a lower id never moves it back.
    await applyBatch(db, [{ type: 'match/event', event: goalEvent('m1', 1, { id: 40 }), origin: 'poll', global: true }])
    expect(await db.readMeta('cursor')).toBe(41)
  })

  it('stores games, the sync time and the cursor', async () => {
    await applyBatch(db, [
      { type: 'games/loaded', games: [{ text: '热门', state: 'hot', gameId: 0 }] },
      { type: 'sync/caught-up', at: 1234, cursor: 77 },
    ])
    expect(await db.readMeta('games')).toEqual([{ text: '热门', state: 'hot', gameId: 0 }])
    expect(await db.readMeta('lastSyncAt')).toBe(1234)
    expect(await db.readMeta('cursor')).toBe(77)
  })
})

describe('applyBatch: list keys', () => {
  it('rewrites a match list key only when what lists order by changes, and skips unchanged reloads', async () => {
    await applyBatch(db, [{ type: 'match/list', matches: [makeMatch({ status: 'notStarted' })] }])
    expect(await db.matchKeys.get('m1')).toMatchObject({ status: 'notStarted', day: '2026-11-22' })
    const writes: string[] = []
    db.matchKeys.hook('updating', (_changes, key) => void writes.push(`key ${String(key)}`))
    db.matches.hook('updating', (_changes, key) => void writes.push(`match ${String(key)}`))
    // The same list again (a minute's refresh): nothing to store.
    const reload = await applyBatch(db, [{ type: 'match/list', matches: [makeMatch({ status: 'notStarted' })] }])
    expect(reload.changed).toEqual([])
    expect(writes).toEqual([])
    // A goal moves the status to live: both rows. The next goal: the match row only.
    await applyBatch(db, [pushed('m1', 1)])
    expect(await db.matchKeys.get('m1')).toMatchObject({ status: 'live' })
    expect(writes).toEqual(['match m1', 'key m1'])
    await applyBatch(db, [pushed('m1', 2)])
    expect(writes).toEqual(['match m1', 'key m1', 'match m1'])
    expect(await db.matches.get('m1')).toMatchObject({ seq: 2, homeScore: 2 })
  })
})

describe('applyBatch: live queries wake for their own matches', () => {
  it('a batch of 120 score events for other matches leaves a row watching one match asleep', async () => {
    const others = Array.from({ length: 120 }, (_, i) => makeMatch({ id: `o${i}`, status: 'live' }))
    await applyBatch(db, [{ type: 'match/list', matches: [makeMatch({ id: 'quiet', status: 'live' }), ...others] }])
    const watch = watchQueryRuns(db, () => db.matches.get('quiet'))
    await watch.settled()
    const runs = watch.runs()
    // One event per other match: more rows than Dexie names key by key in one bulkPut (observed-put.ts).
    await applyBatch(
      db,
      others.map((m) => pushed(m.id, 1)),
    )
    await watch.settled()
    expect(watch.runs()).toBe(runs)
    await applyBatch(db, [pushed('quiet', 1)])
    await watch.settled()
    expect(watch.runs()).toBe(runs + 1)
    watch.stop()
  })
})
