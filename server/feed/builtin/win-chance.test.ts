import { describe, expect, it } from 'vitest'
import { basketball } from './kinds/basketball'
import { football } from './kinds/football'
import { fps } from './kinds/fps'
import { moba } from './kinds/moba'
import { play } from './kinds/play'
import { strengthOf } from './script'
import {
  basketballWinChance,
  footballWinChance,
  mapWinChance,
  mobaGameChance,
  normalCdf,
  seriesWinChance,
} from './win-chance'

const NBA = { gameMinutes: 48, overtimeMinutes: 5, edge: 2.5 }

describe('win chance models', () => {
  it('basketball: 12 down in Q2 is a fifth, level at tip-off is the home edge, 20 up with a minute left is won', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6)
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3)
    for (const minutesLeft of [36, 30, 24]) {
      const chance = basketballWinChance({ ...NBA, lead: -12, minutesLeft })
      expect(chance, `12 down, ${minutesLeft} min left`).toBeGreaterThan(0.12)
      expect(chance, `12 down, ${minutesLeft} min left`).toBeLessThan(0.25)
    }
    expect(basketballWinChance({ ...NBA, lead: -12, minutesLeft: 30 })).toBeGreaterThan(0.15)
    const tipOff = basketballWinChance({ ...NBA, lead: 0, minutesLeft: 48 })
    expect(tipOff).toBeGreaterThan(0.5)
    expect(tipOff).toBeLessThan(0.6)
    expect(basketballWinChance({ ...NBA, edge: 0, lead: 0, minutesLeft: 48 })).toBeCloseTo(0.5, 6)
    expect(basketballWinChance({ ...NBA, lead: 20, minutesLeft: 1 })).toBeGreaterThan(0.99)
    expect(basketballWinChance({ ...NBA, lead: -20, minutesLeft: 1 })).toBeLessThan(0.01)
    // Level with nothing left: overtime, near a coin toss.
    const overtime = basketballWinChance({ ...NBA, lead: 0, minutesLeft: 0 })
    expect(Math.abs(overtime - 0.5)).toBeLessThan(0.05)
  })

  it('football: level at kick-off leans to the home side, a late lead is all but won, a level whistle is 50', () => {
    const rates = { homeGoals: 1.45, guestGoals: 1.15 }
    const kickOff = footballWinChance({ ...rates, lead: 0, left: 1 })
    expect(kickOff).toBeGreaterThan(0.5)
    expect(kickOff).toBeLessThan(0.62)
    expect(footballWinChance({ ...rates, lead: 1, left: 5 / 90 })).toBeGreaterThan(0.9)
    expect(footballWinChance({ ...rates, lead: -1, left: 45 / 90 })).toBeLessThan(0.3)
    expect(footballWinChance({ ...rates, lead: 0, left: 0 })).toBe(0.5)
  })

  it('esports: the map score and the leads, through the series', () => {
    expect(seriesWinChance(2, 2, 0.5, 0.5)).toBeCloseTo(0.5, 6)
    // Bo3 at 1–0, even games: home wins unless it loses the next two.
    expect(seriesWinChance(1, 2, 0.5, 0.5)).toBeCloseTo(0.75, 6)
    expect(seriesWinChance(0, 2, 0.5, 0.5)).toBe(1)
    expect(mapWinChance(0, 0, 0.5)).toBeCloseTo(0.5, 6)
    expect(mapWinChance(12, 6, 0.5)).toBeGreaterThan(0.98)
    expect(mapWinChance(6, 11, 0.5)).toBeLessThan(0.05)
    expect(mapWinChance(12, 12, 0.5)).toBeCloseTo(0.5, 6)
    expect(mapWinChance(15, 13, 0.5)).toBeGreaterThan(0.8)
    expect(mobaGameChance(0, 0, 0)).toBe(0.5)
    const ahead = mobaGameChance(0, 5, 5)
    expect(ahead).toBeGreaterThan(0.75)
    expect(ahead).toBeLessThan(0.9)
  })
})

describe('win rates the built-in feed shows', () => {
  it('basketball: 12 points down in Q2 between teams of like strength reads 8–30 %, not 1 %', () => {
    const seen: number[] = []
    for (let n = 0; n < 600 && seen.length < 20; n++) {
      const { events, input } = play(basketball, 201, n, { leagueId: 'basketball-league-nba' })
      if (Math.abs(strengthOf(input.homeTeamId) - strengthOf(input.guestTeamId)) > 0.2) continue
      for (const { state } of events) {
        if (state.status === 'live' && state.period === 2 && state.homeScore - state.guestScore === -12)
          seen.push(state.winRate ?? -1)
      }
    }
    expect(seen.length).toBeGreaterThan(0)
    for (const winRate of seen) {
      expect(winRate).toBeGreaterThan(8)
      expect(winRate).toBeLessThan(30)
    }
  })

  it('is calibrated: of the states a figure is shown for, the home side wins about that often', () => {
    // Per engine, mid-match states grouped by their figure: the share home won is within 12 points.
    const cases = [
      { engine: basketball, gameId: 201 },
      { engine: football, gameId: 202 },
      { engine: moba, gameId: 1 },
      { engine: fps, gameId: 2 },
      { engine: moba, gameId: 4 },
    ]
    for (const { engine, gameId } of cases) {
      const bins = Array.from({ length: 5 }, () => ({ shown: 0, won: 0, n: 0 }))
      for (let n = 0; n < 400; n++) {
        const { events } = play(engine, gameId, n)
        const end = events.at(-1)?.state
        if (!end) continue
        const live = events.filter((e) => e.state.status === 'live')
        const sample = live[Math.floor(live.length / 2)]?.state.winRate
        if (sample == null) continue
        const bin = bins[Math.min(4, Math.floor(sample / 20))] as (typeof bins)[number]
        bin.shown += sample
        // A draw (football) counts half: the figure is P(home wins) + ½ P(draw).
        bin.won += end.homeScore > end.guestScore ? 100 : end.homeScore === end.guestScore ? 50 : 0
        bin.n++
      }
      for (const [i, bin] of bins.entries()) {
        if (bin.n < 25) continue
        expect(
          Math.abs(bin.won / bin.n - bin.shown / bin.n),
          `game ${gameId}, ${i * 20}–${i * 20 + 20} %`,
        ).toBeLessThan(12)
      }
    }
  })
})
