import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSessionUser } from '../../../db/queries/account'
import { useMallCache } from '../../../db/queries/mall'
import { mallKeys, mallLoads, useMallInterest } from '../../../streams/mall/mall-loads'
import { redemptionStatusLabel } from '../../../ui/mall/redemption-labels'
import '../../../ui/mall/mall.css'
import { usePageTitle } from '../../-app/use-page-title'

/** Redemption success: the order just placed (from the cache; after a reload, from the user's orders). */
export function SuccessPage({ orderId }: { orderId: string }) {
  const { i18n, t } = useLingui()
  usePageTitle(t`兑换成功`)
  const me = useSessionUser()
  const id = /^\d{1,9}$/.test(orderId) ? Number(orderId) : 0
  useMallInterest('orders:1', Boolean(me), mallLoads.orders(1))
  const cached = useMallCache('redemption', mallKeys.redemption(id))
  const orders = useMallCache('orders', mallKeys.orders(1))
  const order = cached ?? orders?.list.find((o) => o.orderId === id) ?? null
  return (
    <section className="panel expert-panel container mall-success" data-testid="mall-success">
      <h1>
        <Trans>兑换成功</Trans>
      </h1>
      {order ? (
        <p>
          {t`${order.product.name} × ${order.quantity}，消耗 ${order.coins} 金币`} ·{' '}
          <span className={`mall-status ${order.status}`}>{redemptionStatusLabel(order.status, i18n)}</span>
        </p>
      ) : null}
      <p className="form-hint">
        <Trans>工作人员审核后发货或发放卡密，可在“我的订单”查看进度。</Trans>
      </p>
      <p>
        <Link to="/userInfo/myOrder" className="button button-primary">
          <Trans>查看我的订单</Trans>
        </Link>{' '}
        <Link to="/mall" className="button">
          <Trans>继续逛逛</Trans>
        </Link>
      </p>
    </section>
  )
}
