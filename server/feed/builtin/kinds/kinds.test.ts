import { describe, expect, it } from 'vitest'
import { basketball } from './basketball'
import { football } from './football'
import { catalogue, checkCommon, finalDetail, finalState, phases, play, tally } from './play'

const SAMPLES = 150
const GOALS = ['goal', 'ownGoal', 'penaltyGoal']

describe('football', () => {
  it('plays two halves with half time between; the score is the goals minus the ruled-out ones', () => {
    let corrections = 0
    for (let n = 0; n < SAMPLES; n++) {
      const { events, input } = play(football, 202, n, { leagueId: 'soccer-league-en1' })
      checkCommon(events)
      expect(phases(events)).toEqual(['firstHalf', 'halfTime', 'secondHalf', 'ended'])
      const { total, periods } = tally(events, GOALS)
      const end = finalState(events)
      expect({ home: end.homeScore, guest: end.guestScore }).toEqual(total)
      for (const line of end.periods) expect(line).toMatchObject(periods.get(line.index) ?? { home: 0, guest: 0 })
      expect(events.at(-1)?.offset).toBeGreaterThan(105 * 60_000)
      // The win rate follows the score: two goals up in the last minutes is all but won.
      const late = events.findLast((e) => e.state.period === 2 && e.state.clock >= 85 * 60 && e.state.status === 'live')
      const lead = late ? late.state.homeScore - late.state.guestScore : 0
      if (lead >= 2) expect(late?.state.winRate).toBeGreaterThan(85)
      if (lead <= -2) expect(late?.state.winRate).toBeLessThan(15)
      corrections += events.filter((e) => e.type === 'correction').length
      // Incidents name players of the two squads; the detail counts them.
      const detail = finalDetail(events, 'football')
      expect(detail.knockout).toBe(false)
      expect(detail.lineups.home.starters).toHaveLength(11)
      const squad = new Set(catalogue.roster(input.homeTeamId).map((p) => p.name))
      for (const player of detail.lineups.home.starters) expect(squad.has(player.name)).toBe(true)
      for (const side of ['home', 'guest'] as const) {
        const count = (kind: string) =>
          events.filter((e) => e.incident?.kind === kind && e.incident.side === side).length
        expect(detail.stats[side]).toEqual({
          corners: count('corner'),
          yellowCards: count('yellowCard'),
          redCards: count('redCard'),
          substitutions: count('substitution'),
        })
        expect(detail.stats[side].substitutions).toBeLessThanOrEqual(5)
      }
      expect(detail.addedTime.map((a) => a.period)).toEqual([1, 2])
      expect(detail.penalties).toEqual([])
    }
    expect(corrections).toBeGreaterThan(0)
  })

  it('brings substitutes on like for like: never the reserve goalkeeper for an outfield player', () => {
    let substitutions = 0
    for (let n = 0; n < SAMPLES; n++) {
      const { events } = play(football, 202, n, { leagueId: 'soccer-league-en1' })
      const detail = finalDetail(events, 'football')
      for (const side of ['home', 'guest'] as const) {
        const lineup = detail.lineups[side]
        const roles = new Map([...lineup.starters, ...lineup.bench].map((p) => [p.name, p.role]))
        for (const event of events) {
          if (event.incident?.kind !== 'substitution' || event.incident.side !== side) continue
          const [on = '', off = ''] = (event.incident.detail ?? '').split(' ↔ ')
          substitutions++
          if (roles.get(off) !== 'goalkeeper') expect(roles.get(on), `${on} for ${off}`).not.toBe('goalkeeper')
        }
      }
    }
    expect(substitutions).toBeGreaterThan(SAMPLES)
  })

  it('goes to extra time only in a knockout match level after 90 minutes, and to penalties only after it', () => {
    const reached = { extraTime: 0, penalties: 0 }
    for (let n = 0; n < SAMPLES * 2; n++) {
      const { events } = play(football, 202, n, { leagueId: 'soccer-league-uefacl' })
      checkCommon(events)
      const end = finalState(events)
      const detail = finalDetail(events, 'football')
      expect(detail.knockout).toBe(true)
      const afterRegulation = events.findLast((e) => e.state.period === 2)?.state
      const seen = phases(events)
      if (afterRegulation?.homeScore === afterRegulation?.guestScore) {
        reached.extraTime++
        expect(seen.slice(0, 5)).toEqual(['firstHalf', 'halfTime', 'secondHalf', 'extraTime', seen[4]])
        expect(end.periods.map((p) => p.index).slice(0, 4)).toEqual([1, 2, 3, 4])
      } else {
        expect(seen).toEqual(['firstHalf', 'halfTime', 'secondHalf', 'ended'])
      }
      const penaltiesAt = seen.indexOf('penalties')
      if (penaltiesAt < 0) {
        expect(detail.penalties).toEqual([])
        expect(end.homeScore).not.toBe(end.guestScore)
        continue
      }
      reached.penalties++
      // Only after extra time, only when still level; the shoot-out decides but does not change the score.
      expect(seen[penaltiesAt - 1]).toBe('extraTime')
      const afterExtraTime = events.findLast((e) => e.state.period === 4)?.state
      expect(afterExtraTime?.homeScore).toBe(afterExtraTime?.guestScore)
      expect(end.homeScore).toBe(end.guestScore)
      const shootout = end.periods.find((p) => p.index === 5)
      const kicks = events.filter((e) => e.state.phase === 'penalties' && e.incident)
      expect(kicks.length).toBe(detail.penalties.length)
      expect(shootout?.home).toBe(detail.penalties.filter((k) => k.side === 'home' && k.scored).length)
      expect(shootout?.guest).toBe(detail.penalties.filter((k) => k.side === 'guest' && k.scored).length)
      expect(shootout?.home).not.toBe(shootout?.guest)
      expect(end.winRate).toBe((shootout?.home ?? 0) > (shootout?.guest ?? 0) ? 100 : 0)
    }
    expect(reached.extraTime).toBeGreaterThan(0)
    expect(reached.penalties).toBeGreaterThan(0)
  })
})

describe('basketball', () => {
  it('plays four quarters and goes to overtime only when tied after the fourth', () => {
    let overtimes = 0
    for (let n = 0; n < SAMPLES * 2; n++) {
      const { events } = play(basketball, 201, n, {
        leagueId: n % 2 ? 'basketball-league-nba' : 'basketball-league-cba',
      })
      checkCommon(events)
      const end = finalState(events)
      const { total } = tally(events, ['basket'])
      expect({ home: end.homeScore, guest: end.guestScore }).toEqual(total)
      expect(end.homeScore).not.toBe(end.guestScore)
      const after = (periods: number) =>
        end.periods.filter((p) => p.index <= periods).reduce((sum, p) => sum + p.home - p.guest, 0)
      expect(end.periods.length).toBeGreaterThanOrEqual(4)
      for (let period = 5; period <= end.periods.length; period++)
        expect(after(period - 1), `before period ${period}`).toBe(0)
      if (end.periods.length > 4) overtimes++
      const expected = ['quarter', 'halfTime', 'quarter', ...(end.periods.length > 4 ? ['overtime'] : []), 'ended']
      expect(phases(events)).toEqual(expected)
      // Shots in the detail add up to the score.
      const { stats, lineups } = finalDetail(events, 'basketball')
      for (const side of ['home', 'guest'] as const) {
        const s = stats[side]
        expect(s.threes * 3 + s.twos * 2 + s.freeThrows).toBe(side === 'home' ? end.homeScore : end.guestScore)
        expect(lineups[side].starters).toHaveLength(5)
      }
    }
    expect(overtimes).toBeGreaterThan(0)
  })
})

describe('scripts', () => {
  it('are the same for the same match and differ between matches', () => {
    expect(play(football, 202, 3).events).toEqual(play(football, 202, 3).events)
    expect(play(basketball, 201, 3).events).toEqual(play(basketball, 201, 3).events)
    expect(play(football, 202, 3).events).not.toEqual(play(football, 202, 4).events)
  })
})
