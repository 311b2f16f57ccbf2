import { describe, expect, it } from 'vitest'
import type { Match } from '../../../protocol/match'
import { groupByDay, groupByGame, orderMatches } from './match-order'

function match(id: string, gameId: number, status: Match['status'], startTime: number): Match {
  return {
    id,
    gameId,
    status,
    startTime,
    phase: 'scheduled',
    period: 0,
    clock: 0,
    homeScore: 0,
    guestScore: 0,
    periods: [],
    winRate: null,
    leagueId: 'l',
    leagueName: 'League',
    home: { id: 'h', name: 'Home', shortName: 'H', logo: null },
    guest: { id: 'g', name: 'Guest', shortName: 'G', logo: null },
    bestOf: 1,
    seq: 0,
    playbackUrl: null,
  }
}

describe('orderMatches', () => {
  it('puts live matches first, then upcoming, then finished, each by start time', () => {
    const list = [
      match('a', 1, 'closed', 100),
      match('b', 1, 'notStarted', 300),
      match('c', 1, 'live', 200),
      match('d', 1, 'notStarted', 150),
      match('e', 1, 'live', 50),
    ]
    expect(orderMatches(list).map((m) => m.id)).toEqual(['e', 'c', 'd', 'b', 'a'])
    expect(list[0]?.id).toBe('a') // the input is not reordered in place
  })
})

describe('groupByGame', () => {
  it('groups in navigation order (lol before csgo before soccer) with counts matching the flat list', () => {
    const list = [
      match('s1', 202, 'notStarted', 10),
      match('c1', 2, 'notStarted', 20),
      match('l1', 1, 'closed', 5),
      match('l2', 1, 'live', 30),
      match('c2', 2, 'live', 40),
    ]
    const { matches, groups } = groupByGame(list)
    expect(groups).toEqual([
      { gameId: 1, count: 2 },
      { gameId: 2, count: 2 },
      { gameId: 202, count: 1 },
    ])
    expect(matches.map((m) => m.id)).toEqual(['l2', 'l1', 'c2', 'c1', 's1'])
  })

  it('returns no groups for no matches', () => {
    expect(groupByGame([])).toEqual({ matches: [], groups: [] })
  })
})

describe('groupByDay', () => {
  it('groups consecutive Beijing days in the given order', () => {
    const at = (iso: string) => Date.parse(iso)
    const rows = [
      match('a', 1, 'closed', at('2026-11-22T15:30:00Z')), // 11-22 23:30 Beijing
      match('b', 1, 'closed', at('2026-11-22T16:30:00Z')), // 11-23 00:30 Beijing
      match('c', 1, 'closed', at('2026-11-23T02:00:00Z')),
    ]
    expect(groupByDay(rows)).toEqual([
      { key: '2026-11-22', count: 1 },
      { key: '2026-11-23', count: 2 },
    ])
    expect(groupByDay([...rows].reverse()).map((g) => g.key)).toEqual(['2026-11-23', '2026-11-22'])
    expect(groupByDay([])).toEqual([])
  })
})
