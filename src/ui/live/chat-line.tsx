import { Trans, useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import type { ChatMessage, Gift } from '../../../protocol/live'
import { liveMessage } from './live-text'
import './chat-line.css'

export type Moderation = {
  onMute: (uid: number) => void
  onRemove: (seq: number) => void
}

type Props = {
  line: ChatMessage
  /** Sent by the viewer and not numbered by the server yet. */
  pending?: boolean
  gift: Gift | undefined
  /** Moderators and the room's anchor get mute and remove on hover. */
  moderation: Moderation | null
}

/**
 * One chat line. Everything a user wrote is a React text child, so it is always shown as text and never
 * as markup; system lines are message ids shown in the viewer's language. Memoized on what it shows,
 * since every read of the cache hands out new objects.
 */
export const ChatLine = memo(function ChatLine({ line, pending = false, gift, moderation }: Props) {
  const { i18n } = useLingui()
  if (line.kind === 'system') {
    return (
      <div className="chat-line chat-system" data-testid="chat-line" data-seq={line.seq}>
        {liveMessage(line.text, i18n, line.params)}
      </div>
    )
  }
  const name = line.username ?? ''
  if (line.kind === 'gift') {
    const giftName = gift ? liveMessage(gift.nameId, i18n) : (line.giftId ?? '')
    const count = line.giftCount ?? 1
    return (
      <div className="chat-line chat-gift" data-testid="chat-line" data-seq={line.seq}>
        <span className="chat-name">{name}</span>{' '}
        <Trans>
          送出 {giftName} ×{count}
        </Trans>{' '}
        {gift ? <img className="chat-gift-icon" src={gift.icon} alt="" width={20} height={20} /> : null}
      </div>
    )
  }
  const removed = line.text === ''
  return (
    <div
      className={pending ? 'chat-line chat-pending' : 'chat-line'}
      data-testid="chat-line"
      data-seq={pending ? undefined : line.seq}
    >
      {line.level !== null ? <span className="chat-level">Lv{line.level}</span> : null}
      <span className="chat-name">{name}：</span>
      {removed ? (
        <span className="chat-removed">
          <Trans>该消息已被删除</Trans>
        </span>
      ) : (
        <span className="chat-text">{line.text}</span>
      )}
      {moderation && !pending && !removed && line.uid !== null ? (
        <span className="chat-moderate">
          <button
            type="button"
            data-testid="chat-mute"
            onClick={() => line.uid !== null && moderation.onMute(line.uid)}
          >
            <Trans>禁言</Trans>
          </button>
          <button type="button" data-testid="chat-remove" onClick={() => moderation.onRemove(line.seq)}>
            <Trans>删除</Trans>
          </button>
        </span>
      ) : null}
    </div>
  )
}, sameLine)

function sameLine(a: Props, b: Props): boolean {
  return (
    a.line.seq === b.line.seq &&
    a.line.roomId === b.line.roomId &&
    a.line.text === b.line.text &&
    a.line.kind === b.line.kind &&
    a.pending === b.pending &&
    a.gift === b.gift &&
    a.moderation === b.moderation
  )
}
