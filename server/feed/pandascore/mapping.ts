import { gameById } from '../../../protocol/games'
import { type Incident, type MatchLiveState, PROVIDER_MATCH_PREFIXES } from '../../../protocol/match'
import type { ExternalAdapter, ExternalIncident, ExternalMatch } from '../external-match'
import type { ExternalTeam } from '../refs'
import { withFrames } from './frames'
import type { GameMemory } from './live'
import { gameOfSlug, type PandaMatch } from './wire'

/**
 * How a PandaScore match becomes a portal match (README "Real data providers" has the table):
 *
 * - its two opponents are home and guest, in PandaScore's order; a match whose opponents are not yet known
 *   (a bracket slot "TBD") waits until they are;
 * - `number_of_games` is the best-of (`first_to` n plays at most 2n − 1);
 * - `results` are the series score (maps or games won); each finished game with a winner is a "game won" (a
 *   map won in CS) incident in its position's period, at the game's end;
 * - `not_started` is 未开始, `postponed` 未开始 marked postponed, `running` 进行中 (in a game while one runs,
 *   else between games), `finished` 完场 (forfeits and draws included, with PandaScore's results) and
 *   `canceled` closed as cancelled;
 * - PandaScore's REST API gives no kills or rounds per game and no live win chance: without the live
 *   WebSocket API (live.ts, frames.ts) periods stay empty and the win chance null, and pages say so rather
 *   than inventing them.
 */
export const matchIdOf = (externalId: number | string) => `${PROVIDER_MATCH_PREFIXES.pandascore}${externalId}`

/** The portal's view of a PandaScore match, or null when it is not one the portal can show (see above). */
export function mapMatch(
  match: PandaMatch,
  now: number,
  frames?: ReadonlyMap<number, GameMemory>,
): ExternalMatch | null {
  const gameId = gameOfSlug(match.videogame.slug)
  const scheduled = parseTime(match.scheduled_at) ?? parseTime(match.begin_at)
  const teams = match.opponents.filter((entry) => entry.type === 'Team').map((entry) => entry.opponent)
  const [home, guest] = teams
  if (gameId === undefined || scheduled === null || teams.length !== 2 || !home || !guest) return null
  const kind = gameById(gameId)?.kind ?? 'moba'
  const scoreOf = (teamId: number) => match.results.find((result) => result.team_id === teamId)?.score ?? 0
  const sideOf = (teamId: number | null | undefined) =>
    teamId === home.id ? 'home' : teamId === guest.id ? 'guest' : null
  const incidents: ExternalIncident[] = []
  for (const game of [...match.games].sort((a, b) => a.position - b.position)) {
    const side = game.status === 'finished' ? sideOf(game.winner?.id) : null
    if (!side) continue
    const incident: Incident = {
      kind: kind === 'fps' ? 'mapWon' : 'gameWon',
      side,
      period: game.position,
      clock: game.length ?? 0,
      points: 1,
      detail: null,
    }
    incidents.push({ key: PANDASCORE.keyOf(incident), at: parseTime(game.end_at), incident })
  }
  const running = match.games.find((game) => game.status === 'running')
  const played = match.games.filter((game) => game.status === 'finished').length
  const bestOf = Math.max(
    1,
    match.match_type === 'first_to' ? 2 * match.number_of_games - 1 : match.number_of_games || 1,
  )
  const base = { clock: 0, homeScore: scoreOf(home.id), guestScore: scoreOf(guest.id), periods: [], winRate: null }
  let state: MatchLiveState
  switch (match.status) {
    case 'not_started':
    case 'postponed':
      state = {
        ...base,
        status: 'notStarted',
        phase: match.status === 'postponed' ? 'postponed' : 'scheduled',
        period: 0,
        homeScore: 0,
        guestScore: 0,
      }
      break
    case 'running': {
      const gameStart = parseTime(running?.begin_at)
      state = {
        ...base,
        status: 'live',
        phase: running ? (kind === 'fps' ? 'round' : 'inGame') : 'betweenGames',
        period: running ? running.position : Math.max(1, played),
        clock: running && gameStart !== null ? Math.max(0, Math.floor((now - gameStart) / 1000)) : 0,
      }
      break
    }
    case 'finished':
    case 'canceled':
      state = {
        ...base,
        status: 'closed',
        phase: match.status === 'canceled' ? 'cancelled' : 'ended',
        period: Math.max(played, match.status === 'finished' ? 1 : 0),
      }
      break
  }
  // A running match PandaScore serves live: its frames (live.ts) add kills or rounds, a win chance and the detail.
  const live = frames && state.status === 'live' ? withFrames(state, match, home.id, gameId, bestOf, frames) : null
  if (live) state = live.state
  return {
    matchId: matchIdOf(match.id),
    gameId,
    league: {
      externalId: String(match.league.id),
      gameId,
      name: match.league.name,
      region: match.tournament?.region ?? null,
    },
    home: teamOf(home, gameId),
    guest: teamOf(guest, gameId),
    startTime: scheduled,
    bestOf,
    state,
    incidents,
    beganAt: parseTime(match.begin_at),
    endedAt: parseTime(match.end_at),
    ...(live?.detail ? { detail: live.detail } : {}),
  }
}

function teamOf(team: PandaMatch['opponents'][number]['opponent'], gameId: number): ExternalTeam {
  return {
    externalId: String(team.id),
    gameId,
    name: team.name.trim(),
    acronym: team.acronym?.trim() || null,
    country: team.location ?? null,
    imageUrl: team.image_url ?? null,
  }
}

function parseTime(value: string | null | undefined): number | null {
  if (!value) return null
  const ms = Date.parse(value)
  return Number.isNaN(ms) ? null : ms
}

/**
 * A game is the same game while its position and winner are: PandaScore filling in a game's length later is
 * not a new game, a different winner is (the old one is retracted).
 */
export const PANDASCORE: ExternalAdapter = {
  provider: 'pandascore',
  keyOf: (incident) => `${incident.kind}:${incident.period}:${incident.side}`,
  firstPhase: (gameId) => (gameById(gameId)?.kind === 'fps' ? 'round' : 'inGame'),
}
