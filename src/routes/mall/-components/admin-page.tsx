import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Redemption, RedemptionStatus } from '../../../../protocol/mall'
import { useSessionUser } from '../../../db/queries/account'
import { useMallCache } from '../../../db/queries/mall'
import { formatDayTime } from '../../../i18n/format'
import { openLogin } from '../../../streams/account/session-hooks'
import { actOnOrder, mallKeys, mallLoads, useMallInterest } from '../../../streams/mall/mall-loads'
import { redemptionStatusLabel } from '../../../ui/mall/redemption-labels'
import { EmptyState, NoPermissionPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { LoginPrompt } from '../../../ui/user/login-prompt'
import '../../../ui/expert/expert.css'
import '../../../ui/mall/mall.css'
import { usePageTitle } from '../../-app/use-page-title'

const TABS: (RedemptionStatus | null)[] = [null, 'inProgress', 'review', 'redeemed', 'chargedBack']

/** Staff console: redemption orders by status; review, ship (tracking or card number) or charge back. */
export function MallAdminPage() {
  const { i18n, t } = useLingui()
  usePageTitle(t`兑换订单管理`)
  const me = useSessionUser()
  const admin = me?.roles?.includes('admin') ?? false
  const [tab, setTab] = useState<RedemptionStatus | null>('inProgress')
  const { status } = useMallInterest(`adminOrders:${tab ?? 'all'}`, admin, mallLoads.adminOrders(tab))
  const orders = useMallCache('adminOrders', mallKeys.adminOrders(tab))
  if (me === undefined) return null
  if (me === null) return <LoginPrompt onLogin={() => openLogin()} />
  if (!admin) return <NoPermissionPage />
  return (
    <section className="panel expert-panel container" data-testid="mall-admin">
      <h2>
        <Trans>兑换订单管理</Trans>
      </h2>
      <div className="expert-nav">
        {TABS.map((value) => (
          <button key={value ?? 'all'} type="button" aria-pressed={tab === value} onClick={() => setTab(value)}>
            {value === null ? t`全部` : redemptionStatusLabel(value, i18n)}
          </button>
        ))}
      </div>
      <LoadNote status={status} />
      {!orders || orders.list.length === 0 ? (
        <EmptyState />
      ) : (
        <table className="plan-table">
          <thead>
            <tr>
              <th>{t`订单`}</th>
              <th>{t`商品`}</th>
              <th>{t`收货信息`}</th>
              <th>{t`状态`}</th>
              <th>{t`操作`}</th>
            </tr>
          </thead>
          <tbody>
            {orders.list.map((order) => (
              <OrderRow key={order.orderId} order={order} tab={tab} />
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function OrderRow({ order, tab }: { order: Redemption; tab: RedemptionStatus | null }) {
  const { i18n, t } = useLingui()
  const [text, setText] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const act = async (action: 'review' | 'redeem' | 'chargeBack') =>
    setMessage(
      await actOnOrder(
        {
          orderId: order.orderId,
          action,
          ...(action === 'redeem' ? { number: text } : action === 'chargeBack' ? { note: text } : {}),
        },
        tab,
      ),
    )
  const open = order.status === 'inProgress' || order.status === 'review'
  return (
    <tr data-testid="mall-admin-row" data-order-id={order.orderId}>
      <td>
        #{order.orderId}
        <br />
        <small className="form-hint">{formatDayTime(order.createdAt)}</small>
      </td>
      <td>
        {order.product.name} × {order.quantity}
        <br />
        <small className="form-hint">{t`${order.coins} 金币`}</small>
      </td>
      <td>
        {order.recipient} · {order.contact}
        <br />
        <small className="form-hint">{order.address}</small>
      </td>
      <td>
        <span className={`mall-status ${order.status}`}>{redemptionStatusLabel(order.status, i18n)}</span>
        {(order.trackingNo ?? order.cardNo ?? order.note) ? (
          <small className="form-hint"> {order.trackingNo ?? order.cardNo ?? order.note}</small>
        ) : null}
      </td>
      <td>
        {open ? (
          <span className="plan-row-actions">
            {order.status === 'inProgress' ? (
              <button type="button" className="button" onClick={() => void act('review')}>
                <Trans>审核</Trans>
              </button>
            ) : null}
            <input
              className="form-input"
              value={text}
              maxLength={80}
              placeholder={order.product.category === 'virtual' ? t`卡密 / 退单原因` : t`快递单号 / 退单原因`}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="button" className="button button-primary" onClick={() => void act('redeem')}>
              <Trans>发货</Trans>
            </button>
            <button type="button" className="button" onClick={() => void act('chargeBack')}>
              <Trans>退单</Trans>
            </button>
          </span>
        ) : null}
        {message ? (
          <span className="form-message" role="alert">
            {message}
          </span>
        ) : null}
      </td>
    </tr>
  )
}
