import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ScorecastDB } from '../../db/database'
import { newFavourite } from '../../db/favourite-row'
import { incidentsOf } from '../../db/queries/incidents'
import { goalEvent, makeMatch } from '../../db/test-fixtures'
import { applyBatch } from './apply-match-batch'
import { pruneOldMatches } from './prune'

let db: ScorecastDB
let n = 0
const DAY = 86_400_000
beforeEach(() => {
  db = new ScorecastDB(`prune-${n++}`)
})
afterEach(() => db.delete())

describe('pruneOldMatches', () => {
  it('drops old matches with everything hanging on them, but keeps followed ones', async () => {
    const start = Date.parse('2026-10-01T12:00:00Z')
    const old = makeMatch({ id: 'old', startTime: start })
    const followed = makeMatch({ id: 'followed', startTime: start })
    const recent = makeMatch({ id: 'recent', startTime: start + 40 * DAY })
    await applyBatch(db, [{ type: 'match/list', matches: [old, followed, recent] }])
    const rated = (id: string) => {
      const event = goalEvent(id, 1)
      return { ...event, state: { ...event.state, winRate: 55 } }
    }
    for (const id of ['old', 'followed', 'recent']) {
      await applyBatch(db, [{ type: 'timeline/loaded', matchId: id, afterSeq: 0, events: [rated(id)] }])
    }
    await db.favourites.put(newFavourite('followed', true, 1, false))
    await db.dayCounts.bulkPut([
      { scope: 0, day: '2026-10-01', total: 3, fetchedAt: 1 },
      { scope: 0, day: '2026-11-10', total: 1, fetchedAt: 1 },
    ])

    expect(await pruneOldMatches(db, '2026-10-15')).toBe(1)
    expect((await db.matches.toCollection().primaryKeys()).sort()).toEqual(['followed', 'recent'])
    expect(await incidentsOf(db, 'old')).toEqual([])
    expect(await incidentsOf(db, 'followed')).toHaveLength(1)
    expect((await db.winRates.toArray()).map((r) => r.matchId).sort()).toEqual(['followed', 'recent'])
    expect((await db.dayCounts.toArray()).map((r) => r.day)).toEqual(['2026-11-10'])
  })
})
