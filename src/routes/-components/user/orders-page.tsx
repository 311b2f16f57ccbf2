import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { PlanOrder } from '../../../../protocol/experts'
import { useExpertCache } from '../../../db/queries/experts'
import { useMallCache } from '../../../db/queries/mall'
import { formatDayTime } from '../../../i18n/format'
import { expertKeys, expertLoads, useExpertInterest } from '../../../streams/experts/expert-loads'
import { mallKeys, mallLoads, useMallInterest } from '../../../streams/mall/mall-loads'
import { Pager } from '../../../ui/expert/pager'
import { ResultChip } from '../../../ui/expert/plan-card'
import { predictionText } from '../../../ui/expert/plan-labels'
import { redemptionStatusLabel } from '../../../ui/mall/redemption-labels'
import { EmptyState } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { UserPanel } from '../../../ui/user/user-layout'
import '../../../ui/expert/expert.css'
import { OwnPage } from './own-page'

/**
 * /userInfo/myOrder: the user's orders — bought expert plans ("my tips") with their results and refunds,
 * and coin-mall redemptions ("my redemption") with their state, tracking or card number.
 */
export function OrdersPage() {
  return (
    <OwnPage active="myOrder">
      {() => (
        <UserPanel title={<Trans>我的订单</Trans>} testId="orders-page">
          <PlanOrders />
          <Redemptions />
        </UserPanel>
      )}
    </OwnPage>
  )
}

function PlanOrders() {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const { status } = useExpertInterest(`orders:${page}`, expertLoads.orders(page))
  const orders = useExpertCache('orders', expertKeys.orders(page))
  return (
    <>
      <h3>
        <Trans>已购方案</Trans>
      </h3>
      <LoadNote status={status} />
      {!orders || orders.list.length === 0 ? (
        <EmptyState>
          <Trans>暂无订单</Trans>{' '}
          <Link to="/expert">
            <Trans>去看看专家方案</Trans>
          </Link>
        </EmptyState>
      ) : (
        <table className="plan-table" data-testid="plan-orders">
          <thead>
            <tr>
              <th>{t`方案`}</th>
              <th>{t`赛事`}</th>
              <th>{t`预测`}</th>
              <th className="numeric">{t`支付`}</th>
              <th>{t`结果`}</th>
              <th className="numeric">{t`退款`}</th>
            </tr>
          </thead>
          <tbody>
            {orders.list.map((order) => (
              <OrderRow key={order.orderId} order={order} />
            ))}
          </tbody>
        </table>
      )}
      <Pager page={page} total={orders?.total ?? 0} size={20} onPage={setPage} />
    </>
  )
}

function OrderRow({ order }: { order: PlanOrder }) {
  const { i18n, t } = useLingui()
  const { plan } = order
  return (
    <tr data-testid="plan-order" data-plan-id={plan.id} data-result={plan.result}>
      <td>
        <Link to="/expert/plan/$planId" params={{ planId: String(plan.id) }}>
          {plan.title}
        </Link>
        <br />
        <small className="form-hint">
          {plan.expertName} · {formatDayTime(order.at)}
        </small>
      </td>
      <td>
        {plan.homeName} vs {plan.guestName}
        <br />
        <small className="form-hint">{formatDayTime(plan.matchTime)}</small>
      </td>
      <td>{plan.prediction ? predictionText(plan.prediction, plan, i18n) : '–'}</td>
      <td className="numeric">{t`${order.pricePaid} 金币`}</td>
      <td>
        <ResultChip plan={plan} />
      </td>
      <td className="numeric" data-testid="plan-order-refund">
        {order.refunded > 0 ? t`已退 ${order.refunded} 金币` : '–'}
      </td>
    </tr>
  )
}

function Redemptions() {
  const { i18n, t } = useLingui()
  const [page, setPage] = useState(1)
  const { status } = useMallInterest(`orders:${page}`, true, mallLoads.orders(page))
  const orders = useMallCache('orders', mallKeys.orders(page))
  return (
    <>
      <h3>
        <Trans>我的兑换</Trans>
      </h3>
      <LoadNote status={status} />
      {!orders || orders.list.length === 0 ? (
        <EmptyState>
          <Trans>暂无兑换</Trans> <Link to="/mall">{t`去金币商城看看`}</Link>
        </EmptyState>
      ) : (
        <table className="plan-table" data-testid="redemptions">
          <thead>
            <tr>
              <th>{t`商品`}</th>
              <th className="numeric">{t`金币`}</th>
              <th>{t`状态`}</th>
              <th>{t`快递单号 / 卡密`}</th>
              <th>{t`时间`}</th>
            </tr>
          </thead>
          <tbody>
            {orders.list.map((order) => (
              <tr key={order.orderId} data-testid="redemption" data-status={order.status}>
                <td>
                  {order.product.name} × {order.quantity}
                </td>
                <td className="numeric">{order.coins}</td>
                <td>{redemptionStatusLabel(order.status, i18n)}</td>
                <td>
                  {order.trackingNo ?? order.cardNo ?? (order.status === 'chargedBack' ? (order.note ?? '–') : '–')}
                </td>
                <td>{formatDayTime(order.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager page={page} total={orders?.total ?? 0} size={20} onPage={setPage} />
    </>
  )
}
