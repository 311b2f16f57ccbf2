import { useLiveMatches, useMatchesOfDay } from '../../../db/queries/matches'
import { useConnectionState } from '../../../streams/core/connection-state'
import type { LoadStatus } from '../../../streams/core/interest'
import { isShowingCache } from '../../../ui/layout/connection-view'
import { MatchBoard } from '../../../ui/match/match-board'
import type { useFavouriteMarks } from '../match/use-favourite-marks'

/** A home day section scrolls inside a box of about eight rows, so every section stays within reach. */
export const SECTION_HEIGHT = 8 * 52

type Props = ReturnType<typeof useFavouriteMarks> & {
  gameId: number | undefined
  load: LoadStatus
  onRetry: () => void
}

/** One Beijing day's matches (yesterday, today or tomorrow), kept live by the home's interest. */
export function DaySection({ day, ...props }: Props & { day: string }) {
  const matches = useMatchesOfDay(day, props.gameId)
  return <Board matches={matches} {...props} />
}

/** Matches in progress. */
export function LiveSection(props: Props) {
  const matches = useLiveMatches(props.gameId)
  return <Board matches={matches} {...props} />
}

function Board({
  matches,
  gameId,
  load,
  onRetry,
  favourites,
  changes,
  onToggleFavourite,
  pinned,
  onTogglePin,
  Row,
}: Props & { matches: ReturnType<typeof useLiveMatches> }) {
  const connection = useConnectionState()
  return (
    <MatchBoard
      matches={matches}
      load={load}
      showingCache={isShowingCache(connection)}
      onRetry={onRetry}
      group="none"
      showGame={gameId === undefined}
      height={SECTION_HEIGHT}
      compact
      favourites={favourites}
      changes={changes}
      onToggleFavourite={onToggleFavourite}
      pinned={pinned}
      onTogglePin={onTogglePin}
      Row={Row}
    />
  )
}
