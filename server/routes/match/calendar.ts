import { addDays } from '../../../protocol/calendar'
import { GAMES } from '../../../protocol/games'
import type { Database } from '../../db/client'
import { countByGameAndStatus, countMatches, listMatches, type MatchQuery, type Order } from '../../matches/query'
import type { Handler } from '../handler'
import { checkedDay, dayBounds, filtersOf, today } from './filters'

export const seriesCount: Handler<'seriesCount'> = async (input, { db }) => {
  const day = checkedDay(input.day ?? today())
  const gameIds = input.gameId === undefined ? GAMES.map((g) => g.gameId) : [input.gameId]
  const [rows, liveNow] = await Promise.all([
    countByGameAndStatus(db, { gameIds, ...dayBounds(day, day) }),
    countMatches(db, { gameIds, statuses: ['live'] }),
  ])
  const games = gameIds.map((gameId) => {
    const of = (status: string) => rows.find((r) => r.gameId === gameId && r.status === status)?.n ?? 0
    const entry = { gameId, notStarted: of('notStarted'), live: of('live'), closed: of('closed') }
    return { ...entry, total: entry.notStarted + entry.live + entry.closed }
  })
  return { day, liveNow, games }
}

/** Each of `days`, each with its first `perDay` matches of `query` and their count. */
async function sevenDays(db: Database, days: string[], query: MatchQuery, perDay: number, order: Order) {
  return Promise.all(
    days.map(async (day) => {
      const ofDay = { ...query, ...dayBounds(day, day) }
      const [list, total] = await Promise.all([listMatches(db, ofDay, perDay, order), countMatches(db, ofDay)])
      return { day, total, list }
    }),
  )
}

export const sevenDayMatch: Handler<'sevenDayMatch'> = async (input, { db }) => {
  const first = checkedDay(input.day ?? today())
  const days = Array.from({ length: input.days }, (_, i) => addDays(first, i))
  return sevenDays(db, days, await filtersOf(db, input), input.perDay, 'asc')
}

export const sevenDayResults: Handler<'sevenDayResults'> = async (input, { db }) => {
  const last = checkedDay(input.day ?? today())
  const days = Array.from({ length: input.days }, (_, i) => addDays(last, -i))
  const query: MatchQuery = { ...(await filtersOf(db, input)), statuses: ['closed'] }
  return sevenDays(db, days, query, input.perDay, 'desc')
}
