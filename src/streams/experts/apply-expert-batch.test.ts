import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { User } from '../../../protocol/auth'
import type { ExpertStanding } from '../../../protocol/experts'
import { ScorecastDB } from '../../db/database'
import { makeUser } from '../../db/test-fixtures'
import { applyExpertBatch, type ExpertWrittenEvent } from './apply-expert-batch'

const user = (uid: number): User => makeUser({ uid, username: `用户${uid}` })

const standing: ExpertStanding = {
  status: 'underReview',
  refuseReason: null,
  appliedAt: 1,
  reviewedAt: null,
  phoneBound: true,
}
const cached: ExpertWrittenEvent = { type: 'expert/cache', key: 'standing', kind: 'standing', data: standing, at: 5 }
const signedIn = (uid: number): ExpertWrittenEvent => ({ type: 'account/signed-in', user: user(uid), newUser: false })

let db: ScorecastDB
beforeEach(async () => {
  db = new ScorecastDB(`experts-${Math.random()}`)
  await db.open()
})
afterEach(async () => {
  db.close()
  await db.delete()
})

describe('applyExpertBatch', () => {
  it('stores answers under their key and kind', async () => {
    await applyExpertBatch(db, [signedIn(7), cached])
    expect(await db.expertCache.get('standing')).toMatchObject({ kind: 'standing', data: standing, fetchedAt: 5 })
  })

  it('keeps the cache when the same user signs in again (offline reading), drops it for someone else', async () => {
    await applyExpertBatch(db, [signedIn(7), cached])
    await applyExpertBatch(db, [signedIn(7)])
    expect(await db.expertCache.get('standing')).toBeDefined()
    await applyExpertBatch(db, [signedIn(8)])
    expect(await db.expertCache.get('standing')).toBeUndefined()
    expect((await db.expertCache.get('owner'))?.data).toEqual({ uid: 8 })
  })

  it("drops a visitor's cache at sign-in, and everything at sign-out or expiry", async () => {
    await applyExpertBatch(db, [cached])
    await applyExpertBatch(db, [signedIn(7)])
    expect(await db.expertCache.get('standing')).toBeUndefined()
    await applyExpertBatch(db, [cached, { type: 'account/signed-out' }])
    expect(await db.expertCache.count()).toBe(0)
    await applyExpertBatch(db, [signedIn(7), cached, { type: 'session/expired' }])
    expect(await db.expertCache.count()).toBe(0)
  })
})
