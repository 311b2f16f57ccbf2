import { isAscii, numericId, simulatorSchedule } from '../doubles'
import type { CalendarEntry } from '../provider'
import { type DoubleMatch, sampleMatch } from './double'
import { PANDA_GAMES } from './wire'

/**
 * The provider double's world for `npm run provider-double`: the built-in simulator's calendar and match
 * scripts, told as PandaScore would tell them. Teams and leagues carry their English names and acronyms with
 * PandaScore-style numeric ids, so the portal's adapter merges them with the catalogue as it would real
 * ones. Matches start, win games, get corrected (where a script retracts) and finish as the clock moves.
 */
export function simulatedWorld(options: { seed?: string; speed?: number } = {}) {
  const games = new Map<number, (typeof PANDA_GAMES)[number]['slug']>(PANDA_GAMES.map((g) => [g.gameId, g.slug]))
  const schedule = simulatorSchedule({ ...options, gameIds: [...games.keys()], daysAhead: 3 })
  const team = (id: string) => {
    const row = schedule.teams.get(id)
    const acronym = row && isAscii(row.shortName) ? row.shortName : null
    return { id: numericId(`team:${id}`), name: row?.nameEn ?? id, acronym, location: row?.country ?? null }
  }
  const league = (id: string) => {
    const row = schedule.leagues.get(id)
    const short = row && isAscii(row.shortName) ? row.shortName : null
    return { id: numericId(`league:${id}`), name: short ?? row?.nameEn ?? id }
  }

  return {
    /** Every match from yesterday to three days ahead (Beijing days), as it stands at `now`. */
    at: (now: number): DoubleMatch[] => schedule.entries(now).map((entry) => matchAt(entry, now)),
  }

  function matchAt(entry: CalendarEntry, now: number): DoubleMatch {
    const played = schedule.played(entry, now)
    const last = played.at(-1)
    const wins: Array<{ side: 'home' | 'guest'; at: number }> = []
    for (const event of played) {
      if (event.retracts !== null) wins.pop()
      const kind = event.incident?.kind
      if ((kind === 'gameWon' || kind === 'mapWon') && event.incident?.side)
        wins.push({ side: event.incident.side, at: event.at })
    }
    // A game begins where the one before it ended (the first at the start) and ends when it is won.
    const gameTimes = [...wins, null].map((win, i) => ({
      beginAt: i === 0 ? entry.startTime : (wins[i - 1]?.at ?? entry.startTime),
      endAt: win?.at ?? null,
    }))
    const status = !last ? 'not_started' : last.state.status === 'closed' ? 'finished' : 'running'
    return sampleMatch({
      id: numericId(`match:${entry.id}`),
      game: games.get(entry.gameId) ?? 'league-of-legends',
      league: league(entry.leagueId),
      home: team(entry.homeTeamId),
      guest: team(entry.guestTeamId),
      scheduledAt: entry.startTime,
      numberOfGames: entry.bestOf,
      status,
      games: status === 'running' ? [...wins.map((win) => win.side), 'running'] : wins.map((win) => win.side),
      gameTimes,
      results: last ? [last.state.homeScore, last.state.guestScore] : [0, 0],
      ...(status === 'finished' && last ? { endedAt: last.at } : {}),
    })
  }
}
