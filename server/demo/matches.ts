import { and, asc, desc, eq, gte, lte } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { LIMITS } from '../../protocol/constants'
import { gameById } from '../../protocol/games'
import { LIVE_LIMITS } from '../../protocol/live'
import { GAME_NAMES } from '../../protocol/messages'
import type { Database } from '../db/client'
import { matches, teams } from '../matches/tables'
import type { DemoAnchor } from './cast'
import type { ScoreboardMatch } from './scoreboard'

// Which match a demo room covers: one of its anchor's game in progress, else one about to start; a room keeps
// its match until it ends, and its game always (a room declared for LoL never shows basketball).

/** A match a room may cover, with what its scoreboard shows. */
export type MatchCandidate = ScoreboardMatch & { id: string; status: 'live' | 'notStarted' }

/**
 * A match "in progress" that started longer ago than this is a leftover, not a match to watch: the feed
 * replays past days when it starts, and their matches are briefly in progress while it catches up.
 */
const STALE_LIVE_MS = 12 * 60 * 60 * 1000
/** Enough for every game even when the load provider keeps a thousand matches live. */
const LIVE_ROWS = 300
const UPCOMING_ROWS = 50

/** Matches a room may link now (§5: in progress, or starting within the hour), with their teams' names. */
export async function matchCandidates(db: Database, now: number): Promise<MatchCandidate[]> {
  const home = alias(teams, 'home_team')
  const guest = alias(teams, 'guest_team')
  const select = () =>
    db
      .select({
        id: matches.id,
        gameId: matches.gameId,
        status: matches.status,
        startTime: matches.startTime,
        home: home.name,
        guest: guest.name,
        bestOf: matches.bestOf,
        phase: matches.phase,
        period: matches.period,
        clock: matches.clock,
        homeScore: matches.homeScore,
        guestScore: matches.guestScore,
      })
      .from(matches)
      .innerJoin(home, eq(home.id, matches.homeTeamId))
      .innerJoin(guest, eq(guest.id, matches.guestTeamId))
  const live = await select()
    .where(and(eq(matches.status, 'live'), gte(matches.startTime, now - STALE_LIVE_MS)))
    .orderBy(desc(matches.startTime))
    .limit(LIVE_ROWS)
  const upcoming = await select()
    .where(and(eq(matches.status, 'notStarted'), lte(matches.startTime, now + LIMITS.liveMatchWindowMs)))
    .orderBy(asc(matches.startTime))
    .limit(UPCOMING_ROWS)
  return [...live, ...upcoming].flatMap((row) => (row.status === 'closed' ? [] : [{ ...row, status: row.status }]))
}

/**
 * The match a room should cover, or null when nothing is in the window: always of the anchor's own game (a
 * LoL anchor's room never turns into a basketball room). In order: the room's own match while it is in
 * progress; a live match nobody else covers; a live match another demo room covers too; the room's own
 * match while it is about to start; an upcoming match. Among live matches the latest started wins (the most
 * of it is still to come); among upcoming ones the soonest.
 */
export function pickMatch(
  room: { matchId: string | null; homeGameId: number },
  candidates: readonly MatchCandidate[],
  takenByOthers: ReadonlySet<string>,
  now: number,
): MatchCandidate | null {
  const mine = candidates.filter((match) => match.gameId === room.homeGameId)
  const current = mine.find((match) => match.id === room.matchId)
  if (current?.status === 'live') return current
  const live = mine.filter((match) => match.status === 'live').sort((a, b) => b.startTime - a.startTime)
  const liveChoice = live.find((match) => !takenByOthers.has(match.id)) ?? live[0]
  if (liveChoice) return liveChoice
  const upcoming = mine
    .filter((match) => match.status === 'notStarted' && match.startTime <= now + LIMITS.liveMatchWindowMs)
    .sort((a, b) => a.startTime - b.startTime)
  if (current && upcoming.includes(current)) return current
  return upcoming[0] ?? null
}

/** The game's name as the demo's pictures and titles say it (zh_CN), '' for an unknown game. */
export function gameName(gameId: number): string {
  const game = gameById(gameId)
  return game ? GAME_NAMES[game.slug].message : ''
}

/** The room title for `match` (the anchor's template, or "home vs guest" when that is too long). */
export function titleFor(anchor: DemoAnchor, match: MatchCandidate | null, gameId: number): string {
  const cut = (text: string) => [...text].slice(0, LIVE_LIMITS.titleMax).join('')
  if (!match) return cut(`${gameName(gameId)}赛事闲聊`)
  const titled = anchor.titleTemplate.replace('{home}', match.home).replace('{guest}', match.guest)
  return [...titled].length <= LIVE_LIMITS.titleMax ? titled : cut(`${match.home} vs ${match.guest}`)
}
