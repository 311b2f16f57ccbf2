import { Trans, useLingui } from '@lingui/react/macro'
import type { LiveRoom } from '../../../protocol/live'
import { gameNameById } from '../game-names'
import { Avatar } from '../user/avatar'
import { EyeIcon } from './live-room-card'
import { countText } from './live-text'
import './room-header.css'

type Props = {
  room: LiveRoom
  /** Whether the viewer follows the anchor; null when it does not apply (a visitor, or the anchor). */
  following: boolean | null
  onFollow: () => void
}

/** The room's title line: anchor, title, game, state, viewers, and the follow button. */
export function RoomHeader({ room, following, onFollow }: Props) {
  const { i18n } = useLingui()
  return (
    <header className="room-header panel" data-testid="room-header">
      <Avatar src={room.anchorAvatar} name={room.anchorName} size={48} />
      <div className="room-header-text">
        <h1 className="room-title" data-testid="room-title">
          {room.state === 'live' ? <span className="live-card-badge inline">LIVE</span> : null}
          {room.title}
        </h1>
        <p className="room-meta">
          <span className="room-anchor">{room.anchorName}</span>
          <span>{gameNameById(room.gameId, i18n)}</span>
          <span className="room-viewers" data-testid="room-viewers" data-viewers={room.viewers}>
            <EyeIcon /> {countText(room.viewers, i18n)}
          </span>
        </p>
      </div>
      {following === null ? null : (
        <button
          type="button"
          className={following ? 'button' : 'button button-primary'}
          data-testid="follow-anchor"
          aria-pressed={following}
          onClick={onFollow}
        >
          {following ? <Trans>已关注</Trans> : <Trans>关注主播</Trans>}
        </button>
      )}
    </header>
  )
}
