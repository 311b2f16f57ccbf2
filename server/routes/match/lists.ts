import { LIMITS } from '../../../protocol/constants'
import { hottestLive, listMatches, pageOfMatches } from '../../matches/query'
import type { Handler } from '../handler'
import { checkedDay, dayBounds, filtersOf } from './filters'

export const pcMatches: Handler<'pcMatches'> = async (input, { db }) => {
  const filters = await filtersOf(db, input)
  const day = checkedDay(input.day)
  return pageOfMatches(
    db,
    { ...filters, ...dayBounds(day, day), ...(input.status && { statuses: [input.status] }) },
    input,
  )
}

export const liveMatches: Handler<'liveMatches'> = async (input, { db }) =>
  listMatches(db, { ...(await filtersOf(db, input)), statuses: ['live'] }, LIMITS.liveListMax)

export const pastMatches: Handler<'pastMatches'> = async (input, { db }) => {
  const filters = await filtersOf(db, input)
  const bounds = input.day === undefined ? {} : dayBounds(input.day, input.day)
  return pageOfMatches(db, { ...filters, ...bounds, statuses: ['closed'] }, input, 'desc')
}

export const upcomingMatches: Handler<'upcomingMatches'> = async (input, { db }) => {
  const filters = await filtersOf(db, input)
  const query = { ...filters, statuses: ['notStarted'] as const, excludePhases: ['postponed', 'cancelled'] as const }
  return pageOfMatches(db, query, input)
}

export const matchesByCondition: Handler<'matchesByCondition'> = async (input, { db }) => {
  const filters = await filtersOf(db, input)
  const query = { ...filters, ...dayBounds(input.startDay, input.endDay), statuses: input.status }
  return pageOfMatches(db, query, input, input.order)
}

/** §9 live match window: in progress, or not started and due within the hour (anchors pick from these). */
export const livingFuture: Handler<'livingFuture'> = async (input, { db }) => {
  const filters = await filtersOf(db, input)
  const soon = { status: 'notStarted' as const, before: Date.now() + LIMITS.liveMatchWindowMs }
  const list = await listMatches(
    db,
    { ...filters, statuses: ['live'], orStartingBefore: soon, excludePhases: ['postponed', 'cancelled'] },
    LIMITS.liveListMax,
  )
  // Live first, then the ones about to start; each part stays in start order.
  return [...list.filter((m) => m.status === 'live'), ...list.filter((m) => m.status !== 'live')]
}

export const hotLive: Handler<'hotLive'> = async (input, { db }) =>
  hottestLive(db, input.gameId === undefined ? undefined : [input.gameId], input.limit)
