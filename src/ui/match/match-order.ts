import { beijingDay } from '../../../protocol/calendar'
import { GAMES } from '../../../protocol/games'
import type { Match } from '../../../protocol/match'

/** Live matches first, then those to come, then the finished ones; each by kick-off time. */
const STATUS_RANK: Record<Match['status'], number> = { live: 0, notStarted: 1, closed: 2 }
const GAME_RANK = new Map<number, number>(GAMES.map((game, index) => [game.gameId, index]))

/** What a list orders and groups its rows by (the row itself shows the rest of the match). */
export type MatchEntry = Pick<Match, 'id' | 'gameId' | 'status' | 'startTime'>

export function compareMatches(a: MatchEntry, b: MatchEntry): number {
  return (
    STATUS_RANK[a.status] - STATUS_RANK[b.status] ||
    a.startTime - b.startTime ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  )
}

export type MatchGroup = { gameId: number; count: number }

/**
 * The matches grouped by game in navigation order, each group in list order, flattened for a grouped
 * virtual list: `matches` holds every row and `groups` how many rows each game contributes.
 */
export function groupByGame<T extends MatchEntry>(matches: readonly T[]): { matches: T[]; groups: MatchGroup[] } {
  const byGame = new Map<number, T[]>()
  for (const match of matches) {
    const list = byGame.get(match.gameId)
    if (list) list.push(match)
    else byGame.set(match.gameId, [match])
  }
  const gameIds = [...byGame.keys()].sort((a, b) => (GAME_RANK.get(a) ?? 999) - (GAME_RANK.get(b) ?? 999) || a - b)
  const flat: T[] = []
  const groups: MatchGroup[] = []
  for (const gameId of gameIds) {
    const list = (byGame.get(gameId) ?? []).sort(compareMatches)
    flat.push(...list)
    groups.push({ gameId, count: list.length })
  }
  return { matches: flat, groups }
}

export function orderMatches<T extends MatchEntry>(matches: readonly T[]): T[] {
  return [...matches].sort(compareMatches)
}

/**
 * Consecutive runs of the same Beijing day in an already ordered list, for a grouped virtual list (the
 * rows stay in the order given: schedule oldest day first, results newest first).
 */
export function groupByDay(matches: readonly MatchEntry[]): { key: string; count: number }[] {
  const groups: { key: string; count: number }[] = []
  for (const match of matches) {
    const day = beijingDay(match.startTime)
    const last = groups.at(-1)
    if (last && last.key === day) last.count++
    else groups.push({ key: day, count: 1 })
  }
  return groups
}
