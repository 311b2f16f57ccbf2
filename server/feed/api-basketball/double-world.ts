import { numericId, simulatorSchedule } from '../doubles'
import type { CalendarEntry } from '../provider'
import { type DoubleGame, sampleGame } from './double'
import { SEED_BASKETBALL_LEAGUES } from './mapping'

/**
 * The API-Basketball double's world for `npm run provider-double`: the simulator's NBA calendar and scripts,
 * told as API-Basketball would tell them (its league id, quarters, the minutes played in the quarter).
 */
export function simulatedBasketball(options: { seed?: string; speed?: number } = {}) {
  const schedule = simulatorSchedule({ ...options, gameIds: [201], daysAhead: 6 })
  const leagueIds = new Map(Object.entries(SEED_BASKETBALL_LEAGUES).map(([id, local]) => [local, Number(id)]))
  const team = (id: string) => ({ id: numericId(`team:${id}`), name: schedule.teams.get(id)?.nameEn ?? id })

  return {
    at: (now: number): DoubleGame[] =>
      schedule
        .entries(now)
        .filter((entry) => leagueIds.has(entry.leagueId))
        .map((entry) => gameAt(entry, now)),
  }

  function gameAt(entry: CalendarEntry, now: number): DoubleGame {
    const last = schedule.played(entry, now).at(-1)?.state
    const status = !last
      ? 'NS'
      : last.status === 'closed'
        ? last.period > 4
          ? 'AOT'
          : 'FT'
        : last.phase === 'halfTime'
          ? 'HT'
          : last.period > 4
            ? 'OT'
            : `Q${last.period}`
    return sampleGame({
      id: numericId(`game:${entry.id}`),
      league: { id: leagueIds.get(entry.leagueId) ?? 12, name: 'NBA' },
      home: team(entry.homeTeamId),
      away: team(entry.guestTeamId),
      tipOff: entry.startTime,
      status,
      timer: last && last.status === 'live' ? Math.floor(last.clock / 60) : null,
      quarters: (last?.periods ?? []).slice(0, 5).map((p) => [p.home, p.guest] as [number, number]),
    })
  }
}
