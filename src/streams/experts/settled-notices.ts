import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Subscription } from 'rxjs'
import { showToast } from '../../app-state/toasts'
import type { EventBus } from '../core/bus'
import { app } from '../core/runtime'
import { expertLoads } from './expert-loads'

/**
 * A bought plan settled (pushed to the buyer's sockets): a toast says how, and the buyer's orders and the
 * plan are read again so "my orders" shows the result and the refund.
 */
export function startSettledNotices(bus: EventBus): Subscription {
  return bus.on('expert/settled').subscribe((event) => {
    const title = event.title
    const message =
      event.refunded > 0
        ? i18n._(msg`您购买的方案「${title}」未中，${event.refunded}金币已退回`)
        : event.result === 'hit'
          ? i18n._(msg`您购买的方案「${title}」已命中`)
          : i18n._(msg`您购买的方案「${title}」已结算`)
    showToast(message, 'info')
    const signal = new AbortController().signal
    for (const load of [expertLoads.orders(1), expertLoads.plan(event.planId)])
      load(app.api, bus, signal).catch((error: unknown) => console.warn('reload after settlement failed', error))
  })
}
