import type { ApiClient } from '../../api/client'
import { ApiError } from '../../api/errors'
import { isSignedIn } from '../../api/session-marker'
import type { BlindBoxCacheData, BlindBoxCacheKind } from '../../db/blindbox-rows'
import { db } from '../../db/instance'
import { session } from '../account/account-runtime'
import { attempt } from '../account/session-actions'
import type { EventBus } from '../core/bus'
import { type Interest, type ScreenLoad, useLoadInterest } from '../core/interest'
import { app } from '../core/runtime'

// The blind boxes' loads (one call each, stored whole under its key), the hooks screens call, and the draw.

export const blindBoxKeys = {
  list: () => 'list',
  detail: (id: number) => `detail:${id}`,
  mine: () => 'mine',
  draw: (drawId: number) => `draw:${drawId}`,
  draws: (pageIndex: number) => `draws:${pageIndex}`,
  audit: () => 'audit',
}

function into<K extends BlindBoxCacheKind>(
  kind: K,
  key: string,
  fetch: (api: ApiClient, signal: AbortSignal) => Promise<BlindBoxCacheData[K]>,
): ScreenLoad {
  return async (api, bus, signal) => {
    const data = await fetch(api, signal)
    bus.emit({ type: 'blindBox/cache', key, kind, data, at: Date.now() } as Parameters<EventBus['emit']>[0])
  }
}

export const blindBoxLoads = {
  list: () => into('list', blindBoxKeys.list(), (api, signal) => api.call('blindBoxList', {}, { signal })),
  detail: (id: number) =>
    into('detail', blindBoxKeys.detail(id), (api, signal) => api.call('blindBoxDetail', { boxId: id }, { signal })),
  mine: () => into('mine', blindBoxKeys.mine(), (api, signal) => api.call('blindBoxMine', {}, { signal })),
  draws: (pageIndex: number) =>
    into('draws', blindBoxKeys.draws(pageIndex), (api, signal) =>
      api.call('blindBoxMyDraws', { pageIndex }, { signal }),
    ),
  audit: () => into('audit', blindBoxKeys.audit(), (api, signal) => api.call('blindBoxAudit', {}, { signal })),
}

/** While mounted: the loads run (again after a reconnect); `enabled` false loads nothing. */
export function useBlindBoxInterest(key: string, enabled: boolean, ...loads: ScreenLoad[]): Interest {
  return useLoadInterest(
    `blindBox:${key}`,
    enabled
      ? (api, bus, signal) => Promise.all(loads.map((load) => load(api, bus, signal))).then(() => undefined)
      : null,
  )
}

/**
 * The user's standing (draws left, guarantee progress, badges) while signed in: from the first render when this
 * browser holds a session (the cached user arrives a moment later; keyed on it alone, the standing loaded only
 * then), and once a login made on the page brings the user. One load either way: the interest's key stays.
 */
export function useBlindBoxStandingInterest(signedIn: boolean): Interest {
  return useBlindBoxInterest('mine', signedIn || isSignedIn(), blindBoxLoads.mine())
}

/** A draw's outcome: the draw to show, or the server's refusal (and whether more coins would help). */
export type DrawOutcome = {
  drawId: number | null
  refused: string | null
  /** The balance cannot pay the box: the page offers a recharge. */
  shortOfCoins: boolean
  /** The server answered (the request id is spent or refused); false after a network failure, to retry it. */
  answered: boolean
}

const DRAW_CODES = { shortOfCoins: 402 } as const

/**
 * Buys and opens a box. The draw is stored (the page reveals it from the cache), the balance updated, and
 * the standing and the first page of the history read again. Retrying after a network failure with the
 * same `requestId` is safe: the server answers the first draw.
 */
export async function drawBlindBox(boxId: number, requestId: string): Promise<DrawOutcome> {
  const { api } = session
  const { bus } = app
  try {
    const result = await api.call('blindBoxDraw', { boxId, requestId })
    bus.emit({
      type: 'blindBox/cache',
      key: blindBoxKeys.draw(result.draw.drawId),
      kind: 'draw',
      data: result,
      at: Date.now(),
    })
    const user = (await db.session.get('current'))?.user
    if (user) bus.emit({ type: 'account/user', user: { ...user, gold: result.balance } })
    const signal = new AbortController().signal
    await Promise.all([blindBoxLoads.mine()(api, bus, signal), blindBoxLoads.draws(1)(api, bus, signal)]).catch(
      () => undefined,
    )
    return { drawId: result.draw.drawId, refused: null, shortOfCoins: false, answered: true }
  } catch (error) {
    const refused = await attempt(() => Promise.reject(error))
    // A refusal (the cap, the balance) may mean the standing shown is old.
    if (error instanceof ApiError)
      await blindBoxLoads
        .mine()(api, bus, new AbortController().signal)
        .catch(() => undefined)
    return {
      drawId: null,
      refused,
      shortOfCoins: error instanceof ApiError && error.code === DRAW_CODES.shortOfCoins,
      answered: error instanceof ApiError,
    }
  }
}
