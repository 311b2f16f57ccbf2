import { useMemo } from 'react'
import { useFavouriteIds, useRecentChanges } from '../../../db/queries/favourites'
import { useWatchWall } from '../../../db/queries/watch'
import { toggleFavourite, toggleWatch } from '../../../streams/matches/match-actions'
import { LiveMatchRow } from './live-match-row'

/** Stable across renders (module scope), so memoized rows are not re-rendered for a new callback. */
export const onToggleFavourite = (matchId: string): void => void toggleFavourite(matchId)
export const onTogglePin = (matchId: string): void => void toggleWatch(matchId)

/**
 * What every match list needs: its rows (each watching its match), stars and flashes, and the watch wall's
 * pins (one query each).
 */
export function useFavouriteMarks() {
  const favourites = useFavouriteIds()
  const changes = useRecentChanges()
  const wall = useWatchWall()
  const pinned = useMemo(() => new Set(wall ?? []), [wall])
  return { favourites, changes, onToggleFavourite, pinned, onTogglePin, Row: LiveMatchRow }
}
