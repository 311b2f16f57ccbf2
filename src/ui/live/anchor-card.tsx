import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { gameById } from '../../../protocol/games'
import type { AnchorProfile } from '../../../protocol/live'
import { gameNameById } from '../game-names'
import { Avatar } from '../user/avatar'
import { countText } from './live-text'
import './live.css'
import './anchor-card.css'

/** An anchor as lists show them; `onAir` is whether their room is live now. */
export type AnchorCardData = Pick<
  AnchorProfile,
  'uid' | 'roomId' | 'name' | 'avatar' | 'gameId' | 'shortIntro' | 'fans'
> & {
  onAir: boolean
}

/** Anchor cards: avatar, name, short introduction, fans, and a live badge linking to the room. */
export function AnchorGrid({ anchors }: { anchors: readonly AnchorCardData[] }) {
  return (
    <ul className="anchor-grid" data-testid="anchor-grid">
      {anchors.map((anchor) => (
        <li key={anchor.uid}>
          <AnchorCard anchor={anchor} />
        </li>
      ))}
    </ul>
  )
}

function AnchorCard({ anchor }: { anchor: AnchorCardData }) {
  const { i18n } = useLingui()
  const slug = gameById(anchor.gameId)?.slug ?? 'hot'
  const fans = countText(anchor.fans, i18n)
  return (
    <div
      className="anchor-card"
      data-testid="anchor-card"
      data-uid={anchor.uid}
      data-on-air={anchor.onAir || undefined}
    >
      <Avatar src={anchor.avatar} name={anchor.name} size={56} />
      <div className="anchor-card-text">
        <p className="anchor-card-name">
          {anchor.name}
          <span className="anchor-card-game">{gameNameById(anchor.gameId, i18n)}</span>
        </p>
        <p className="anchor-card-intro" title={anchor.shortIntro}>
          {anchor.shortIntro}
        </p>
        <p className="anchor-card-fans">
          <Trans>粉丝 {fans}</Trans>
        </p>
      </div>
      {anchor.roomId !== null ? (
        <Link
          to="/$game/{-$id}"
          params={{ game: slug, id: String(anchor.roomId) }}
          className={anchor.onAir ? 'anchor-card-room on-air' : 'anchor-card-room'}
          data-testid="anchor-room-link"
        >
          {anchor.onAir ? <Trans>直播中</Trans> : <Trans>直播间</Trans>}
        </Link>
      ) : null}
    </div>
  )
}
