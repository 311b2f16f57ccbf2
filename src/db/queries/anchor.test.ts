import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { beijingDay } from '../../../protocol/calendar'
import { LIMITS } from '../../../protocol/constants'
import type { Match } from '../../../protocol/match'
import { ScorecastDB } from '../database'
import { mergeMatch } from '../match-row'
import { makeMatch } from '../test-fixtures'
import { isLinkable, linkableMatches } from './anchor'

const NOW = Date.UTC(2025, 5, 1, 15, 30) // 23:30 in Beijing: the window reaches into the next day
const MINUTE = 60_000

/** A LoL match (the anchor's game) starting half an hour after NOW. */
const match = (id: string, overrides: Partial<Match> = {}): Match =>
  makeMatch({
    id,
    gameId: 1,
    leagueId: 'lpl',
    leagueName: 'LPL',
    startTime: NOW + 30 * MINUTE,
    bestOf: 3,
    ...overrides,
  })

describe('isLinkable', () => {
  it('takes matches in progress and those starting within the hour, up to its edge', () => {
    expect(isLinkable(match('a', { status: 'live', phase: 'inGame', startTime: NOW - 90 * MINUTE }), NOW)).toBe(true)
    expect(isLinkable(match('b', { startTime: NOW + LIMITS.liveMatchWindowMs }), NOW)).toBe(true)
    expect(isLinkable(match('c', { startTime: NOW + LIMITS.liveMatchWindowMs + 1 }), NOW)).toBe(false)
  })
  it('keeps a late starter, refuses closed, postponed and cancelled matches', () => {
    expect(isLinkable(match('d', { startTime: NOW - 10 * MINUTE }), NOW)).toBe(true)
    expect(isLinkable(match('e', { status: 'closed', phase: 'ended' }), NOW)).toBe(false)
    expect(isLinkable(match('f', { phase: 'postponed' }), NOW)).toBe(false)
    expect(isLinkable(match('g', { phase: 'cancelled', startTime: NOW + MINUTE }), NOW)).toBe(false)
  })
})

let db: ScorecastDB
let n = 0
beforeEach(async () => {
  n += 1
  db = new ScorecastDB(`anchor-queries-${n}`)
  await db.open()
})
afterEach(async () => {
  await db.delete()
})

describe('linkableMatches', () => {
  it('lists the game’s matches in the window across Beijing midnight, live first', async () => {
    const rows = [
      match('soon', { startTime: NOW + 50 * MINUTE }), // tomorrow in Beijing
      match('live', { status: 'live', phase: 'inGame', startTime: NOW - 3 * 60 * MINUTE }),
      match('later', { startTime: NOW + 2 * 60 * MINUTE }),
      match('other-game', { gameId: 2 }),
      match('closed', { status: 'closed', phase: 'ended', startTime: NOW - 60 * MINUTE }),
      match('late', { startTime: NOW - 5 * MINUTE }),
    ]
    await db.matches.bulkPut(rows.map((m) => mergeMatch(m, undefined)))
    expect(beijingDay(NOW + 50 * MINUTE)).not.toBe(beijingDay(NOW))
    const list = await linkableMatches(db, 1, NOW)
    expect(list.map((m) => m.id)).toEqual(['live', 'late', 'soon'])
    expect(await linkableMatches(db, 1, NOW + 2 * 60 * MINUTE)).toHaveLength(4)
  })
})
