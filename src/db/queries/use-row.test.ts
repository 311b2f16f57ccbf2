import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ScorecastDB } from '../database'
import { mergeMatch } from '../match-row'
import { observedBulkPut } from '../observed-put'
import { makeMatch, putMatches } from '../test-fixtures'
import { watchKey } from './use-row'

let db: ScorecastDB
let n = 0
const stops: (() => void)[] = []
beforeEach(async () => {
  db = new ScorecastDB(`use-row-${n++}`)
  const rows = ['quiet', ...Array.from({ length: 120 }, (_, i) => `o${i}`)].map((id) =>
    mergeMatch(makeMatch({ id, status: 'live' }), undefined),
  )
  await putMatches(db, rows)
})
afterEach(async () => {
  for (const stop of stops.splice(0)) stop()
  await db.delete()
})

/** Counts the wakes of a watched key; `next()` resolves at its next wake. */
function watched(key: string) {
  let wakes = 0
  let waiting: (() => void)[] = []
  stops.push(
    watchKey(db.matches, key, () => {
      wakes += 1
      for (const resolve of waiting.splice(0)) resolve()
    }),
  )
  waiting = []
  return { wakes: () => wakes, next: () => new Promise<void>((resolve) => waiting.push(resolve)) }
}

describe('watchKey', () => {
  it('sleeps through a write of 120 other matches and wakes for its own', async () => {
    const quiet = watched('quiet')
    // A key the write touches: its wake runs in the same task as any other the write caused.
    const witness = watched('o0')
    const woken = witness.next()
    const others = await db.matches.where('id').startsWith('o').toArray()
    // As the writer writes (observed-put.ts): in slices Dexie reports key by key.
    await db.transaction('rw', db.matches, () =>
      observedBulkPut(
        db.matches,
        others.map((m) => ({ ...m, homeScore: 1 })),
      ),
    )
    await woken
    expect(quiet.wakes()).toBe(0)

    const own = quiet.next()
    await db.matches.update('quiet', { homeScore: 2 })
    await own
    expect(quiet.wakes()).toBe(1)
  })

  it('wakes when its row is deleted or the table cleared', async () => {
    const quiet = watched('quiet')
    let woken = quiet.next()
    await db.matches.delete('quiet')
    await woken
    woken = quiet.next()
    await db.matches.clear()
    await woken
    expect(quiet.wakes()).toBe(2)
  })

  it('stops when told', async () => {
    const quiet = watched('quiet')
    const witness = watched('o1')
    stops.shift()?.()
    const woken = witness.next()
    await db.matches.bulkPut((await db.matches.bulkGet(['quiet', 'o1'])).flatMap((m) => (m ? [m] : [])))
    await woken
    expect(quiet.wakes()).toBe(0)
  })
})
