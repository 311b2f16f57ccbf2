import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ScorecastDB } from '../database'
import { mergeMatch } from '../match-row'
import { EVENING, makeMatch, putMatches, watchQueryRuns } from '../test-fixtures'
import { liveMatches, matchesOfDay } from './matches'

let db: ScorecastDB
let n = 0
beforeEach(async () => {
  db = new ScorecastDB(`queries-${n++}`)
  const hour = 3_600_000
  await putMatches(
    db,
    [
      makeMatch({ id: 'late', startTime: EVENING + hour }),
      makeMatch({ id: 'early', startTime: EVENING - hour, status: 'closed' }),
      makeMatch({ id: 'live', startTime: EVENING, status: 'live', gameId: 1 }),
      // 23:30 on 11-22 in UTC is 07:30 on 11-23 in Beijing: the next day.
      makeMatch({ id: 'tomorrow', startTime: Date.parse('2026-11-22T23:30:00Z'), status: 'live' }),
    ].map((m) => mergeMatch(m, undefined)),
  )
})
afterEach(() => db.delete())

describe('match queries', () => {
  it('lists a Beijing day live first, then by start time, optionally of one game', async () => {
    expect((await matchesOfDay(db, '2026-11-22')).map((m) => m.id)).toEqual(['live', 'early', 'late'])
    expect((await matchesOfDay(db, '2026-11-22', 202)).map((m) => m.id)).toEqual(['early', 'late'])
    expect((await matchesOfDay(db, '2026-11-23')).map((m) => m.id)).toEqual(['tomorrow'])
    expect(await matchesOfDay(db, '2026-11-21')).toEqual([])
  })

  it('lists live matches, optionally of one game', async () => {
    expect((await liveMatches(db)).map((m) => m.id)).toEqual(['live', 'tomorrow'])
    expect((await liveMatches(db, 1)).map((m) => m.id)).toEqual(['live'])
  })

  it('re-runs a day query for list changes of that day only, never for a score', async () => {
    const watch = watchQueryRuns(db, () => matchesOfDay(db, '2026-11-22'))
    await watch.settled()
    const before = watch.runs()
    // A score of a listed match changes its row, not its list key: the list stays asleep.
    const late = await db.matches.get('late')
    if (late) await db.matches.put({ ...late, homeScore: 1, seq: 1 })
    await watch.settled()
    expect(watch.runs()).toBe(before)
    await putMatches(db, [
      mergeMatch(makeMatch({ id: 'tomorrow', startTime: Date.parse('2026-11-22T23:30:00Z'), homeScore: 3 }), undefined),
    ])
    await watch.settled()
    expect(watch.runs()).toBe(before)
    await putMatches(db, [
      mergeMatch(makeMatch({ id: 'late', startTime: EVENING + 3_600_000, status: 'live' }), undefined),
    ])
    await watch.settled()
    expect(watch.runs()).toBe(before + 1)
    expect((await matchesOfDay(db, '2026-11-22')).map((m) => m.id)).toEqual(['live', 'late', 'early'])
    watch.stop()
  })
})
