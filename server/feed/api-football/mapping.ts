import {
  type Incident,
  type IncidentKind,
  type MatchLiveState,
  type PeriodScore,
  PROVIDER_MATCH_PREFIXES,
} from '../../../protocol/match'
import type { ExternalAdapter, ExternalIncident, ExternalMatch } from '../external-match'
import { footballChance, footballDetailOf } from './detail'
import type { Fixture, FixtureEvent } from './wire'

/**
 * How an API-Football fixture becomes a portal match (README "Real data providers" has the table):
 *
 * - `teams.home` / `teams.away` are home and guest; the seven default leagues map to the seed's by id;
 * - `fixture.status.short`: TBD/NS 未开始, PST postponed, 1H/HT/2H/ET/BT/P/LIVE/SUSP/INT in play (SUSP and INT
 *   keep the half the clock says), FT/AET/PEN/AWD/WO 完场, CANC/ABD closed as cancelled;
 * - `elapsed` (+ `extra`) gives the period (1st half, 2nd half, two halves of extra time, 5 for the
 *   shoot-out) and the clock inside it, the same for every event's `time`;
 * - `goals` is the score; `score.halftime` the first half, the rest of regulation the second, `extratime`
 *   the first half of extra time, `penalty` the shoot-out;
 * - events: Goal (Normal Goal, Own Goal, Penalty, Missed Penalty; shoot-out kicks by their comment), Card
 *   (yellow; red and second yellow as red), subst (in ↔ out); a Var "Goal cancelled" removes the goal it
 *   ruled out, so an answer that still lists both tells the goal as retracted.
 *
 * Own goals: API-Football names the team of the player who scored it; the portal credits the other side.
 * Where the fixture's goals only add up the other way, that way is taken.
 */

const PREFIX = PROVIDER_MATCH_PREFIXES['api-football']
export const matchIdOf = (fixtureId: number | string) => `${PREFIX}${fixtureId}`

/** API-Football's league ids of the seed's football leagues. */
export const SEED_LEAGUES: Record<number, string> = {
  39: 'soccer-league-en1',
  140: 'soccer-league-es1',
  135: 'soccer-league-it1',
  78: 'soccer-league-de1',
  61: 'soccer-league-fr1',
  169: 'soccer-league-cn1',
  2: 'soccer-league-uefacl',
}

const NOT_STARTED = new Set(['TBD', 'NS'])
const FINISHED = new Set(['FT', 'AET', 'PEN', 'AWD', 'WO'])
const CANCELLED = new Set(['CANC', 'ABD'])

/** The portal's period and the seconds into it of a minute of play (`elapsed`, `extra` stoppage minutes). */
export function periodOf(elapsed: number, extra: number | null | undefined): { period: number; clock: number } {
  const stoppage = Math.max(0, extra ?? 0) * 60
  if (elapsed <= 45) return { period: 1, clock: elapsed * 60 + stoppage }
  if (elapsed <= 90) return { period: 2, clock: (elapsed - 45) * 60 + stoppage }
  if (elapsed <= 105) return { period: 3, clock: (elapsed - 90) * 60 + stoppage }
  return { period: 4, clock: Math.min(15, elapsed - 105) * 60 + stoppage }
}

export function mapFixture(fixture: Fixture, now: number): ExternalMatch | null {
  const start = fixture.fixture.timestamp ? fixture.fixture.timestamp * 1000 : Date.parse(fixture.fixture.date)
  if (!Number.isFinite(start)) return null
  const status = fixture.fixture.status
  const short = status.short.toUpperCase()
  const homeId = fixture.teams.home.id
  const goals = { home: fixture.goals.home ?? 0, guest: fixture.goals.away ?? 0 }
  const incidents = incidentsOf(fixture.events ?? [], homeId, goals)
  const clockAt = periodOf(status.elapsed ?? 0, status.extra)
  let state: MatchLiveState
  const base = { clock: 0, homeScore: goals.home, guestScore: goals.guest, winRate: null }
  if (NOT_STARTED.has(short) || short === 'PST')
    state = {
      ...base,
      status: 'notStarted',
      phase: short === 'PST' ? 'postponed' : 'scheduled',
      period: 0,
      homeScore: 0,
      guestScore: 0,
      periods: [],
    }
  else if (FINISHED.has(short) || CANCELLED.has(short)) {
    const periods = periodsOf(fixture, short === 'PEN' ? 5 : short === 'AET' ? 4 : 2)
    state = {
      ...base,
      status: 'closed',
      phase: CANCELLED.has(short) ? 'cancelled' : 'ended',
      period: CANCELLED.has(short) ? clockAt.period : (periods.at(-1)?.index ?? 2),
      periods,
    }
  } else {
    const live = liveOf(short, clockAt)
    state = { ...base, status: 'live', ...live, periods: periodsOf(fixture, live.period) }
    state.winRate = footballChance(state)
  }
  const detail = footballDetailOf(fixture, incidents)
  return {
    matchId: matchIdOf(fixture.fixture.id),
    gameId: 202,
    league: {
      externalId: String(fixture.league.id),
      gameId: 202,
      name: fixture.league.name,
      region: fixture.league.country ?? null,
      ...(SEED_LEAGUES[fixture.league.id] ? { hint: SEED_LEAGUES[fixture.league.id] } : {}),
    },
    home: team(fixture.teams.home),
    guest: team(fixture.teams.away),
    startTime: start,
    bestOf: 1,
    state,
    incidents,
    beganAt: fixture.fixture.periods?.first
      ? fixture.fixture.periods.first * 1000
      : state.status === 'notStarted'
        ? null
        : start,
    endedAt: state.status === 'closed' ? Math.min(now, start + 115 * 60_000) : null,
    ...(detail ? { detail } : {}),
  }
}

function team(side: Fixture['teams']['home']) {
  return {
    externalId: String(side.id),
    gameId: 202,
    name: side.name.trim(),
    acronym: null,
    country: null,
    imageUrl: side.logo ?? null,
  }
}

function liveOf(
  short: string,
  at: { period: number; clock: number },
): Pick<MatchLiveState, 'phase' | 'period' | 'clock'> {
  switch (short) {
    case 'HT':
      return { phase: 'halfTime', period: 1, clock: 45 * 60 }
    case '2H':
      return { phase: 'secondHalf', period: 2, clock: at.period === 2 ? at.clock : 0 }
    case 'ET':
      return { phase: 'extraTime', period: Math.max(3, at.period), clock: at.period >= 3 ? at.clock : 0 }
    case 'BT':
      return { phase: 'extraTime', period: 3, clock: 15 * 60 }
    case 'P':
      return { phase: 'penalties', period: 5, clock: 0 }
    case '1H':
      return { phase: 'firstHalf', period: 1, clock: at.period === 1 ? at.clock : 0 }
    default:
      // LIVE, SUSP, INT: in play where the clock says.
      return at.period === 1
        ? { phase: 'firstHalf', period: 1, clock: at.clock }
        : at.period === 2
          ? { phase: 'secondHalf', period: 2, clock: at.clock }
          : { phase: 'extraTime', period: at.period, clock: at.clock }
  }
}

/** Scores by period from `score` (as far as the match has gone), each period's own goals. */
function periodsOf(fixture: Fixture, upTo: number): PeriodScore[] {
  const score = fixture.score
  const goals = { home: fixture.goals.home ?? 0, guest: fixture.goals.away ?? 0 }
  const half = score?.halftime
  const first = half?.home !== null && half?.home !== undefined ? { home: half.home, guest: half.away ?? 0 } : goals
  const periods: PeriodScore[] = [{ index: 1, ...first }]
  if (upTo >= 2) {
    const full = score?.fulltime
    const regulation =
      full?.home !== null && full?.home !== undefined ? { home: full.home, guest: full.away ?? 0 } : goals
    periods.push({
      index: 2,
      home: Math.max(0, regulation.home - first.home),
      guest: Math.max(0, regulation.guest - first.guest),
    })
  }
  const extra = score?.extratime
  if (upTo >= 3 && extra?.home !== null && extra?.home !== undefined)
    periods.push({ index: 3, home: extra.home, guest: extra.away ?? 0 })
  const shootout = score?.penalty
  if (upTo >= 5 && shootout?.home !== null && shootout?.home !== undefined)
    periods.push({ index: 5, home: shootout.home, guest: shootout.away ?? 0 })
  return periods
}

function incidentsOf(
  events: FixtureEvent[],
  homeId: number,
  goals: { home: number; guest: number },
): ExternalIncident[] {
  const build = (ownGoalToOther: boolean) => {
    const out: ExternalIncident[] = []
    for (const event of events) {
      const teamSide = event.team.id === homeId ? 'home' : 'guest'
      const other = teamSide === 'home' ? 'guest' : 'home'
      const shootout = /shoot/i.test(event.comments ?? '')
      const at = shootout ? { period: 5, clock: 0 } : periodOf(event.time.elapsed, event.time.extra)
      const player = event.player.name?.trim() || null
      const detail = (event.detail ?? '').toLowerCase()
      const type = event.type.toLowerCase()
      let kind: IncidentKind | null = null
      let side: 'home' | 'guest' = teamSide
      let points = 0
      let text = player
      if (type === 'goal') {
        if (detail.includes('missed')) kind = 'penaltyMissed'
        else if (detail.includes('own')) {
          kind = 'ownGoal'
          side = ownGoalToOther ? other : teamSide
          points = 1
        } else {
          kind = detail.includes('penalty') || shootout ? 'penaltyGoal' : 'goal'
          points = 1
        }
      } else if (type === 'card')
        kind = detail.includes('yellow') && !detail.includes('second') ? 'yellowCard' : 'redCard'
      else if (type === 'subst') {
        kind = 'substitution'
        const incoming = event.assist?.name?.trim()
        text = incoming && player ? `${incoming} ↔ ${player}` : (incoming ?? player)
      } else if (type === 'var' && detail.includes('goal cancelled')) {
        // Rules out the last goal of that team at or before this minute.
        for (let i = out.length - 1; i >= 0; i--) {
          const told = out[i]?.incident
          if (told && (told.kind === 'goal' || told.kind === 'penaltyGoal') && told.side === teamSide) {
            out.splice(i, 1)
            break
          }
        }
        continue
      }
      if (!kind) continue
      const incident: Incident = { kind, side, period: at.period, clock: at.clock, points, detail: text }
      out.push({ key: API_FOOTBALL.keyOf(incident), at: null, incident })
    }
    return out
  }
  const credited = build(true)
  const sum = (list: ExternalIncident[], side: 'home' | 'guest') =>
    list.filter((e) => e.incident.side === side && e.incident.period < 5).reduce((n, e) => n + e.incident.points, 0)
  if (sum(credited, 'home') === goals.home && sum(credited, 'guest') === goals.guest) return credited
  const other = build(false)
  if (sum(other, 'home') === goals.home && sum(other, 'guest') === goals.guest) return other
  return credited
}

/**
 * An incident is the same while its kind, side, minute and player are: a player's name corrected, or a goal
 * moved to another minute, is told again (the old one retracted).
 */
export const API_FOOTBALL: ExternalAdapter = {
  provider: 'api-football',
  keyOf: (incident) => `${incident.kind}:${incident.side}:${incident.period}:${incident.clock}:${incident.detail}`,
  firstPhase: () => 'firstHalf',
  countsToScore: (incident) => incident.period < 5,
}
