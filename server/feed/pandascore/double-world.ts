import type { MatchDetail } from '../../../protocol/match-detail'
import { isAscii, numericId, simulatorSchedule } from '../doubles'
import type { CalendarEntry } from '../provider'
import { type DoubleMatch, sampleMatch } from './double'
import { sampleCsFrame, sampleDotaFrame, sampleLolFrame } from './live-samples'
import { PANDA_GAMES } from './wire'

/** The games PandaScore's real-time plans serve live: League of Legends, Counter-Strike, Dota 2. */
const LIVE_GAMES = new Set([1, 2, 4])
const LOL_POSITIONS = ['top', 'jun', 'mid', 'adc', 'sup'] as const

/**
 * The provider double's world for `npm run provider-double`: the built-in simulator's calendar and match
 * scripts, told as PandaScore would tell them. Teams and leagues carry their English names and acronyms with
 * PandaScore-style numeric ids, so the portal's adapter merges them with the catalogue as it would real
 * ones. Matches start, win games, get corrected (where a script retracts) and finish as the clock moves.
 */
export function simulatedWorld(options: { seed?: string; speed?: number; imageBase?: string } = {}) {
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
    /** The frame of each match under way in a live game, as the live WebSocket API would send it at `now`. */
    framesAt: (now: number): Array<{ matchId: number; frame: object }> =>
      schedule.entries(now).flatMap((entry) => {
        const frame = LIVE_GAMES.has(entry.gameId) ? frameAt(entry, now) : null
        return frame ? [{ matchId: numericId(`match:${entry.id}`), frame }] : []
      }),
  }

  /** The simulator's state of a running game told as a frame: its kills, gold and objectives, or its rounds. */
  function frameAt(entry: CalendarEntry, now: number): object | null {
    const played = schedule.played(entry, now)
    const last = played.at(-1)
    if (last?.state.status !== 'live' || !['inGame', 'round', 'halfTime', 'overtime'].includes(last.state.phase))
      return null
    const detail = played.findLast((event) => event.detail)?.detail as MatchDetail | undefined
    const matchId = numericId(`match:${entry.id}`)
    const gameId = matchId * 10 + last.state.period
    const line = last.state.periods.find((period) => period.index === last.state.period) ?? { home: 0, guest: 0 }
    const home = team(entry.homeTeamId)
    const guest = team(entry.guestTeamId)
    if (detail?.kind === 'moba') {
      const game = detail.games.find((g) => g.index === last.state.period)
      const side = (which: 'home' | 'guest') => {
        const stats = game?.stats[which]
        const picks = game?.draft[which].picks ?? []
        return {
          team: which === 'home' ? home : guest,
          kills: line[which],
          gold: Math.round((stats?.gold ?? 0) * 1000),
          towers: stats?.towers ?? 0,
          drakes: stats?.dragons ?? 0,
          nashors: stats?.barons ?? 0,
          players: Object.fromEntries(
            detail.lineups[which].starters
              .slice(0, 5)
              .map((player, i) => [LOL_POSITIONS[i], { name: player.name, champion: picks[i] ?? '' }]),
          ),
        }
      }
      return entry.gameId === 4
        ? sampleDotaFrame({
            matchId,
            gameId,
            clock: last.state.clock,
            radiant: { team: home, kills: line.home },
            dire: { team: guest, kills: line.guest },
          })
        : sampleLolFrame({ matchId, gameId, clock: last.state.clock, blue: side('home'), red: side('guest') })
    }
    if (detail?.kind === 'fps') {
      const map = detail.maps.find((m) => m.index === last.state.period)
      const round = line.home + line.guest + 1
      const homeOnCt = (map?.startsCt ?? 'home') === 'home' ? round <= 12 : round > 12
      const sideOf = (which: 'home' | 'guest') => ({
        team: which === 'home' ? home : guest,
        rounds: line[which],
        players: detail.lineups[which].starters.map((player) => player.name),
      })
      return sampleCsFrame({
        matchId,
        gameId,
        map: map?.map ?? 'Mirage',
        round,
        counterTerrorists: sideOf(homeOnCt ? 'home' : 'guest'),
        terrorists: sideOf(homeOnCt ? 'guest' : 'home'),
      })
    }
    return null
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
      live: LIVE_GAMES.has(entry.gameId),
      ...(options.imageBase ? { imageBase: options.imageBase } : {}),
      ...(status === 'finished' && last ? { endedAt: last.at } : {}),
    })
  }
}
