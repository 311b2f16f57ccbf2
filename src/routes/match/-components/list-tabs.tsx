import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { addDays } from '../../../../protocol/calendar'
import type { Match } from '../../../../protocol/match'
import { useFavourites } from '../../../db/queries/favourites'
import { useResults, useScheduleMatches } from '../../../db/queries/schedule'
import { useConnectionState } from '../../../streams/core/connection-state'
import type { Interest } from '../../../streams/core/interest'
import { useFavouritesInterest, useRangeInterest } from '../../../streams/matches/match-interest'
import { isShowingCache } from '../../../ui/layout/connection-view'
import { MatchBoard } from '../../../ui/match/match-board'
import type { MatchEntry } from '../../../ui/match/match-order'
import { useFavouriteMarks } from '../../-components/match/use-favourite-marks'

export type TabProps = { gameId: number | undefined; leagueId: string | undefined; today: string }

/** How far the schedule looks ahead and the results look back (the feed plays 7 days ahead). */
const SCHEDULE_DAYS = 7
const RESULT_DAYS = 7

/** Not started and live matches from today on, grouped by day. */
export function ScheduleTab({ gameId, leagueId, today }: TabProps) {
  const range = { gameId, leagueId, fromDay: today, toDay: addDays(today, SCHEDULE_DAYS - 1) }
  const interest = useRangeInterest({ kind: 'schedule', ...range })
  const matches = useScheduleMatches(range)
  return <DayList matches={matches} interest={interest} showGame={gameId === undefined} />
}

/** Finished matches of the last week, newest first, grouped by day. */
export function ResultsTab({ gameId, leagueId, today }: TabProps) {
  const range = { gameId, leagueId, fromDay: addDays(today, -(RESULT_DAYS - 1)), toDay: today }
  const interest = useRangeInterest({ kind: 'results', ...range })
  const matches = useResults(range)
  return <DayList matches={matches} interest={interest} showGame={gameId === undefined} />
}

/** The matches the user follows (kept on this device; synced to the account when logged in). */
export function FavouritesTab({ gameId, leagueId }: TabProps) {
  const { t } = useLingui()
  const interest = useFavouritesInterest()
  const favourites = useFavourites()
  const matches = useMemo(
    () =>
      favourites
        ?.map((f) => f.match)
        .filter((m): m is Match => m !== null)
        .filter(
          (m) => (gameId === undefined || m.gameId === gameId) && (leagueId === undefined || m.leagueId === leagueId),
        ),
    [favourites, gameId, leagueId],
  )
  return (
    <DayList
      matches={matches}
      interest={interest}
      showGame={gameId === undefined}
      emptyText={t`还没有关注的比赛。点击比赛前的星标即可关注。`}
    />
  )
}

type DayListProps = {
  matches: readonly MatchEntry[] | undefined
  interest: Interest
  showGame: boolean
  emptyText?: string
}

/** A window-scrolled virtual list grouped under day headings, with the list states and favourite marks. */
export function DayList({ matches, interest, showGame, emptyText }: DayListProps) {
  const connection = useConnectionState()
  const marks = useFavouriteMarks()
  return (
    <MatchBoard
      matches={matches}
      load={interest.status}
      showingCache={isShowingCache(connection)}
      onRetry={interest.retry}
      group="day"
      order="given"
      showGame={showGame}
      emptyText={emptyText}
      {...marks}
    />
  )
}
