import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { BlindBox } from '../../../protocol/blindbox'
import { ScorecastDB } from '../../db/database'
import { applyBlindBoxBatch, type BlindBoxWrittenEvent } from './apply-blindbox-batch'

const box: BlindBox = {
  id: 1,
  name: '幸运盲盒',
  intro: '',
  picture: '/blindbox/lucky-30.svg',
  price: 30,
  dailyCap: 20,
  oddsVersion: 1,
  publishedAt: 1,
  guaranteeAfter: null,
  prizes: [{ id: 1, name: '10金币', kind: 'coins', coins: 10, picture: '', oddsBp: 10_000, top: true }],
}
const events: BlindBoxWrittenEvent[] = [
  { type: 'blindBox/cache', key: 'list', kind: 'list', data: { list: [box] }, at: 5 },
  { type: 'blindBox/cache', key: 'mine', kind: 'mine', data: { boxes: [], badges: [] }, at: 5 },
  { type: 'blindBox/cache', key: 'draws:1', kind: 'draws', data: { list: [], total: 0 }, at: 5 },
]

let db: ScorecastDB
beforeEach(async () => {
  db = new ScorecastDB(`blindbox-${Math.random()}`)
  await db.open()
})
afterEach(async () => {
  db.close()
  await db.delete()
})

describe('applyBlindBoxBatch', () => {
  it('stores answers under their key and kind', async () => {
    await applyBlindBoxBatch(db, events)
    expect(await db.blindBoxCache.get('list')).toEqual({
      key: 'list',
      kind: 'list',
      data: { list: [box] },
      fetchedAt: 5,
    })
    expect(await db.blindBoxCache.count()).toBe(3)
  })

  it("drops the user's own answers at sign-out or expiry and keeps the public boxes", async () => {
    for (const type of ['account/signed-out', 'session/expired'] as const) {
      await applyBlindBoxBatch(db, [...events, { type }])
      expect((await db.blindBoxCache.toArray()).map((row) => row.key)).toEqual(['list'])
    }
  })
})
