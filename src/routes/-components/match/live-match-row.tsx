import { memo } from 'react'
import { useMatch } from '../../../db/queries/matches'
import type { MatchSlotProps } from '../../../ui/match/match-list'
import { MatchRow } from '../../../ui/match/match-row'
import { MatchRowPlaceholder } from '../../../ui/match/match-skeleton'

/**
 * A list row that watches its own match: a score event wakes this row's query alone (a read by key), so
 * with a thousand live matches listed, an event re-renders one row and never the list.
 */
export const LiveMatchRow = memo(function LiveMatchRow({ id, ...row }: MatchSlotProps) {
  const match = useMatch(id)
  if (!match) return <MatchRowPlaceholder />
  return <MatchRow match={match} {...row} />
})
