import type { ApiClient } from '../../api/client'
import { loadLedger } from '../account/account-loads'
import { session } from '../account/account-runtime'
import { attempt } from '../account/session-actions'
import type { EventBus } from '../core/bus'
import { type Interest, useLoadInterest } from '../core/interest'

/** How often and how long a paying order is asked about after the cashier sends the browser back. */
const POLL_MS = 2000
const POLLS_MAX = 30

async function loadPackages(api: ApiClient, bus: EventBus, signal: AbortSignal) {
  const { list, available } = await api.call('goldList', {}, { signal })
  bus.emit({ type: 'payments/packages', list, available })
}

/** While mounted: the coin packages (read with useCoinPackages). */
export function usePackagesInterest(): Interest {
  return useLoadInterest('payments:packages', loadPackages)
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

/**
 * While mounted: one recharge order, asked about again every 2 s while it is paying (the server checks with
 * the cashier), for up to a minute; once credited the coin details and the balance are read again.
 */
export function useRechargeOrderInterest(orderId: string | null): Interest {
  return useLoadInterest(
    `payments:order:${orderId}`,
    orderId === null
      ? null
      : async (api, bus, signal) => {
          for (let poll = 0; poll < POLLS_MAX && !signal.aborted; poll++) {
            const order = await api.call('rechargeOrder', { orderId }, { signal })
            bus.emit({ type: 'payments/order', order })
            if (order.status === 'credited') return loadLedger(1)(api, bus, signal)
            if (order.status === 'closed') return
            await pause(POLL_MS, signal)
          }
        },
  )
}

/**
 * Starts a recharge: the order is made on the server (the package's price is the server's), then the
 * browser goes to the cashier. Answers the server's message when it refused, null when the page is leaving.
 */
export async function startRecharge(
  packageId: string,
  requestId: string,
  go: (url: string) => void,
): Promise<string | null> {
  let payUrl = ''
  const refused = await attempt(async () => {
    const answer = await session.api.call('payByAlipay', { packageId, requestId })
    payUrl = answer.payUrl
  })
  if (refused === null && payUrl) go(payUrl)
  return refused
}
