import { Fragment, type ReactNode } from 'react'
import { beijingDay } from '../../../../protocol/calendar'
import type { Match } from '../../../../protocol/match'
import { DayHeading } from '../../../ui/match/day-heading'
import { MatchRow } from '../../../ui/match/match-row'
import { EmptyState } from '../../../ui/status/status-page'
import '../../../ui/match/match.css'
import '../../../ui/match/match-list.css'

/**
 * A titled short list of matches (a page's results or coming matches) under their Beijing days, each row
 * linking to its detail.
 */
export function MatchSection({
  title,
  matches,
  empty,
  testId,
}: {
  title: ReactNode
  matches: readonly Match[]
  empty: ReactNode
  testId: string
}) {
  return (
    <section className="library-section" data-testid={testId}>
      <h2>{title}</h2>
      {matches.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <div className="library-matches">
          {matches.map((match, i) => {
            const day = beijingDay(match.startTime)
            const previous = matches[i - 1]
            return (
              <Fragment key={match.id}>
                {previous && beijingDay(previous.startTime) === day ? null : (
                  <div className="match-group-heading">
                    <DayHeading day={day} />
                  </div>
                )}
                <MatchRow match={match} showGame={false} />
              </Fragment>
            )
          })}
        </div>
      )}
    </section>
  )
}
