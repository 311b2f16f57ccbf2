import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useLiveRooms, useMatchesById } from '../../../db/queries/live'
import { useConnectionState } from '../../../streams/core/connection-state'
import { useLiveListInterest } from '../../../streams/live/live-interest'
import { isShowingCache } from '../../../ui/layout/connection-view'
import { LiveGridSkeleton, LiveRoomGrid } from '../../../ui/live/live-room-card'
import { EmptyState } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'

type Props = {
  title: ReactNode
  gameId?: number
  matchId?: string
}

/**
 * Live rooms (of one game, or covering one match) as a grid of cards, from the cache that the list's
 * interest fills and the 'live' socket room keeps current: a room going live or ending shows without reload.
 */
export function LiveRoomsSection({ title, gameId, matchId }: Props) {
  const { status: load } = useLiveListInterest(gameId, matchId)
  const rooms = useLiveRooms(gameId, matchId)
  const matches = useMatchesById(rooms?.flatMap((room) => (room.matchId ? [room.matchId] : [])) ?? [])
  const connection = useConnectionState()
  const offline = load === 'offline' || isShowingCache(connection)
  return (
    <section className="panel live-section" data-testid="live-rooms-section">
      <h2 className="panel-title">{title}</h2>
      <LoadNote status={offline ? 'offline' : load} />
      {rooms === undefined || (rooms.length === 0 && load === 'loading') ? (
        <LiveGridSkeleton />
      ) : rooms.length === 0 ? (
        <EmptyState>
          <Trans>暂无直播</Trans>
        </EmptyState>
      ) : (
        <LiveRoomGrid rooms={rooms} matches={matches ?? new Map()} />
      )}
    </section>
  )
}
