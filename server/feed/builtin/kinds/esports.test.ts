import { describe, expect, it } from 'vitest'
import type { ScriptedEvent } from '../script'
import { battleRoyale, LOBBY_SIZE, PLACEMENT_POINTS } from './battle-royale'
import { fps, MAP_POOL } from './fps'
import { moba } from './moba'
import { checkCommon, finalDetail, finalState, play, tally } from './play'

const SAMPLES = 100

describe.each([
  ['lol', 1],
  ['kog', 3],
  ['dota2', 4],
  ['lolmobile', 7],
])('MOBA (%s)', (_name, gameId) => {
  it('ends the series once decided; every game has its BP first, then play, objectives and a gold lead', () => {
    for (let n = 0; n < SAMPLES; n++) {
      const { events, bestOf } = play(moba, gameId, n)
      checkCommon(events)
      const end = finalState(events)
      const toWin = Math.floor(bestOf / 2) + 1
      expect(Math.max(end.homeScore, end.guestScore)).toBe(toWin)
      expect(Math.min(end.homeScore, end.guestScore)).toBeLessThan(toWin)
      const wins = events.filter((e) => e.incident?.kind === 'gameWon')
      expect(wins).toHaveLength(end.homeScore + end.guestScore)
      // Nothing but the final whistle after the deciding game.
      expect(events.indexOf(wins.at(-1) as ScriptedEvent)).toBe(events.length - 2)
      const { periods } = tally(events, ['kill'])
      for (const line of end.periods) expect(line).toMatchObject(periods.get(line.index) ?? { home: 0, guest: 0 })
      let phase = ''
      for (const event of events) {
        if (event.type === 'status') {
          if (event.state.phase === 'inGame') expect(phase, 'in-game follows BP').toBe('bp')
          phase = event.state.phase
        }
        const kind = event.incident?.kind ?? ''
        if (kind === 'pick' || kind === 'ban') expect(phase).toBe('bp')
        if (['kill', 'tower', 'dragon', 'baron', 'roshan'].includes(kind)) expect(phase).toBe('inGame')
        if (kind === 'roshan') expect(gameId).toBe(4)
        if (kind === 'dragon' || kind === 'baron') expect(gameId).not.toBe(4)
      }
      const detail = finalDetail(events, 'moba')
      expect(detail.games).toHaveLength(wins.length)
      detail.games.forEach((game, i) => {
        expect(game.winner).toBe(wins[i]?.incident?.side)
        const heroes = [
          ...game.draft.home.picks,
          ...game.draft.guest.picks,
          ...game.draft.home.bans,
          ...game.draft.guest.bans,
        ]
        expect(new Set(heroes).size, 'no hero twice in one game').toBe(heroes.length)
        expect(game.draft.home.picks).toHaveLength(5)
        expect(game.draft.guest.picks).toHaveLength(5)
        expect(game.draft.home.bans).toHaveLength(gameId === 4 ? 7 : 5)
        const inGame = (kind: string, side: string) =>
          events.filter((e) => e.incident?.kind === kind && e.incident.side === side && e.state.period === game.index)
        for (const side of ['home', 'guest'] as const) {
          expect(game.stats[side].kills).toBe(end.periods[i]?.[side])
          expect(game.stats[side].towers).toBe(inGame('tower', side).length)
          expect(inGame('pick', side).map((e) => e.incident?.detail)).toEqual(game.draft[side].picks)
        }
        expect(game.goldLead.length).toBeGreaterThan(1)
      })
    }
  })
})

describe('CS:GO', () => {
  it('vetoes maps from the pool, then plays MR12 halves and MR3 overtime until the series is decided', () => {
    let overtimes = 0
    for (let n = 0; n < SAMPLES * 2; n++) {
      const { events, bestOf } = play(fps, 2, n)
      checkCommon(events)
      const end = finalState(events)
      expect(Math.max(end.homeScore, end.guestScore)).toBe(Math.floor(bestOf / 2) + 1)
      const detail = finalDetail(events, 'fps')
      const actions = detail.veto.map((step) => step.action)
      expect(actions).toEqual(
        bestOf === 1
          ? ['ban', 'ban', 'ban', 'ban', 'ban', 'ban', 'decider']
          : ['ban', 'ban', 'pick', 'pick', 'ban', 'ban', 'decider'],
      )
      expect(new Set(detail.veto.map((s) => s.map))).toEqual(new Set(MAP_POOL))
      const played = detail.veto.filter((s) => s.action !== 'ban').map((s) => s.map)
      expect(detail.maps.map((m) => m.map)).toEqual(played.slice(0, detail.maps.length))
      // The veto comes before the first round.
      const firstRound = events.findIndex((e) => e.incident?.kind === 'roundWon')
      expect(events.slice(0, firstRound).filter((e) => e.incident?.kind === 'ban')).toHaveLength(
        actions.filter((a) => a === 'ban').length,
      )
      detail.maps.forEach((map, i) => {
        const line = end.periods[i]
        const [winner, loser] = [
          Math.max(line?.home ?? 0, line?.guest ?? 0),
          Math.min(line?.home ?? 0, line?.guest ?? 0),
        ]
        expect(map.halves.reduce((sum, h) => sum + h.home, 0)).toBe(line?.home)
        expect(map.halves.reduce((sum, h) => sum + h.guest, 0)).toBe(line?.guest)
        map.halves.forEach((half, h) => {
          const full = h < 2 ? 12 : 3
          expect(half.home + half.guest).toBeLessThanOrEqual(full)
          if (h < map.halves.length - 1) expect(half.home + half.guest).toBe(full)
        })
        if (winner === 13) expect(loser).toBeLessThanOrEqual(11)
        else {
          overtimes++
          expect(winner).toBeGreaterThan(13)
          expect((winner - 13) % 3).toBe(0)
          expect(map.halves.length).toBeGreaterThan(2)
        }
        expect(map.winner).toBe((line?.home ?? 0) > (line?.guest ?? 0) ? 'home' : 'guest')
      })
    }
    expect(overtimes).toBeGreaterThan(0)
  })
})

describe('PUBG', () => {
  it('plays rounds of 16 teams; every team scores placement points plus one a kill', () => {
    for (const gameId of [5, 6]) {
      for (let n = 0; n < SAMPLES / 2; n++) {
        const { events, input } = play(battleRoyale, gameId, n)
        checkCommon(events)
        const end = finalState(events)
        const detail = finalDetail(events, 'battleRoyale')
        expect(end.periods.length).toBe(gameId === 5 ? 5 : 6)
        expect(detail.table).toHaveLength(LOBBY_SIZE)
        for (const row of detail.table) expect(row.points).toBe(row.placementPoints + row.kills)
        const sorted = [...detail.table].sort((a, b) => b.points - a.points || b.wins - a.wins || b.kills - a.kills)
        expect(detail.table.map((r) => r.points)).toEqual(sorted.map((r) => r.points))
        const row = (teamId: string) => detail.table.find((r) => r.teamId === teamId)
        expect(end.homeScore).toBe(row(input.homeTeamId)?.points)
        expect(end.guestScore).toBe(row(input.guestTeamId)?.points)
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)
        expect(sum(detail.table.map((r) => r.placementPoints))).toBe(sum(PLACEMENT_POINTS) * detail.rounds.length)
        expect(sum(detail.table.map((r) => r.wins))).toBe(detail.rounds.length)
        for (const round of detail.rounds) {
          expect(new Set(round.eliminated).size).toBe(LOBBY_SIZE)
          expect(round.winner).toBe(round.eliminated.at(-1))
        }
        expect(sum(detail.table.map((r) => r.kills))).toBe(
          sum(detail.rounds.flatMap((round) => Object.values(round.kills))),
        )
      }
    }
  })

  it("carries the lobby's three leaders and round count on every event, never a head-to-head", () => {
    for (const gameId of [5, 6]) {
      const { events } = play(battleRoyale, gameId, 7)
      for (const event of events) {
        expect(event.state.lobby?.rounds).toBe(gameId === 5 ? 5 : 6)
        const points = event.state.lobby?.leaders.map((l) => l.points) ?? []
        expect(points).toEqual([...points].sort((a, b) => b - a))
      }
      const detail = finalDetail(events, 'battleRoyale')
      expect(finalState(events).lobby?.leaders).toEqual(
        detail.table
          .slice(0, 3)
          .map(({ teamId, name, names, points, kills }) => ({ teamId, name, ...(names && { names }), points, kills })),
      )
    }
  })
})

describe('esports scripts', () => {
  it('are the same for the same match', () => {
    expect(play(moba, 1, 3).events).toEqual(play(moba, 1, 3).events)
    expect(play(fps, 2, 3).events).toEqual(play(fps, 2, 3).events)
    expect(play(battleRoyale, 5, 3).events).toEqual(play(battleRoyale, 5, 3).events)
    expect(play(moba, 1, 3).events).not.toEqual(play(moba, 1, 4).events)
  })
})
