import { dayRange } from '../../../protocol/calendar'
import { GAMES } from '../../../protocol/games'
import { createRng } from '../../seed/prng'
import type { LeagueTeams } from '../catalogue'
import type { CalendarEntry } from '../provider'
import { engineOf } from './engines'

const MINUTE = 60_000
const FIVE_MINUTES = 5 * MINUTE
/**
 * Each game's day is laid out in lanes: a lane's next match starts no later than the shortest possible end
 * of its previous one, so with two lanes at least two matches of every game are live at any moment (at
 * FEED_SPEED 1), and usually three or four, since most matches outlast the shortest.
 */
const LANES = 2

const HOUR = 60 * MINUTE

/**
 * When a region's leagues kick off, in Beijing hours [from, to) (wrapping past midnight when from > to):
 * Chinese leagues in Beijing afternoons and evenings, Korean ones an hour later, European football and
 * esports in European evenings (Beijing's night), North American ones in American evenings (Beijing's
 * morning). International and Asian events (online qualifiers, tournaments across time zones) play at any
 * hour, so every hour of the portal has live matches.
 */
const KICK_OFF_HOURS: Record<string, readonly [number, number]> = {
  China: [13, 23],
  Korea: [15, 23],
  Europe: [19, 6],
  England: [19, 6],
  Spain: [19, 6],
  Germany: [19, 6],
  Italy: [19, 6],
  France: [19, 6],
  'North America': [6, 14],
  USA: [6, 14],
}

/** Whether a league of `region` kicks off at `hour` (Beijing); regions not listed play at any hour. */
export function kicksOffAt(region: string, hour: number): boolean {
  const window = KICK_OFF_HOURS[region]
  if (!window) return true
  const [from, to] = window
  return from <= to ? hour >= from && hour < to : hour >= from || hour < to
}

/** Id prefix of a game's matches: its slug without punctuation. */
export function matchPrefix(gameId: number): string {
  return (GAMES.find((g) => g.gameId === gameId)?.slug ?? String(gameId)).replace(/[^a-z0-9]/g, '')
}

/**
 * The built-in calendar of one Beijing day: for every game, fixtures over the day at the hours its
 * leagues' regions play (see KICK_OFF_HOURS), each between two teams of one league. A pure function of the seed, the day and the catalogue: every start produces the
 * same ids, teams and start times.
 */
export function dayCalendar(seed: string, day: string, leagues: readonly LeagueTeams[]): CalendarEntry[] {
  const { start, end } = dayRange(day)
  const entries: CalendarEntry[] = []
  for (const game of GAMES) {
    const gameLeagues = leagues.filter((league) => league.gameId === game.gameId)
    if (gameLeagues.length === 0) continue
    const rng = createRng(`${seed}:${day}:${game.gameId}`)
    const engine = engineOf(game.gameId)
    const fixtures: Array<Omit<CalendarEntry, 'id'>> = []
    // A team plays once a day while its league has teams left; then the league's teams play again.
    const playing = new Set<string>()
    for (let lane = 0; lane < LANES; lane++) {
      for (let time = start + lane * rng.int(3, 9) * 5 * MINUTE; time < end; ) {
        // Only leagues whose region plays at this Beijing hour; none (a game without international
        // events at night): the lane rests half an hour.
        const hour = Math.floor((time - start) / HOUR)
        const open = gameLeagues.filter((league) => kicksOffAt(league.region, hour))
        if (open.length === 0) {
          time += 6 * FIVE_MINUTES
          continue
        }
        const league = rng.pick(open)
        const rested = league.teamIds.filter((id) => !playing.has(id))
        const [homeTeamId, guestTeamId] = rng.shuffle(rested.length >= 2 ? rested : league.teamIds).slice(0, 2) as [
          string,
          string,
        ]
        playing.add(homeTeamId)
        playing.add(guestTeamId)
        const bestOf = engine.bestOf(rng, game.gameId)
        fixtures.push({
          gameId: game.gameId,
          leagueId: league.leagueId,
          homeTeamId,
          guestTeamId,
          startTime: time,
          bestOf,
        })
        const spacing = Math.max(
          3,
          Math.floor((engine.shortestMinutes(game.gameId, bestOf) * MINUTE) / FIVE_MINUTES) - rng.int(0, 2),
        )
        time += spacing * FIVE_MINUTES
      }
    }
    fixtures.sort((a, b) => a.startTime - b.startTime)
    fixtures.forEach((fixture, i) => {
      entries.push({
        id: `${matchPrefix(game.gameId)}-${day.replaceAll('-', '')}-${String(i + 1).padStart(3, '0')}`,
        ...fixture,
      })
    })
  }
  return entries
}
