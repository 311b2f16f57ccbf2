import type { Incident } from '../../../protocol/match'
import { numericId, simulatorSchedule } from '../doubles'
import type { CalendarEntry } from '../provider'
import { type DoubleFixture, sampleFixture } from './double'
import { SEED_LEAGUES } from './mapping'

/**
 * The API-Football double's world for `npm run provider-double`: the simulator's football calendar and
 * scripts, told as API-Football would tell them (its league ids, club names without "FC", minutes, events
 * with VAR cancellations).
 */
export function simulatedFootball(options: { seed?: string; speed?: number } = {}) {
  const schedule = simulatorSchedule({ ...options, gameIds: [202], daysAhead: 6 })
  const leagueIds = new Map(Object.entries(SEED_LEAGUES).map(([id, local]) => [local, Number(id)]))
  const club = (id: string) => ({
    id: numericId(`team:${id}`),
    name: (schedule.teams.get(id)?.nameEn ?? id).replace(/\s+(A?FC|CF)$/, ''),
  })

  return {
    at: (now: number): DoubleFixture[] =>
      schedule
        .entries(now)
        .filter((entry) => leagueIds.has(entry.leagueId))
        .map((entry) => fixtureAt(entry, now)),
  }

  function fixtureAt(entry: CalendarEntry, now: number): DoubleFixture {
    const played = schedule.played(entry, now)
    const last = played.at(-1)?.state
    const events: NonNullable<Parameters<typeof sampleFixture>[0]['events']> = []
    for (const event of played) {
      if (event.retracts !== null) {
        const ruledOut = played[event.retracts - 1]?.incident
        if (ruledOut?.side)
          events.push({
            ...minuteOf(ruledOut),
            team: ruledOut.side === 'home' ? 'home' : 'away',
            type: 'Var',
            detail: 'Goal cancelled',
            player: ruledOut.detail ?? '',
          })
        continue
      }
      const fact = toEvent(event.incident)
      if (fact) events.push(fact)
    }
    const status = !last
      ? 'NS'
      : last.status === 'closed'
        ? last.periods.some((p) => p.index === 5)
          ? 'PEN'
          : last.periods.some((p) => p.index >= 3)
            ? 'AET'
            : 'FT'
        : ({ firstHalf: '1H', halfTime: 'HT', secondHalf: '2H', extraTime: 'ET', penalties: 'P' }[
            last.phase as string
          ] ?? 'LIVE')
    const first = last?.periods.find((p) => p.index === 1)
    const league = leagueIds.get(entry.leagueId) ?? 39
    // Lineups are announced some 40 minutes before kick-off (the simulator's, from its kick-off's detail).
    const detailAt = (at: number) => {
      const detail = schedule.played(entry, at).findLast((event) => event.detail)?.detail
      return detail?.kind === 'football' ? detail : null
    }
    const football = detailAt(now)
    const announced = now >= entry.startTime - 40 * 60_000 ? (football ?? detailAt(entry.startTime)) : null
    const lineup = (which: 'home' | 'guest') => {
      const side = announced?.lineups[which]
      const player = (p: { name: string; role: string }) => ({ name: p.name, pos: POSITIONS[p.role] ?? 'M' })
      return { startXI: (side?.starters ?? []).map(player), substitutes: (side?.bench ?? []).map(player) }
    }
    return sampleFixture({
      id: numericId(`fixture:${entry.id}`),
      league: { id: league, name: schedule.leagues.get(entry.leagueId)?.nameEn ?? entry.leagueId, country: null },
      home: club(entry.homeTeamId),
      away: club(entry.guestTeamId),
      kickOff: entry.startTime,
      status,
      elapsed: last ? (last.period >= 2 ? 45 : 0) + Math.floor(last.clock / 60) + (last.period >= 3 ? 45 : 0) : null,
      goals: last ? [last.homeScore, last.guestScore] : null,
      halftime: first && last && last.period >= 2 ? [first.home, first.guest] : null,
      events,
      ...(announced ? { lineups: { home: lineup('home'), away: lineup('guest') } } : {}),
      ...(football && last ? { corners: [football.stats.home.corners, football.stats.guest.corners] } : {}),
    })
  }
}

/** API-Football's positions of the simulator's roles. */
const POSITIONS: Record<string, 'G' | 'D' | 'M' | 'F'> = {
  goalkeeper: 'G',
  defender: 'D',
  midfielder: 'M',
  forward: 'F',
}

function minuteOf(incident: Incident): { minute: number; extra?: number } {
  const base = [0, 0, 45, 90, 105, 120][incident.period] ?? 0
  const length = incident.period <= 2 ? 45 : 15
  const minute = Math.floor(incident.clock / 60)
  return minute > length ? { minute: base + length, extra: minute - length } : { minute: base + minute }
}

function toEvent(incident: Incident | null) {
  if (!incident?.side) return null
  const team = incident.side === 'home' ? ('home' as const) : ('away' as const)
  const other = incident.side === 'home' ? ('away' as const) : ('home' as const)
  const at = incident.period === 5 ? { minute: 120, comments: 'Penalty Shootout' } : minuteOf(incident)
  const player = incident.detail ?? ''
  switch (incident.kind) {
    case 'goal':
      return { ...at, team, type: 'Goal' as const, detail: 'Normal Goal', player }
    case 'penaltyGoal':
      return { ...at, team, type: 'Goal' as const, detail: 'Penalty', player }
    case 'penaltyMissed':
      return { ...at, team, type: 'Goal' as const, detail: 'Missed Penalty', player }
    case 'ownGoal':
      // API-Football names the scorer's own team.
      return { ...at, team: other, type: 'Goal' as const, detail: 'Own Goal', player }
    case 'yellowCard':
      return { ...at, team, type: 'Card' as const, detail: 'Yellow Card', player }
    case 'redCard':
      return { ...at, team, type: 'Card' as const, detail: 'Red Card', player }
    case 'substitution': {
      const [incoming, leaving] = player.split(' ↔ ')
      return {
        ...at,
        team,
        type: 'subst' as const,
        detail: 'Substitution',
        player: leaving ?? player,
        assist: incoming ?? '',
      }
    }
    default:
      return null
  }
}
