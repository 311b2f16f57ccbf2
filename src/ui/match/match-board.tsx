import { Trans } from '@lingui/react/macro'
import { EmptyState, NetworkProblemPage } from '../status/status-page'
import { MatchList, type MatchListProps } from './match-list'
import type { MatchEntry } from './match-order'
import { MatchListSkeleton } from './match-skeleton'
import './match-board.css'

/** The rows a compact board's box holds (src/routes/-components/home/home-days.tsx). */
const COMPACT_ROWS = 8

/** Where fetching the list from the server stands (the cache may already hold rows meanwhile). */
export type BoardLoad = 'loading' | 'loaded' | 'offline' | 'failed'

type Props = Omit<MatchListProps, 'matches'> & {
  /** undefined while the cache is loading, [] when it holds none. */
  matches: readonly MatchEntry[] | undefined
  load: BoardLoad
  /** Offline or disconnected: the rows are what the cache had. */
  showingCache: boolean
  onRetry: () => void
  /** Said instead of 暂无数据 when the list is empty (e.g. no favourites yet). */
  emptyText?: string
  /**
   * Inside a box of eight rows (the home's sections, `height` tall): as many placeholder rows, and the box
   * keeps its height whatever comes (a few rows, none, an error), so what loads moves nothing below it.
   */
  compact?: boolean
}

/**
 * A schedule with its states. Cached rows are shown as soon as they exist, whatever the server does; an
 * empty cache says "no data" only once the server has answered, so a slow network is never read as an
 * empty day.
 */
export function MatchBoard(props: Props) {
  const height = props.compact ? props.height : undefined
  if (height === undefined) return <BoardState {...props} />
  return (
    <div className="match-board-box" style={{ minBlockSize: height }}>
      <BoardState {...props} />
    </div>
  )
}

function BoardState({ matches, load, showingCache, onRetry, emptyText, compact, ...list }: Props) {
  if (matches === undefined) return <MatchListSkeleton rows={compact ? COMPACT_ROWS : 10} />
  if (matches.length > 0) {
    return (
      <>
        {load === 'failed' ? <LoadFailedNotice onRetry={onRetry} stale /> : null}
        <MatchList matches={matches} {...list} />
      </>
    )
  }
  if (load === 'offline' || (showingCache && load !== 'loaded')) {
    return compact ? <EmptyState>{<Trans>网络出问题了</Trans>}</EmptyState> : <NetworkProblemPage onRetry={onRetry} />
  }
  if (load === 'failed') return <LoadFailedNotice onRetry={onRetry} stale={false} />
  if (load === 'loading') return <MatchListSkeleton rows={compact ? COMPACT_ROWS : 10} />
  return <EmptyState>{emptyText}</EmptyState>
}

function LoadFailedNotice({ onRetry, stale }: { onRetry: () => void; stale: boolean }) {
  return (
    <div className="load-failed" data-testid="load-failed" role="alert">
      <span>{stale ? <Trans>更新比赛失败，以下为缓存数据。</Trans> : <Trans>加载比赛失败。</Trans>}</span>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>重试</Trans>
      </button>
    </div>
  )
}
