import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { MatchListSkeleton } from '../match/match-skeleton'
import { EmptyState } from '../status/status-page'
import { LoadNote, type LoadState } from '../user/load-note'

type Props = {
  status: LoadState
  /** How many the cache holds (undefined until it has answered). */
  total: number | undefined
  /** How many pass the page's filters. */
  shown: number
  skeletonRows: number
  /** What the empty box says when the filters leave nothing (null: nothing to say). */
  noMatch: ReactNode
  children: ReactNode
}

/**
 * The body of a library index (leagues, squads, players): the load note, then a skeleton while nothing is
 * cached, an empty box that says why (offline with nothing kept, or no match for the filters), or the list.
 */
export function LibraryResults({ status, total, shown, skeletonRows, noMatch, children }: Props) {
  return (
    <>
      <LoadNote status={status} />
      {total === undefined || (total === 0 && status === 'loading') ? (
        <MatchListSkeleton rows={skeletonRows} />
      ) : shown === 0 ? (
        <EmptyState>
          {status === 'offline' && total === 0 ? <Trans>网络出问题了，暂无缓存数据</Trans> : noMatch}
        </EmptyState>
      ) : (
        children
      )}
    </>
  )
}
