import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CoinTransaction } from '../../../protocol/auth'
import { ScorecastDB } from '../../db/database'
import { makeUser } from '../../db/test-fixtures'
import { applyAccountBatch } from './apply-account-batch'

const movement = (id: number, change: number, balance: number): CoinTransaction => ({
  id,
  time: 1000 + id,
  kind: 'bonus',
  details: '新用户注册奖励',
  change,
  balance,
})

const follow = (uid: number, since: number) => ({
  uid,
  username: `用户${uid}`,
  avatar: null,
  signature: '',
  level: 1,
  followed: true,
  since,
})

let db: ScorecastDB
let n = 0
beforeEach(async () => {
  n += 1
  db = new ScorecastDB(`accounts-${n}`)
  await db.open()
})
afterEach(async () => {
  await db.delete()
})

describe('applyAccountBatch', () => {
  it('stores the signed-in user and counts new users for the welcome banner', async () => {
    const outcome = await applyAccountBatch(db, [{ type: 'account/signed-in', user: makeUser(), newUser: true }])
    expect(outcome.newUsers).toBe(1)
    const row = await db.session.get('current')
    expect(row).toMatchObject({ uid: '7', nickname: '球迷小王', user: { gold: 200 } })
    const again = await applyAccountBatch(db, [{ type: 'account/signed-in', user: makeUser(), newUser: false }])
    expect(again.newUsers).toBe(0)
  })

  it('ignores a profile answer that arrives after logout', async () => {
    await applyAccountBatch(db, [
      { type: 'account/signed-in', user: makeUser(), newUser: false },
      { type: 'account/signed-out' },
      { type: 'account/user', user: makeUser({ username: '迟到的' }) },
    ])
    expect(await db.session.count()).toBe(0)
  })

  it('keeps the ledger newest pages, replaces it on a first page, and mirrors the balance', async () => {
    await applyAccountBatch(db, [
      { type: 'account/signed-in', user: makeUser({ gold: 0 }), newUser: false },
      {
        type: 'account/ledger',
        balance: 190,
        total: 2,
        reset: true,
        entries: [movement(1, 200, 200), movement(2, -10, 190)],
      },
    ])
    expect((await db.ledger.toArray()).map((r) => r.id)).toEqual([1, 2])
    expect((await db.session.get('current'))?.user?.gold).toBe(190)
    expect((await db.session.get('current'))?.ledgerTotal).toBe(2)
    await applyAccountBatch(db, [
      { type: 'account/ledger', balance: 180, total: 1, reset: true, entries: [movement(3, -10, 180)] },
    ])
    expect((await db.ledger.toArray()).map((r) => r.id)).toEqual([3])
  })

  it('drops everything personal on session expiry and when another user signs in', async () => {
    await applyAccountBatch(db, [
      { type: 'account/signed-in', user: makeUser(), newUser: false },
      { type: 'account/ledger', balance: 200, total: 1, reset: true, entries: [movement(1, 200, 200)] },
      { type: 'account/follows', owner: 7, kind: 'follow', reset: true, entries: [follow(8, 1)] },
      { type: 'account/profile', user: makeUser({ uid: 8 }), followed: true },
    ])
    await applyAccountBatch(db, [{ type: 'account/signed-in', user: makeUser({ uid: 9 }), newUser: false }])
    expect(await db.ledger.count()).toBe(0)
    expect(await db.follows.count()).toBe(0)
    expect(await db.profiles.count()).toBe(0)
    expect((await db.session.get('current'))?.uid).toBe('9')

    await applyAccountBatch(db, [
      { type: 'account/ledger', balance: 200, total: 1, reset: true, entries: [movement(1, 200, 200)] },
      { type: 'session/expired' },
    ])
    expect(await db.session.count()).toBe(0)
    expect(await db.ledger.count()).toBe(0)
  })

  it('an unfollow removes the user from my follows and updates the cached profile', async () => {
    await applyAccountBatch(db, [
      { type: 'account/signed-in', user: makeUser(), newUser: false },
      { type: 'account/follows', owner: 7, kind: 'follow', reset: true, entries: [follow(8, 1), follow(9, 2)] },
      { type: 'account/profile', user: makeUser({ uid: 8, fansCount: 3 }), followed: true },
      { type: 'account/followed', uid: 8, followed: false, fansCount: 2 },
    ])
    expect((await db.follows.toArray()).map((r) => r.uid)).toEqual([9])
    expect(await db.profiles.get(8)).toMatchObject({ followed: false, fansCount: 2 })
  })

  it('a first page of follows replaces only that owner and kind', async () => {
    await applyAccountBatch(db, [
      { type: 'account/follows', owner: 7, kind: 'follow', reset: true, entries: [follow(8, 1)] },
      { type: 'account/follows', owner: 7, kind: 'fans', reset: true, entries: [follow(10, 1)] },
      { type: 'account/follows', owner: 7, kind: 'follow', reset: true, entries: [follow(9, 2)] },
    ])
    const rows = await db.follows.toArray()
    expect(rows.map((r) => [r.kind, r.uid]).sort()).toEqual([
      ['fans', 10],
      ['follow', 9],
    ])
  })
})
