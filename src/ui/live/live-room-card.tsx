import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { gameById } from '../../../protocol/games'
import type { LiveRoom } from '../../../protocol/live'
import type { Match } from '../../../protocol/match'
import { entityName } from '../../i18n/entity-name'
import { gameNameById } from '../game-names'
import { Avatar } from '../user/avatar'
import { countText } from './live-text'
import './live.css'
import './live-room-card.css'

type Props = {
  rooms: readonly LiveRoom[]
  /** The matches the rooms cover, by id, for their live score (a missing one shows without a score). */
  matches: ReadonlyMap<string, Match>
}

/** The grid of live rooms of /live and /anchor/{game}. */
export function LiveRoomGrid({ rooms, matches }: Props) {
  return (
    <ul className="live-grid" data-testid="live-grid">
      {rooms.map((room) => (
        <li key={room.roomId}>
          <LiveRoomCard room={room} match={room.matchId ? (matches.get(room.matchId) ?? null) : null} />
        </li>
      ))}
    </ul>
  )
}

/** A room: cover (or a placeholder), LIVE badge, viewers, title, anchor, and the covered match's score. */
export const LiveRoomCard = memo(function LiveRoomCard({ room, match }: { room: LiveRoom; match: Match | null }) {
  const { i18n } = useLingui()
  const slug = gameById(room.gameId)?.slug ?? 'hot'
  return (
    <Link
      to="/$game/{-$id}"
      params={{ game: slug, id: String(room.roomId) }}
      className="live-card"
      data-testid="live-card"
      data-room-id={room.roomId}
    >
      <div className="live-card-cover">
        {room.cover ? (
          <img src={room.cover} alt="" loading="lazy" />
        ) : (
          <span className="live-card-placeholder" aria-hidden="true">
            {gameNameById(room.gameId, i18n)}
          </span>
        )}
        {room.state === 'live' ? <span className="live-card-badge">LIVE</span> : null}
        {room.paid ? (
          <span className="live-card-paid">
            <Trans>付费</Trans>
          </span>
        ) : null}
        <span className="live-card-viewers" data-testid="live-card-viewers">
          <EyeIcon /> {countText(room.viewers, i18n)}
        </span>
      </div>
      <div className="live-card-body">
        <p className="live-card-title" title={room.title}>
          {room.title}
        </p>
        <div className="live-card-anchor">
          <Avatar src={room.anchorAvatar} name={room.anchorName} size={22} />
          <span>{room.anchorName}</span>
          <span className="live-card-game">{gameNameById(room.gameId, i18n)}</span>
        </div>
        {match ? <CoveredMatch match={match} /> : null}
      </div>
    </Link>
  )
})

/** "主队 2:1 客队", live from the matches cache. */
function CoveredMatch({ match }: { match: Match }) {
  const { i18n } = useLingui()
  const score = match.status === 'notStarted' ? 'VS' : `${match.homeScore}:${match.guestScore}`
  return (
    <p className="live-card-match" data-testid="live-card-match" data-status={match.status}>
      <span>{entityName(match.home, i18n.locale)}</span>
      <b data-seq={match.seq}>{score}</b>
      <span>{entityName(match.guest, i18n.locale)}</span>
    </p>
  )
}

export function EyeIcon() {
  return (
    <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
      <path d="M2 12s4-7 10-7 10 7 10 7-4 7-10 7S2 12 2 12z" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="3" fill="currentColor" />
    </svg>
  )
}

/** Placeholder cards while the first list loads. */
export function LiveGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="live-grid" data-testid="live-grid-loading" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
        <li key={i}>
          <div className="live-card live-card-skeleton" />
        </li>
      ))}
    </ul>
  )
}
