import { describe, expect, it } from 'vitest'
import { addDays, dayRange } from '../../../protocol/calendar'
import { GAMES, gameById } from '../../../protocol/games'
import { createRng } from '../../seed/prng'
import type { LeagueTeams } from '../catalogue'
import { dailyMatches, dayCalendar, inSeason, isEvent, kicksOffAt } from './calendar'
import { engineOf } from './engines'
import { seededCatalogue } from './seeded-catalogue'

const LEAGUES: LeagueTeams[] = GAMES.flatMap((game) =>
  [1, 2].map((n) => ({
    leagueId: `league-${game.gameId}-${n}`,
    gameId: game.gameId,
    region: n === 1 ? 'China' : 'International',
    teamIds: Array.from({ length: 16 }, (_, i) => `team-${game.gameId}-${n}-${i}`),
  })),
)
const DAY = '2026-11-22'
const { catalogue, leagues: SEEDED } = seededCatalogue()

/** Each match's span, from its start to its script's last event (FEED_SPEED 1). */
function spansOf(entries: ReturnType<typeof dayCalendar>) {
  return entries.map((entry) => {
    const events = engineOf(entry.gameId).script({
      ...entry,
      matchId: entry.id,
      rng: createRng(`match:${entry.id}`),
      catalogue,
    })
    return { gameId: entry.gameId, from: entry.startTime, to: entry.startTime + (events.at(-1)?.offset ?? 0) }
  })
}

describe('built-in calendar', () => {
  it('is the same for the same seed and day, and differs for another seed or day', () => {
    const first = dayCalendar('seed-a', DAY, LEAGUES)
    expect(dayCalendar('seed-a', DAY, LEAGUES)).toEqual(first)
    expect(dayCalendar('seed-b', DAY, LEAGUES)).not.toEqual(first)
    const tomorrow = dayCalendar('seed-a', addDays(DAY, 1), LEAGUES)
    expect(tomorrow.map((e) => e.id).some((id) => first.some((e) => e.id === id))).toBe(false)
  })

  it('gives every game matches over its Beijing day, between two teams of one league', () => {
    const entries = dayCalendar('scorecast', DAY, LEAGUES)
    const { start, end } = dayRange(DAY)
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length)
    for (const game of GAMES) {
      const mine = entries.filter((e) => e.gameId === game.gameId)
      expect(mine.length, game.slug).toBeGreaterThan(0)
      for (const entry of mine) {
        expect(entry.startTime).toBeGreaterThanOrEqual(start)
        expect(entry.startTime).toBeLessThan(end)
        expect(entry.homeTeamId).not.toBe(entry.guestTeamId)
        const league = LEAGUES.find((l) => l.leagueId === entry.leagueId)
        expect(league?.teamIds).toContain(entry.homeTeamId)
        expect(league?.teamIds).toContain(entry.guestTeamId)
      }
    }
  })

  it('plays each team once a day, for one of its leagues, and each league no more than a real one a day', () => {
    for (let offset = 0; offset < 14; offset++) {
      const day = addDays(DAY, offset)
      const entries = dayCalendar('scorecast', day, SEEDED)
      const leagueOf = new Map<string, string>()
      for (const entry of entries) {
        for (const team of [entry.homeTeamId, entry.guestTeamId]) {
          // JDG is in the LPL and at Worlds: on one day it plays one match, in one of them.
          expect(leagueOf.get(team), `${team} twice on ${day}`).toBeUndefined()
          leagueOf.set(team, entry.leagueId)
        }
      }
      for (const league of SEEDED) {
        const count = entries.filter((e) => e.leagueId === league.leagueId).length
        expect(count, `${league.leagueId} on ${day}`).toBeLessThanOrEqual(dailyMatches(league))
        if (inSeason(league.leagueId, day)) expect(count, `${league.leagueId} on ${day}`).toBeGreaterThan(0)
        else expect(count, `${league.leagueId} on ${day}, out of its season`).toBe(0)
      }
      // A handful per league, not the 40 LoL matches a day of old.
      expect(entries.filter((e) => e.gameId === 1).length, `LoL on ${day}`).toBeLessThanOrEqual(20)
    }
    expect(dailyMatches({ leagueId: 'lol-league-lpl', gameId: 1 })).toBeLessThanOrEqual(4)
  })

  it('plays the international events in their stretch of the year only, and their teams play nothing else then', () => {
    // The review's cases: Worlds still on 29 November; JDG at Worlds and in the LPL the same week.
    expect(dayCalendar('scorecast', '2026-11-29', SEEDED).filter((e) => e.leagueId === 'lol-league-worlds')).toEqual([])
    const worlds = SEEDED.find((league) => league.leagueId === 'lol-league-worlds')
    expect(worlds?.teamIds.length).toBeGreaterThan(4)
    const inWorlds = new Set(worlds?.teamIds)
    let played = 0
    for (let offset = 0; offset < 7; offset++) {
      const entries = dayCalendar('scorecast', addDays('2026-10-20', offset), SEEDED)
      for (const entry of entries.filter((e) => e.gameId === 1)) {
        for (const team of [entry.homeTeamId, entry.guestTeamId])
          if (inWorlds.has(team)) expect(entry.leagueId, `${team} on ${entry.startTime}`).toBe('lol-league-worlds')
        if (entry.leagueId === 'lol-league-worlds') played++
      }
    }
    expect(played).toBeGreaterThan(14)
    expect(isEvent('lol-league-lpl')).toBe(false)
    expect(inSeason('lol-league-lpl', '2026-11-29')).toBe(true)
    expect(inSeason('pubgmobile-league-pmgc', '2026-11-29')).toBe(true)
    expect(inSeason('dota2-league-ti', '2026-11-29')).toBe(false)
  })

  it('never pairs two clubs of one country in the Champions League', () => {
    const ucl = SEEDED.find((league) => league.leagueId === 'soccer-league-uefacl')
    const countryOf = ucl?.countryOf ?? {}
    expect(new Set(Object.values(countryOf)).size).toBeGreaterThan(5)
    let ties = 0
    for (let offset = 0; offset < 14; offset++) {
      for (const entry of dayCalendar('scorecast', addDays(DAY, offset), SEEDED)) {
        if (entry.leagueId !== 'soccer-league-uefacl') continue
        ties++
        expect(countryOf[entry.homeTeamId], `${entry.homeTeamId} v ${entry.guestTeamId}`).not.toBe(
          countryOf[entry.guestTeamId],
        )
      }
    }
    expect(ties).toBeGreaterThan(50)
    // A domestic league carries no countries (nothing to keep apart).
    expect(SEEDED.find((league) => league.leagueId === 'soccer-league-en1')?.countryOf).toBeUndefined()
  })

  it('kicks each seeded league off at its region’s hours, and the portal has live matches at every hour', () => {
    const entries = [-1, 0].flatMap((offset) => dayCalendar('scorecast', addDays(DAY, offset), SEEDED))
    const regionOf = new Map(SEEDED.map((league) => [league.leagueId, league.region]))
    for (const entry of entries) {
      const hour = new Date(entry.startTime + 8 * 3_600_000).getUTCHours()
      expect(kicksOffAt(regionOf.get(entry.leagueId) ?? '', hour), `${entry.id} (${entry.leagueId}) at ${hour}h`).toBe(
        true,
      )
    }
    // European football in European evenings (Beijing's night), the NBA in American evenings (Beijing's
    // morning), the LPL in Beijing afternoons and evenings.
    const hoursOf = (leagueId: string) => {
      const hours = entries
        .filter((e) => e.leagueId === leagueId)
        .map((e) => new Date(e.startTime + 8 * 3_600_000).getUTCHours())
      expect(hours.length, leagueId).toBeGreaterThan(0)
      return hours
    }
    expect(hoursOf('soccer-league-en1').every((h) => h >= 19 || h < 6)).toBe(true)
    expect(hoursOf('basketball-league-nba').every((h) => h >= 6 && h < 14)).toBe(true)
    expect(hoursOf('lol-league-lpl').every((h) => h >= 13 && h < 23)).toBe(true)

    // Head-to-head matches live at every minute (battle-royale lobbies show no score): several at speed 1,
    // and at least one at FEED_SPEED 3, where the e2e stories wait for a live row at any hour.
    const spans = spansOf(entries).filter((s) => gameById(s.gameId)?.kind !== 'battleRoyale')
    const { start } = dayRange(DAY)
    for (let minute = 0; minute < 24 * 60; minute++) {
      const t = start + minute * 60_000
      const live = spans.filter((s) => s.from <= t && t < s.to)
      expect(live.length, `live at ${minute} min`).toBeGreaterThanOrEqual(4)
      const fast = spans.filter((s) => s.from <= t && t < s.from + (s.to - s.from) / 3)
      expect(fast.length, `live at ${minute} min at FEED_SPEED 3`).toBeGreaterThanOrEqual(1)
    }
  })
})
