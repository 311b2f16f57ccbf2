import { useLiveQuery } from 'dexie-react-hooks'
import { addDays, beijingDay } from '../../../protocol/calendar'
import { LIMITS } from '../../../protocol/constants'
import type { Match } from '../../../protocol/match'
import type { ScorecastDB } from '../database'
import { db } from '../instance'
import type {
  AnchorProfileRow,
  AnchorStandingRow,
  ApplicationRow,
  LiveSettingsRow,
  RevenueRow,
  RevenueTotalsRow,
} from '../live-rows'
import { compareForList } from '../match-row'

// The anchor centre's reads. Everything is the logged-in user's own: undefined while the cache is read,
// null when it does not hold it (not fetched yet, or nobody is logged in).

/** The logged-in user's standing as an anchor (/anchor/whether). */
export function useAnchorStanding(): AnchorStandingRow | null | undefined {
  return useLiveQuery(async () => (await db.anchorStanding.get('current')) ?? null, [])
}

/** The logged-in anchor's live settings, stream address and code, with the polled broadcast flags. */
export function useLiveSettings(): LiveSettingsRow | null | undefined {
  return useLiveQuery(async () => (await db.liveSettings.get('current')) ?? null, [])
}

/** An anchor's public profile as last fetched (the centre's preview reads the user's own). */
export function useAnchorProfile(uid: number | null): AnchorProfileRow | null | undefined {
  return useLiveQuery(async () => (uid === null ? null : ((await db.anchorProfiles.get(uid)) ?? null)), [uid])
}

/** The newest `days` days of revenue, oldest first (the server sends every day, zero-filled). */
export async function revenueOfLastDays(database: ScorecastDB, days: number): Promise<RevenueRow[]> {
  const newest = await database.revenue.orderBy('date').reverse().limit(days).toArray()
  return newest.reverse()
}

export function useRevenue(days: number): RevenueRow[] | undefined {
  return useLiveQuery(() => revenueOfLastDays(db, days), [days])
}

export function useRevenueTotals(): RevenueTotalsRow | null | undefined {
  return useLiveQuery(async () => (await db.revenueTotals.get('current')) ?? null, [])
}

/** Applications for an administrator: those under review first, then the newest. */
export function useApplications(): ApplicationRow[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.applications.toArray()
    const rank = (row: ApplicationRow) => (row.status === 'underReview' ? 0 : 1)
    return rows.sort((a, b) => rank(a) - rank(b) || b.appliedAt - a.appliedAt)
  }, [])
}

/**
 * §5/§9: a live room may be linked to a match in progress, or not started and due within the hour (a late
 * start still counts); postponed and cancelled ones never. The server applies the same rule.
 */
export function isLinkable(match: Match, now: number): boolean {
  if (match.phase === 'postponed' || match.phase === 'cancelled') return false
  if (match.status === 'live') return true
  return match.status === 'notStarted' && match.startTime <= now + LIMITS.liveMatchWindowMs
}

/**
 * The cached matches of `gameId` an anchor may link at `now`: live first, then by start time. Upcoming
 * ones are read by Beijing day (yesterday's late starters to the day an hour from now), live ones by status.
 */
export async function linkableMatches(database: ScorecastDB, gameId: number, now: number): Promise<Match[]> {
  const today = beijingDay(now)
  const days = new Set([addDays(today, -1), today, beijingDay(now + LIMITS.liveMatchWindowMs)])
  const [live, ofDays] = await Promise.all([
    database.matches.where('status').equals('live').toArray(),
    database.matches
      .where('[day+gameId]')
      .anyOf([...days].map((day) => [day, gameId]))
      .toArray(),
  ])
  const byId = new Map<string, Match>()
  for (const match of [...live, ...ofDays]) {
    if (match.gameId === gameId && isLinkable(match, now)) byId.set(match.id, match)
  }
  return [...byId.values()].sort(compareForList)
}

/**
 * The match picker's list; `now` should move (e.g. every minute) so matches enter the window as time
 * passes. Matches leave it by their status: a closed match is neither live nor upcoming.
 */
export function useLinkableMatches(gameId: number, now: number): Match[] | undefined {
  return useLiveQuery(() => linkableMatches(db, gameId, now), [gameId, now])
}

/** The linked match itself, wherever it is in the cache (it may have left the window since). */
export function useLinkedMatch(matchId: string | null): Match | null | undefined {
  return useLiveQuery(async () => (matchId === null ? null : ((await db.matches.get(matchId)) ?? null)), [matchId])
}
