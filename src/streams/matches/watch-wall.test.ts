import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LIMITS } from '../../../protocol/constants'
import { ScorecastDB } from '../../db/database'
import { writeCatalogEvent } from './catalog-writer'

let db: ScorecastDB
beforeEach(() => {
  db = new ScorecastDB(`watch-wall-${Math.random()}`)
})
afterEach(() => db.delete())

const toggle = (matchId: string) => writeCatalogEvent(db, { type: 'watch/toggle', matchId })

describe('the watch wall', () => {
  it('keeps pinned matches in the order they were pinned, and a second toggle takes one off', async () => {
    await toggle('a')
    await toggle('b')
    await toggle('c')
    expect(await db.readMeta('watchWall')).toEqual(['a', 'b', 'c'])
    await toggle('b')
    expect(await db.readMeta('watchWall')).toEqual(['a', 'c'])
  })

  it('takes no more than LIMITS.watchWallMax matches, but a full wall still lets one go', async () => {
    for (let i = 0; i < LIMITS.watchWallMax; i++) await toggle(`m${i}`)
    await toggle('one-too-many')
    const full = await db.readMeta('watchWall')
    expect(full).toHaveLength(LIMITS.watchWallMax)
    expect(full).not.toContain('one-too-many')
    await toggle('m0')
    expect(await db.readMeta('watchWall')).toHaveLength(LIMITS.watchWallMax - 1)
  })
})
