import 'fake-indexeddb/auto'
import { liveQuery } from 'dexie'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { MatchDetail } from '../../../protocol/match-detail'
import { ScorecastDB } from '../../db/database'
import { newFavourite } from '../../db/favourite-row'
import { winRateHistory } from '../../db/queries/detail'
import { recentChanges } from '../../db/queries/favourites'
import { goalEvent, makeMatch } from '../../db/test-fixtures'
import { EventBus } from '../core/bus'
import { until } from '../core/test-support'
import { applyBatch, type WrittenEvent } from './apply-match-batch'
import { startFavouritesWriter } from './favourites-writer'
import { startDbWriter } from './match-writer'

let db: ScorecastDB
let n = 0
beforeEach(async () => {
  db = new ScorecastDB(`side-${n++}`)
  // m1's detail page is open (its timeline is kept); m2 is only listed.
  await db.matches.bulkPut([
    { ...makeMatch({ id: 'm1' }), day: '2026-11-22', retracted: [], timeline: true },
    { ...makeMatch({ id: 'm2' }), day: '2026-11-22', retracted: [] },
  ])
})
afterEach(() => db.delete())

/** Goal event `seq` of `matchId` with the given win rate. */
const withRate = (matchId: string, seq: number, winRate: number | null, detail?: MatchDetail): WrittenEvent => {
  const event = goalEvent(matchId, seq)
  return {
    type: 'match/event',
    event: { ...event, state: { ...event.state, winRate }, detail },
    origin: 'socket',
    global: false,
  }
}

const basketball = (threes: number): MatchDetail => ({
  kind: 'basketball',
  lineups: { home: { starters: [], bench: [] }, guest: { starters: [], bench: [] } },
  stats: { home: { threes, twos: 0, freeThrows: 0 }, guest: { threes: 0, twos: 0, freeThrows: 0 } },
})

describe('win-rate history', () => {
  it('keeps a point per event that moved the rate, and the whole past from a timeline backfill', async () => {
    await applyBatch(db, [withRate('m1', 1, 50), withRate('m1', 2, 50), withRate('m1', 3, 62), withRate('m1', 4, null)])
    // A duplicate (seq already applied) adds nothing.
    await applyBatch(db, [withRate('m1', 3, 99)])
    const at = (seq: number) => goalEvent('m1', seq).at
    expect(await winRateHistory(db, 'm1')).toEqual([
      [at(1), 50],
      [at(3), 62],
    ])
    // m2 is not open: its events move its score but keep no points.
    await applyBatch(db, [withRate('m2', 1, 20), withRate('m2', 2, 40)])
    expect(await winRateHistory(db, 'm2')).toEqual([])

    // m2 was opened late: its timeline brings every past point, even unchanged ones.
    const past = [10, 10, 30].map((rate, i) => {
      const event = goalEvent('m2', i + 1)
      return { ...event, state: { ...event.state, winRate: rate } }
    })
    await applyBatch(db, [{ type: 'timeline/loaded', matchId: 'm2', afterSeq: 0, events: past }])
    expect((await winRateHistory(db, 'm2')).map(([, rate]) => rate)).toEqual([10, 10, 30])
  })
})

describe('match detail', () => {
  it('is stored from a timeline backfill, then follows newer events only', async () => {
    // Nobody opened m2: a live event's detail is not stored.
    await applyBatch(db, [withRate('m2', 1, null, basketball(1))])
    expect(await db.matchDetails.get('m2')).toBeUndefined()

    const timeline = [goalEvent('m2', 1), { ...goalEvent('m2', 2), detail: basketball(2) }]
    await applyBatch(db, [{ type: 'timeline/loaded', matchId: 'm2', afterSeq: 0, events: timeline }])
    expect(await db.matchDetails.get('m2')).toMatchObject({ seq: 2, detail: { stats: { home: { threes: 2 } } } })

    await applyBatch(db, [withRate('m2', 3, null, basketball(3)), withRate('m2', 4, null, basketball(4))])
    expect(await db.matchDetails.get('m2')).toMatchObject({ seq: 4, detail: { stats: { home: { threes: 4 } } } })
    // A late backfill of an older detail does not win.
    await applyBatch(db, [{ type: 'timeline/loaded', matchId: 'm2', afterSeq: 0, events: timeline }])
    expect((await db.matchDetails.get('m2'))?.seq).toBe(4)
  })
})

describe('favourite highlights', () => {
  it('marks followed matches whose score changed, only after the new score committed', async () => {
    await db.favourites.put(newFavourite('m1', true, 1, false))
    const bus = new EventBus()
    const writer = startDbWriter(bus, db)
    writer.add(startFavouritesWriter(bus, db))
    // Every state the database goes through, as one consistent read of marker and score.
    const seen: { changedAt: number | null; homeScore: number | undefined }[] = []
    const watch = liveQuery(async () => ({
      changedAt: (await db.favourites.get('m1'))?.changedAt ?? null,
      homeScore: (await db.matches.get('m1'))?.homeScore,
    })).subscribe((state) => seen.push(state))

    bus.emit(withRate('m1', 1, null))
    bus.emit(withRate('m2', 1, null))
    await until(async () => (await recentChanges(db)).get('m1'), 10_000, 'the marker')
    expect((await recentChanges(db)).get('m1')).toMatchObject({ change: 'score' })
    // m2 is not followed: no row, no marker.
    expect(await db.favourites.get('m2')).toBeUndefined()
    expect(seen.filter((s) => s.changedAt !== null).every((s) => s.homeScore === 1)).toBe(true)
    expect(seen.some((s) => s.changedAt === null && s.homeScore === 1)).toBe(true)

    // A batch that fails to commit leaves neither the score nor a new marker.
    const before = (await db.favourites.get('m1'))?.changedAt
    const failing = vi.spyOn(db.matches, 'bulkPut').mockRejectedValueOnce(new Error('disk full'))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    bus.emit(withRate('m1', 2, null))
    await until(() => errors.mock.calls.length > 0, 10_000, 'the failed batch')
    expect((await db.matches.get('m1'))?.homeScore).toBe(1)
    expect((await db.favourites.get('m1'))?.changedAt).toBe(before)
    failing.mockRestore()
    errors.mockRestore()
    watch.unsubscribe()
    writer.unsubscribe()
  })

  it('leaves a followed match unmarked when nothing it shows changed', async () => {
    await db.favourites.put(newFavourite('m1', true, 1, false))
    const outcome = await applyBatch(db, [{ type: 'match/list', matches: [makeMatch({ id: 'm1' })] }])
    expect(outcome.favouriteChanges).toEqual([])
    const scored = await applyBatch(db, [withRate('m1', 1, null)])
    expect(scored.favouriteChanges).toEqual([{ matchId: 'm1', change: 'score' }])
    const halfTime = { ...goalEvent('m1', 2).state, homeScore: 1, phase: 'halfTime' as const }
    const paused = await applyBatch(db, [{ type: 'match/upsert', match: makeMatch({ id: 'm1', seq: 2, ...halfTime }) }])
    expect(paused.favouriteChanges).toEqual([{ matchId: 'm1', change: 'status' }])
  })
})
