import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ScorecastDB } from '../../db/database'
import { makeMatch } from '../../db/test-fixtures'
import { checkDataEpoch } from './data-epoch'

let db: ScorecastDB
let n = 0
beforeEach(async () => {
  db = new ScorecastDB(`epoch-${n++}`)
  await db.matches.put({ ...makeMatch({ id: 'm1' }), day: '2026-11-22', retracted: [] })
  await db.meta.bulkPut([
    { key: 'cursor', value: 9000 },
    { key: 'homeSectionOrder', value: ['hot', 'today'] },
  ])
})
afterEach(() => db.delete())

describe('checkDataEpoch', () => {
  it('records the epoch on the first visit and keeps the cache', async () => {
    const onReset = vi.fn()
    expect(await checkDataEpoch(db, 'aaa', onReset)).toBe(false)
    expect(await db.readMeta('dataEpoch')).toBe('aaa')
    expect(await db.matches.count()).toBe(1)
    expect(onReset).not.toHaveBeenCalled()
  })

  it('keeps everything while the epoch is the same', async () => {
    await db.meta.put({ key: 'dataEpoch', value: 'aaa' })
    const onReset = vi.fn()
    expect(await checkDataEpoch(db, 'aaa', onReset)).toBe(false)
    expect(await db.readMeta('cursor')).toBe(9000)
    expect(onReset).not.toHaveBeenCalled()
  })

  it("drops another database's data but not the user's own choices, then starts over", async () => {
    await db.meta.put({ key: 'dataEpoch', value: 'aaa' })
    const onReset = vi.fn()
    expect(await checkDataEpoch(db, 'bbb', onReset)).toBe(true)
    expect(await db.matches.count()).toBe(0)
    // A cursor from the old database would wait for event ids the new one reaches much later.
    expect(await db.readMeta('cursor')).toBeUndefined()
    expect(await db.readMeta('homeSectionOrder')).toEqual(['hot', 'today'])
    expect(await db.readMeta('dataEpoch')).toBe('bbb')
    expect(onReset).toHaveBeenCalledOnce()
  })

  it('does nothing when the server does not tell its epoch', async () => {
    const onReset = vi.fn()
    expect(await checkDataEpoch(db, undefined, onReset)).toBe(false)
    expect(await db.readMeta('dataEpoch')).toBeUndefined()
  })
})
