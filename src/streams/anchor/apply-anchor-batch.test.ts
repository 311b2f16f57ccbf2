import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { User } from '../../../protocol/auth'
import type { AnchorStanding, LiveSettings } from '../../../protocol/live'
import { ScorecastDB } from '../../db/database'
import { revenueOfLastDays } from '../../db/queries/anchor'
import { EventBus } from '../core/bus'
import { until } from '../core/test-support'
import { startAnchorWriter } from './anchor-writer'
import { applyAnchorBatch } from './apply-anchor-batch'

const user: User = {
  uid: 7,
  username: '主播小王',
  avatar: null,
  signature: '',
  level: 3,
  followCount: 0,
  fansCount: 0,
  createdAt: 1,
  mobile: '138****0000',
  email: null,
  gold: 0,
  roles: ['user', 'anchor'],
  deletionRequestedAt: null,
}

const standing = (
  overrides: Partial<AnchorStanding & { anchor: boolean }> = {},
): AnchorStanding & { anchor: boolean } => ({
  status: 'passed',
  banReason: null,
  roomId: 12,
  appliedAt: 1,
  reviewedAt: 2,
  anchor: true,
  ...overrides,
})

const settings = (overrides: Partial<LiveSettings> = {}): LiveSettings => ({
  roomId: 12,
  gameId: 1,
  title: '今晚LPL',
  cover: null,
  matchId: null,
  paid: false,
  loginOnly: false,
  streamAddress: 'rtmp://127.0.0.1:1935/live',
  streamCode: 'secret-code-0123456789',
  state: 'offline',
  publishing: false,
  chatOpen: true,
  slowModeSeconds: 0,
  chatMinLevel: 1,
  keywords: [],
  ...overrides,
})

const days = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ date: `2025-01-${String(i + 1).padStart(2, '0')}`, profit: i }))

let db: ScorecastDB
let n = 0
beforeEach(async () => {
  n += 1
  db = new ScorecastDB(`anchor-${n}`)
  await db.open()
  // The account writer's row: anchor data is stored only while somebody is logged in.
  await db.session.put({ id: 'current', uid: '7', nickname: user.username, avatar: null, savedAt: 1, user })
})
afterEach(async () => {
  await db.delete()
})

describe('applyAnchorBatch', () => {
  it('stores the standing and settings, and patches the settings with polled broadcast flags', async () => {
    await applyAnchorBatch(db, [
      { type: 'anchor/standing', standing: standing(), at: 1 },
      { type: 'anchor/settings', settings: settings(), at: 1 },
      { type: 'anchor/broadcast', live: true, publishing: true, at: 2 },
    ])
    expect(await db.anchorStanding.get('current')).toMatchObject({ status: 'passed', roomId: 12, anchor: true })
    expect(await db.liveSettings.get('current')).toMatchObject({ state: 'live', publishing: true, title: '今晚LPL' })

    await applyAnchorBatch(db, [{ type: 'anchor/broadcast', live: false, publishing: false, at: 3 }])
    expect(await db.liveSettings.get('current')).toMatchObject({ state: 'ended', publishing: false })
  })

  it('ignores broadcast flags when no settings are stored', async () => {
    await applyAnchorBatch(db, [{ type: 'anchor/broadcast', live: true, publishing: false, at: 1 }])
    expect(await db.liveSettings.count()).toBe(0)
  })

  it('keeps the newest 30 days of revenue and reads the last N oldest first', async () => {
    await applyAnchorBatch(db, [
      { type: 'anchor/revenue', days: 30, list: days(30), at: 1 },
      { type: 'anchor/revenue', days: 7, list: [{ date: '2025-01-31', profit: 99 }], at: 2 },
      { type: 'anchor/totals', today: 99, week: 120, total: 500, at: 2 },
    ])
    expect(await db.revenue.count()).toBe(30)
    expect(await db.revenue.get('2025-01-01')).toBeUndefined()
    const week = await revenueOfLastDays(db, 7)
    expect(week.map((r) => r.date)).toEqual([
      '2025-01-25',
      '2025-01-26',
      '2025-01-27',
      '2025-01-28',
      '2025-01-29',
      '2025-01-30',
      '2025-01-31',
    ])
    expect(week.at(-1)?.profit).toBe(99)
    expect(await db.revenueTotals.get('current')).toMatchObject({ today: 99, week: 120, total: 500 })
  })

  it('replaces the review list on a first page and adds later pages', async () => {
    const entry = (uid: number, status: AnchorStanding['status']) => ({
      uid,
      username: `用户${uid}`,
      realName: '张三',
      birthDate: '2000-01-01',
      gameId: 1,
      shortIntro: '解说',
      status,
      banReason: null,
      appliedAt: uid,
    })
    await applyAnchorBatch(db, [
      { type: 'anchor/applications', list: [entry(1, 'underReview'), entry(2, 'passed')], reset: true },
      { type: 'anchor/applications', list: [entry(3, 'banned')], reset: false },
    ])
    expect((await db.applications.toArray()).map((r) => r.uid)).toEqual([1, 2, 3])
    await applyAnchorBatch(db, [{ type: 'anchor/applications', list: [entry(1, 'passed')], reset: true }])
    expect(await db.applications.toArray()).toMatchObject([{ uid: 1, status: 'passed' }])
  })

  it('drops everything on logout, expiry or another login, and stores nothing for nobody', async () => {
    const fill = [
      { type: 'anchor/standing', standing: standing(), at: 1 },
      { type: 'anchor/settings', settings: settings(), at: 1 },
      { type: 'anchor/revenue', days: 7, list: days(7), at: 1 },
      { type: 'anchor/totals', today: 1, week: 2, total: 3, at: 1 },
    ] as const
    for (const end of ['account/signed-out', 'session/expired'] as const) {
      await applyAnchorBatch(db, [...fill, { type: end }])
      expect(await db.anchorStanding.count()).toBe(0)
      expect(await db.liveSettings.count()).toBe(0)
      expect(await db.revenue.count()).toBe(0)
      expect(await db.revenueTotals.count()).toBe(0)
    }
    // Each start with a stored token signs the same user in again: the cache stays.
    await applyAnchorBatch(db, [...fill, { type: 'account/signed-in', user, newUser: false }])
    expect(await db.anchorStanding.get('current')).toMatchObject({ uid: 7 })
    expect(await db.liveSettings.count()).toBe(1)
    await applyAnchorBatch(db, [{ type: 'account/signed-in', user: { ...user, uid: 8 }, newUser: false }])
    expect(await db.anchorStanding.count()).toBe(0)
    expect(await db.liveSettings.count()).toBe(0)

    // A late answer after logout (the account writer already removed the session).
    await db.session.clear()
    await applyAnchorBatch(db, fill)
    expect(await db.anchorStanding.count()).toBe(0)
    expect(await db.liveSettings.count()).toBe(0)
  })
})

describe('startAnchorWriter', () => {
  it('stores what the bus carries, one batch at a time', async () => {
    const bus = new EventBus()
    const writer = startAnchorWriter(bus, db, (flush) => {
      const timer = setTimeout(flush, 0)
      return () => clearTimeout(timer)
    })
    bus.emit({ type: 'anchor/standing', standing: standing({ status: 'underReview', anchor: false }), at: 1 })
    bus.emit({ type: 'anchor/settings', settings: settings({ title: '新标题' }), at: 1 })
    await until(async () => (await db.liveSettings.get('current'))?.title === '新标题', 2000, 'settings')
    expect(await db.anchorStanding.get('current')).toMatchObject({ status: 'underReview', anchor: false })
    writer.unsubscribe()
  })
})
