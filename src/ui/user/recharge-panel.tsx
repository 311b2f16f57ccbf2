import { Trans, useLingui } from '@lingui/react/macro'
import type { RechargeOrder } from '../../../protocol/payments'
import './recharge.css'

type Props = {
  packages: readonly { id: string; price: string; coins: number; bonus: number; available: boolean }[]
  busy: boolean
  message: string | null
  onBuy: (packageId: string) => void
}

/** The coin packages as buttons: coins, bonus and the price in yuan; one click goes to the cashier. */
export function RechargePanel({ packages, busy, message, onBuy }: Props) {
  const { t } = useLingui()
  const available = packages.length > 0 && packages.every((p) => p.available)
  return (
    <section className="recharge" data-testid="recharge-panel">
      <h3>
        <Trans>充值金币</Trans> <small className="form-hint">{t`支付宝付款，1元=10金币`}</small>
      </h3>
      {!available && packages.length > 0 ? (
        <p className="form-hint">
          <Trans>支付暂不可用，请稍后再试</Trans>
        </p>
      ) : null}
      <ul className="recharge-packages">
        {packages.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className="recharge-package"
              disabled={busy || !available}
              onClick={() => onBuy(p.id)}
              data-testid={`recharge-${p.id}`}
            >
              <strong>{t`${p.coins} 金币`}</strong>
              {p.bonus > 0 ? <span className="recharge-bonus">{t`赠 ${p.bonus}`}</span> : null}
              <span className="recharge-price">¥{p.price}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="form-message" role="alert" data-testid="recharge-message">
        {message ?? ''}
      </p>
    </section>
  )
}

/** What became of the order the cashier sent the browser back for. */
export function RechargeResult({ order }: { order: RechargeOrder }) {
  const { t } = useLingui()
  const text =
    order.status === 'credited'
      ? t`充值成功：${order.coins + order.bonus} 金币已到账`
      : order.status === 'closed'
        ? t`订单已关闭，未扣款`
        : t`正在确认支付结果…`
  return (
    <p className={`recharge-result ${order.status}`} data-testid="recharge-result" data-status={order.status}>
      {text} <small className="form-hint">{t`订单号 ${order.orderId}`}</small>
    </p>
  )
}
