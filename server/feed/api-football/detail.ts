import type { MatchLiveState } from '../../../protocol/match'
import type { FootballDetail, FootballStats, Lineup } from '../../../protocol/match-detail'
import { footballWinChance } from '../builtin/win-chance'
import type { ExternalIncident } from '../external-match'
import type { Fixture } from './wire'

/**
 * What a fixture asked by `ids` adds to its score (mapping.ts), README "Real data providers":
 *
 * - the detail: lineups (`startXI`, `substitutes`; positions G/D/M/F as the portal's roles), the stats
 *   (corners from `statistics`; cards and substitutions counted from the events, so the stats and the
 *   timeline always agree), the shoot-out's kicks, and whether it is a knockout (a cup round's name);
 * - a win chance from the portal's football model with no opinion of the teams — league-average scoring
 *   rates with the home side's usual edge, the lead and the time left.
 *
 * A fixture listed without them (the schedule's lists carry no events, lineups or statistics) adds nothing,
 * and what was told stays.
 */

const ROLES: Record<string, string> = { G: 'goalkeeper', D: 'defender', M: 'midfielder', F: 'forward' }
/** Goals per 90 minutes of the average home and away side in Europe's top leagues. */
const HOME_RATE = 1.45
const AWAY_RATE = 1.15
const KNOCKOUT = /round of|final|play-?offs?|knockout|1\/\d+/i

export function footballDetailOf(fixture: Fixture, incidents: ExternalIncident[]): FootballDetail | null {
  if (!fixture.lineups && !fixture.statistics && !fixture.events) return null
  const homeId = fixture.teams.home.id
  const lineupOf = (teamId: number): Lineup => {
    const lineup = fixture.lineups?.find((entry) => entry.team.id === teamId)
    const players = (list: NonNullable<typeof lineup>['startXI']) =>
      list.map(({ player }) => ({ name: player.name, role: ROLES[player.pos ?? ''] ?? 'player' }))
    return { starters: players(lineup?.startXI ?? []), bench: players(lineup?.substitutes ?? []) }
  }
  const statsOf = (teamId: number, side: 'home' | 'guest'): FootballStats => {
    const count = (kinds: string[]) =>
      incidents.filter((entry) => entry.incident.side === side && kinds.includes(entry.incident.kind)).length
    const corners = fixture.statistics
      ?.find((entry) => entry.team.id === teamId)
      ?.statistics.find((entry) => entry.type === 'Corner Kicks')?.value
    return {
      corners: typeof corners === 'number' ? Math.max(0, Math.round(corners)) : 0,
      yellowCards: count(['yellowCard']),
      redCards: count(['redCard']),
      substitutions: count(['substitution']),
    }
  }
  return {
    kind: 'football',
    knockout: KNOCKOUT.test(fixture.league.round ?? ''),
    lineups: { home: lineupOf(homeId), guest: lineupOf(fixture.teams.away.id) },
    stats: { home: statsOf(homeId, 'home'), guest: statsOf(fixture.teams.away.id, 'guest') },
    addedTime: [],
    penalties: incidents
      .filter((entry) => entry.incident.period === 5 && entry.incident.side)
      .map(({ incident }) => ({
        side: incident.side === 'home' ? ('home' as const) : ('guest' as const),
        player: incident.detail ?? '',
        scored: incident.kind !== 'penaltyMissed',
      })),
  }
}

/** Home's chance in percent while the match is in regulation or extra time (else the state's own). */
export function footballChance(state: MatchLiveState): number | null {
  if (state.status !== 'live') return state.winRate
  if (state.period >= 5) return 50
  const minute =
    state.period === 1 ? state.clock / 60 : state.period === 2 ? 45 + state.clock / 60 : 90 + state.clock / 60
  const regulationLeft = Math.max(0, (90 - minute) / 90)
  // In extra time a level match goes to penalties (near a coin toss) and a lead has 30 minutes at most to hold.
  const left = state.period >= 3 ? Math.max(0, (120 - minute) / 90) : regulationLeft
  const chance = footballWinChance({
    lead: state.homeScore - state.guestScore,
    left,
    homeGoals: HOME_RATE,
    guestGoals: AWAY_RATE,
  })
  return Math.round(chance * 1000) / 10
}
