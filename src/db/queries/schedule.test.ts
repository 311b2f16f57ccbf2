import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ScorecastDB } from '../database'
import { mergeMatch } from '../match-row'
import { EVENING, makeMatch, putMatches, watchQueryRuns } from '../test-fixtures'
import { resultMatches, scheduleMatches } from './schedule'

let db: ScorecastDB
let n = 0
const DAY = 86_400_000
beforeEach(async () => {
  db = new ScorecastDB(`schedule-${n++}`)
  await putMatches(
    db,
    [
      makeMatch({ id: 'soccer', startTime: EVENING }),
      makeMatch({ id: 'soccer-done', startTime: EVENING - DAY, status: 'closed' }),
      makeMatch({ id: 'soccer-old', startTime: EVENING - 2 * DAY, status: 'closed' }),
      makeMatch({ id: 'lol', startTime: EVENING, gameId: 1, status: 'live' }),
    ].map((m) => mergeMatch(m, undefined)),
  )
})
afterEach(() => db.delete())

const range = { fromDay: '2026-11-20', toDay: '2026-11-22' }

describe('schedule and results', () => {
  it('split a range by status: upcoming and live by start, finished newest first', async () => {
    expect((await scheduleMatches(db, range)).map((m) => m.id)).toEqual(['lol', 'soccer'])
    expect((await resultMatches(db, range)).map((m) => m.id)).toEqual(['soccer-done', 'soccer-old'])
    expect((await resultMatches(db, { ...range, fromDay: '2026-11-21' })).map((m) => m.id)).toEqual(['soccer-done'])
    expect(await scheduleMatches(db, { ...range, gameId: 1, leagueId: 'none' })).toEqual([])
  })

  it("re-run a game's list only for writes to that game's matches", async () => {
    const watch = watchQueryRuns(db, () => scheduleMatches(db, { ...range, gameId: 202 }))
    await watch.settled()
    const before = watch.runs()
    const lol = await db.matches.get('lol')
    if (lol) await putMatches(db, [{ ...lol, status: 'closed', seq: 9 }])
    await watch.settled()
    expect(watch.runs()).toBe(before)
    // A score event rewrites the match row only, never its list key.
    const soccer = await db.matches.get('soccer')
    if (soccer) await db.matches.put({ ...soccer, homeScore: 1, seq: 1 })
    await watch.settled()
    expect(watch.runs()).toBe(before)
    if (soccer) await putMatches(db, [{ ...soccer, status: 'live', seq: 2 }])
    await watch.settled()
    expect(watch.runs()).toBe(before + 1)
    watch.stop()
  })
})
