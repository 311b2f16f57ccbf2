import { useFavouriteIds, useRecentChanges } from '../../../db/queries/favourites'
import { toggleFavourite } from '../../../streams/matches/match-actions'
import { LiveMatchRow } from './live-match-row'

/** Stable across renders (module scope), so memoized rows are not re-rendered for a new callback. */
export const onToggleFavourite = (matchId: string): void => void toggleFavourite(matchId)

/** What every match list needs: its rows (each watching its match), stars and flashes (one query each). */
export function useFavouriteMarks() {
  const favourites = useFavouriteIds()
  const changes = useRecentChanges()
  return { favourites, changes, onToggleFavourite, Row: LiveMatchRow }
}
