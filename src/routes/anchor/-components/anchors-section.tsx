import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useAnchors } from '../../../db/queries/live'
import { useConnectionState } from '../../../streams/core/connection-state'
import { useAnchorListInterest } from '../../../streams/live/live-interest'
import { isShowingCache } from '../../../ui/layout/connection-view'
import { AnchorGrid } from '../../../ui/live/anchor-card'
import { LiveGridSkeleton } from '../../../ui/live/live-room-card'
import { EmptyState } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'

/** Anchors (of one game) as cards, on air first; their badges follow the rooms' pushes. */
export function AnchorsSection({ title, gameId, limit }: { title: ReactNode; gameId?: number; limit?: number }) {
  const { status: load } = useAnchorListInterest(gameId)
  const anchors = useAnchors(gameId)
  const connection = useConnectionState()
  const offline = load === 'offline' || isShowingCache(connection)
  return (
    <section className="panel live-section" data-testid="anchors-section">
      <h2 className="panel-title">{title}</h2>
      <LoadNote status={offline ? 'offline' : load} />
      {anchors === undefined || (anchors.length === 0 && load === 'loading') ? (
        <LiveGridSkeleton count={4} />
      ) : anchors.length === 0 ? (
        <EmptyState>
          <Trans>暂无主播</Trans>
        </EmptyState>
      ) : (
        <AnchorGrid anchors={limit ? anchors.slice(0, limit) : anchors} />
      )}
    </section>
  )
}
