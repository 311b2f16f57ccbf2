import type { ReactNode } from 'react'
import type { LoadStatus } from '../../streams/core/interest'
import { MatchListSkeleton } from '../../ui/match/match-skeleton'
import { NetworkProblemPage, NotFoundPage } from '../../ui/status/status-page'
import { LoadNote } from '../../ui/user/load-note'

type Props<T> = {
  /** The cached data: undefined while the cache is read, null when it holds none. */
  data: T | null | undefined
  status: LoadStatus
  retry: () => void
  children: (data: T) => ReactNode
}

/**
 * The states every page read from the cache goes through (libraries, documents): a skeleton while nothing is cached and the load runs; the
 * network-problem page when nothing is cached and the server cannot be reached, not found when it answered
 * with an error (the page's calls answer 404 for an unknown id); otherwise the page from the cache, with a
 * note when it could not be refreshed.
 */
export function CachedPageState<T>({ data, status, retry, children }: Props<T>) {
  if (data === null && status === 'offline') return <NetworkProblemPage onRetry={retry} />
  // The server answered with an error and nothing is cached: no such league, team or player (404).
  if (data === null && status === 'failed') return <NotFoundPage />
  // Still reading the cache, still loading, or loaded and about to be stored.
  if (data === undefined || data === null) return <MatchListSkeleton rows={6} />
  return (
    <>
      <LoadNote status={status} />
      {children(data)}
    </>
  )
}
