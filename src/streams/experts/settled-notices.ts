import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Subscription } from 'rxjs'
import type { ServerEventPayloads } from '../../../protocol/socket'
import { showToast } from '../../app-state/toasts'
import type { EventBus } from '../core/bus'
import { app } from '../core/runtime'
import { expertLoads } from './expert-loads'

/** What a buyer reads when a plan they bought settles, or settles again after its match's score was corrected. */
export function settledMessage(event: ServerEventPayloads['plan:settled']): string {
  const { title, refunded, kept } = event
  if (event.corrected) {
    if (event.result === 'void' && refunded > 0)
      return i18n._(msg`赛果更正：方案「${title}」作废，${refunded}金币已退回`)
    if (refunded > 0) return i18n._(msg`赛果更正：方案「${title}」改判未中，${refunded}金币已退回`)
    if (event.result === 'hit' && kept > 0)
      return i18n._(msg`赛果更正：方案「${title}」改判命中，已退回的${kept}金币无需归还`)
    if (event.result === 'hit') return i18n._(msg`赛果更正：方案「${title}」改判命中`)
    return i18n._(msg`赛果更正：方案「${title}」改判未中`)
  }
  if (event.result === 'void' && refunded > 0) return i18n._(msg`方案「${title}」的比赛已取消，${refunded}金币已退回`)
  if (refunded > 0) return i18n._(msg`您购买的方案「${title}」未中，${refunded}金币已退回`)
  if (event.result === 'hit') return i18n._(msg`您购买的方案「${title}」已命中`)
  return i18n._(msg`您购买的方案「${title}」已结算`)
}

/**
 * A bought plan settled (pushed to the buyer's sockets): a toast says how, and the buyer's orders and the
 * plan are read again so "my orders" shows the result and the refund.
 */
export function startSettledNotices(bus: EventBus): Subscription {
  return bus.on('expert/settled').subscribe((event) => {
    showToast(settledMessage(event), 'info')
    const signal = new AbortController().signal
    for (const load of [expertLoads.orders(1), expertLoads.plan(event.planId)])
      load(app.api, bus, signal).catch((error: unknown) => console.warn('reload after settlement failed', error))
  })
}
