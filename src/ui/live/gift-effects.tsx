import { Trans, useLingui } from '@lingui/react/macro'
import type { ChatMessage, Gift } from '../../../protocol/live'
import { liveMessage } from './live-text'
import './gift-effects.css'

type Props = {
  effects: readonly { key: string; line: ChatMessage }[]
  gifts: ReadonlyMap<string, Gift>
}

/**
 * Gift effects over the video, for everyone in the room: a small gift floats up, a big one ('banner')
 * crosses the video with the sender's name. Pure CSS animations; the list of effects is timed by streams.
 */
export function GiftEffects({ effects, gifts }: Props) {
  const { i18n } = useLingui()
  return (
    <div className="gift-effects" aria-live="polite" data-testid="gift-effects">
      {effects.map(({ key, line }, i) => {
        const gift = line.giftId ? gifts.get(line.giftId) : undefined
        if (!gift) return null
        const name = line.username ?? ''
        const giftName = liveMessage(gift.nameId, i18n)
        const count = line.giftCount ?? 1
        return gift.effect === 'banner' ? (
          <div key={key} className="gift-banner" data-testid="gift-banner">
            <img className="gift-banner-icon" src={gift.icon} alt="" width={48} height={48} />
            <Trans>
              {name} 送出 {giftName} ×{count}
            </Trans>
          </div>
        ) : (
          <span
            key={key}
            className="gift-float"
            data-testid="gift-float"
            style={{ insetInlineEnd: `${8 + (i % 4) * 12}%` }}
            title={giftName}
          >
            <img src={gift.icon} alt="" width={40} height={40} />
            <small>×{count}</small>
          </span>
        )
      })}
    </div>
  )
}
