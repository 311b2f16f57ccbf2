import { type MatchLiveState, type PeriodScore, PROVIDER_MATCH_PREFIXES } from '../../../protocol/match'
import { basketballWinChance } from '../builtin/win-chance'
import type { ExternalAdapter, ExternalMatch } from '../external-match'
import type { Game } from './wire'

/**
 * How an API-Basketball game becomes a portal match (README "Real data providers"):
 *
 * - `teams.home` / `teams.away` are home and guest; the NBA (league 12) is the seed's NBA;
 * - `status.short`: NS 未开始, POST postponed, Q1–Q4 a quarter, OT overtime, BT a break between quarters,
 *   HT half time, FT/AOT/AWD 完场, CANC/ABD cancelled, SUSP in play where it stopped; `timer` is the minutes
 *   played in the quarter;
 * - `scores.*.quarter_n` are the periods (overtime one more), `total` the score.
 *
 * API-Basketball gives no play-by-play: the timeline stays empty (the page says so) and the score moves as a
 * score event per poll. While a game is in play its win chance is the portal's basketball model with no
 * opinion of the teams: the lead, the minutes left (12-minute quarters, 5-minute overtimes) and the usual
 * home-court edge.
 */

export const matchIdOf = (gameId: number | string) => `${PROVIDER_MATCH_PREFIXES['api-basketball']}${gameId}`

/** API-Basketball's league ids of the seed's leagues. */
export const SEED_BASKETBALL_LEAGUES: Record<number, string> = { 12: 'basketball-league-nba' }

const QUARTER_SECONDS = 12 * 60

/** The home court's usual edge over a whole game, in points. */
const HOME_EDGE = 2.5

/** Home's chance in percent of a game in play, from the lead and the minutes left. */
export function basketballChance(state: MatchLiveState): number {
  const overtime = state.period >= 5
  const played = state.clock / 60
  const minutesLeft = overtime ? Math.max(0, 5 - played) : Math.max(0, (4 - state.period) * 12 + (12 - played))
  const chance = basketballWinChance({
    lead: state.homeScore - state.guestScore,
    minutesLeft,
    gameMinutes: overtime ? 5 : 48,
    edge: overtime ? HOME_EDGE * (5 / 48) : HOME_EDGE,
    overtimeMinutes: 5,
  })
  return Math.round(chance * 1000) / 10
}

export function mapGame(game: Game, now: number): ExternalMatch | null {
  const start = game.timestamp ? game.timestamp * 1000 : Date.parse(game.date)
  if (!Number.isFinite(start)) return null
  const short = game.status.short.toUpperCase()
  const home = game.scores.home
  const away = game.scores.away
  const periods: PeriodScore[] = []
  const quarters = [
    [home.quarter_1, away.quarter_1],
    [home.quarter_2, away.quarter_2],
    [home.quarter_3, away.quarter_3],
    [home.quarter_4, away.quarter_4],
    [home.over_time, away.over_time],
  ] as const
  quarters.forEach(([h, a], i) => {
    if ((h ?? null) !== null || (a ?? null) !== null) periods.push({ index: i + 1, home: h ?? 0, guest: a ?? 0 })
  })
  const total = {
    home: home.total ?? periods.reduce((n, p) => n + p.home, 0),
    guest: away.total ?? periods.reduce((n, p) => n + p.guest, 0),
  }
  const minutes = Number.parseInt(String(game.status.timer ?? ''), 10)
  const clock = Number.isFinite(minutes) ? Math.min(QUARTER_SECONDS, Math.max(0, minutes * 60)) : 0
  const current = Math.max(1, periods.length)
  const base = { homeScore: total.home, guestScore: total.guest, periods, winRate: null }
  let state: MatchLiveState
  if (short === 'NS' || short === 'POST' || short === 'TBD')
    state = {
      ...base,
      status: 'notStarted',
      phase: short === 'POST' ? 'postponed' : 'scheduled',
      period: 0,
      clock: 0,
      homeScore: 0,
      guestScore: 0,
      periods: [],
    }
  else if (['FT', 'AOT', 'AWD', 'CANC', 'ABD'].includes(short))
    state = {
      ...base,
      status: 'closed',
      phase: short === 'CANC' || short === 'ABD' ? 'cancelled' : 'ended',
      period: current,
      clock: 0,
    }
  else {
    const quarterOf = /^Q([1-4])$/.exec(short)?.[1]
    const period = quarterOf ? Number(quarterOf) : short === 'OT' ? 5 : current
    const phase: MatchLiveState['phase'] =
      short === 'HT' ? 'halfTime' : short === 'OT' || period >= 5 ? 'overtime' : 'quarter'
    state = {
      ...base,
      status: 'live',
      phase,
      period: short === 'HT' ? 2 : period,
      clock: short === 'HT' || short === 'BT' ? QUARTER_SECONDS : clock,
    }
    state.winRate = basketballChance(state)
  }
  return {
    matchId: matchIdOf(game.id),
    gameId: 201,
    league: {
      externalId: String(game.league.id),
      gameId: 201,
      name: game.league.name,
      region: game.country?.name ?? null,
      ...(SEED_BASKETBALL_LEAGUES[game.league.id] ? { hint: SEED_BASKETBALL_LEAGUES[game.league.id] } : {}),
    },
    home: {
      externalId: String(game.teams.home.id),
      gameId: 201,
      name: game.teams.home.name.trim(),
      acronym: null,
      country: null,
      imageUrl: game.teams.home.logo ?? null,
    },
    guest: {
      externalId: String(game.teams.away.id),
      gameId: 201,
      name: game.teams.away.name.trim(),
      acronym: null,
      country: null,
      imageUrl: game.teams.away.logo ?? null,
    },
    startTime: start,
    bestOf: 1,
    state,
    incidents: [],
    beganAt: state.status === 'notStarted' ? null : start,
    endedAt: state.status === 'closed' ? Math.min(now, start + 150 * 60_000) : null,
  }
}

export const API_BASKETBALL: ExternalAdapter = {
  provider: 'api-basketball',
  keyOf: (incident) => `${incident.kind}:${incident.side}:${incident.period}:${incident.clock}`,
  firstPhase: () => 'quarter',
}
