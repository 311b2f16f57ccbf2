import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { type Gift, LIVE_LIMITS } from '../../../protocol/live'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { liveMessage } from './live-text'
import './gift-bar.css'

type Props = {
  gifts: readonly Gift[]
  /** The viewer's coins; null for a visitor. */
  balance: number | null
  /** Sends; resolves true when the gift went out (failures are shown by the caller as toasts). */
  onSend: (giftId: string, count: number) => Promise<boolean>
}

/**
 * The gift bar: pick a gift and a count (1, 10, 66, 99), send; the balance is shown beside it, and when it
 * does not cover a gift, 金币不足 with the way to recharge.
 */
export function GiftBar({ gifts, balance, onSend }: Props) {
  const { i18n } = useLingui()
  const [picked, setPicked] = useState<string | null>(null)
  const [count, setCount] = useState<number>(LIVE_LIMITS.giftCountChoices[0])
  const [sending, setSending] = useState(false)
  const gift = gifts.find((g) => g.id === picked) ?? null
  const send = async () => {
    if (!gift) return
    setSending(true)
    try {
      await onSend(gift.id, count)
    } finally {
      setSending(false)
    }
  }
  const cost = gift ? gift.price * count : 0
  // Said before sending, not only by the server's refusal (the server checks again in the ledger): a gift
  // dearer than the balance cannot be picked, and a count the balance does not cover cannot be sent.
  const unaffordable = (g: Gift) => balance !== null && g.price > balance
  const short = balance !== null && ((gift !== null && cost > balance) || gifts.some(unaffordable))
  const sendable = gift !== null && (balance === null || cost <= balance)
  return (
    <div className="gift-bar" data-testid="gift-bar">
      <ul className="gift-list">
        {gifts.map((g) => (
          <li key={g.id}>
            <button
              type="button"
              className="gift-choice"
              aria-pressed={picked === g.id}
              data-testid="gift-choice"
              data-gift={g.id}
              disabled={unaffordable(g)}
              aria-describedby={unaffordable(g) ? 'gift-short' : undefined}
              onClick={() => setPicked(g.id)}
            >
              <img className="gift-icon" src={g.icon} alt="" width={32} height={32} />
              <span className="gift-name">{liveMessage(g.nameId, i18n)}</span>
              <span className="gift-price">
                <Trans>{g.price} 金币</Trans>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <div className="gift-send">
        <fieldset className="gift-counts">
          <legend className="visually-hidden">
            <Trans>数量</Trans>
          </legend>
          {LIVE_LIMITS.giftCountChoices.map((n) => (
            <button key={n} type="button" aria-pressed={count === n} onClick={() => setCount(n)}>
              ×{n}
            </button>
          ))}
        </fieldset>
        <button
          type="button"
          className="button button-primary"
          data-testid="gift-send"
          disabled={!sendable || sending}
          aria-describedby={short ? 'gift-short' : undefined}
          onClick={() => void send()}
        >
          {gift ? <Trans>赠送（{cost} 金币）</Trans> : <Trans>选择礼物</Trans>}
        </button>
        {short ? (
          <span id="gift-short" className="gift-short" data-testid="gift-short" role="status">
            {liveMessage(LIVE_MESSAGES.goldInsufficient.id, i18n)}
            <Link to="/userInfo/water" data-testid="gift-recharge">
              <Trans>去充值</Trans>
            </Link>
          </span>
        ) : null}
        <span className="gift-balance" data-testid="gift-balance">
          {balance === null ? <Trans>登录后送礼</Trans> : <Trans>余额 {balance} 金币</Trans>}
        </span>
      </div>
    </div>
  )
}
