import type { CallInput, CallName, CallResult } from '../../../protocol/calls'
import type { PlanStatus } from '../../../protocol/experts'
import type { ApiClient } from '../../api/client'
import type { ExpertCacheData, ExpertCacheKind } from '../../db/expert-rows'
import type { EventBus } from '../core/bus'
import { type Interest, type ScreenLoad, useLoadInterest } from '../core/interest'

// Loaders of the expert area: one server read each, stored whole under its key (expert-rows.ts). The
// hooks keep a screen's data loaded while it is mounted (again after a reconnect); read it with
// useExpertCache(key) of src/db/queries/experts.ts.

type Loader<K extends ExpertCacheKind> = (api: ApiClient, signal: AbortSignal) => Promise<ExpertCacheData[K]>

export function loadInto<K extends ExpertCacheKind>(kind: K, key: string, fetch: Loader<K>): ScreenLoad {
  return async (api: ApiClient, bus: EventBus, signal: AbortSignal) => {
    const data = await fetch(api, signal)
    bus.emit({ type: 'expert/cache', key, kind, data, at: Date.now() } as Parameters<EventBus['emit']>[0])
  }
}

/** A call's answer as a loader (the answer is what the cache kind holds). */
function callInto<K extends ExpertCacheKind, N extends CallName>(
  kind: K,
  key: string,
  name: N,
  input: CallInput<N>,
): ScreenLoad {
  return loadInto(
    kind,
    key,
    (api, signal) => api.call(name, input, { signal }) as Promise<CallResult<N> & ExpertCacheData[K]>,
  )
}

// ---- keys: each names the call and its input

export const expertKeys = {
  homePlans: (gameId: number | null) => `homePlans:${gameId ?? 0}`,
  recommended: (gameId: number | null) => `recommended:${gameId ?? 0}`,
  experts: (sort: string, gameId: number | null, pageIndex: number) => `experts:${sort}:${gameId ?? 0}:${pageIndex}`,
  specialists: (gameId: number | null) => `specialists:${gameId ?? 0}`,
  expert: (uid: number) => `expert:${uid}`,
  graph: (uid: number) => `graph:${uid}`,
  plans: (scope: 'onSale' | 'history', expertId: number | null, gameId: number | null, pageIndex: number) =>
    `plans:${scope}:${expertId ?? 0}:${gameId ?? 0}:${pageIndex}`,
  focus: (matchId: string) => `focus:${matchId}`,
  plan: (id: number) => `plan:${id}`,
  gold: (planId: number) => `gold:${planId}`,
  standing: () => 'standing',
  orders: (pageIndex: number) => `orders:${pageIndex}`,
  creatorPlans: (status: PlanStatus | null, pageIndex: number) => `creatorPlans:${status ?? 'all'}:${pageIndex}`,
  creatorMatches: (gameId: number) => `creatorMatches:${gameId}`,
  summary: () => 'summary',
  daily: (days: number) => `daily:${days}`,
  monthly: () => 'monthly',
  components: () => 'components',
  reviewApplications: (pageIndex: number) => `reviewApplications:${pageIndex}`,
  reviewPlans: (pageIndex: number) => `reviewPlans:${pageIndex}`,
}

const gameInput = (gameId: number | null) => (gameId === null ? {} : { gameId })

export const expertLoads = {
  homePlans: (gameId: number | null, size = 8) =>
    callInto('homePlans', expertKeys.homePlans(gameId), 'getHomeExpertPlans', { ...gameInput(gameId), size }),
  recommended: (gameId: number | null, size = 6) =>
    callInto('recommended', expertKeys.recommended(gameId), 'recommendExpert', { ...gameInput(gameId), size }),
  experts: (sort: 'hitRate' | 'streak' | 'roi' | 'followers', gameId: number | null, pageIndex = 1) =>
    callInto('experts', expertKeys.experts(sort, gameId, pageIndex), 'expertLibraryPC', {
      sort,
      pageIndex,
      ...gameInput(gameId),
    }),
  specialists: (gameId: number | null) =>
    callInto('specialists', expertKeys.specialists(gameId), 'expertSpecialists', gameInput(gameId)),
  expert: (uid: number) => callInto('expert', expertKeys.expert(uid), 'getExpertInfo', { expertId: uid }),
  graph: (uid: number) => callInto('graph', expertKeys.graph(uid), 'getExpertInfoGraph', { expertId: uid }),
  plans: (scope: 'onSale' | 'history', expertId: number | null, gameId: number | null, pageIndex = 1) =>
    callInto('plans', expertKeys.plans(scope, expertId, gameId, pageIndex), 'getPlansPC', {
      scope,
      pageIndex,
      ...(expertId === null ? {} : { expertId }),
      ...gameInput(gameId),
    }),
  focus: (matchId: string) => callInto('focus', expertKeys.focus(matchId), 'focusEvents', { matchId }),
  plan: (id: number) => callInto('plan', expertKeys.plan(id), 'getExpertPlanInfo', { planId: id }),
  gold: (planId: number) => callInto('gold', expertKeys.gold(planId), 'checkGold', { planId }),
  standing: () => callInto('standing', expertKeys.standing(), 'expertApplyStart', {}),
  orders: (pageIndex = 1) => callInto('orders', expertKeys.orders(pageIndex), 'userExpertPlanOrderPC', { pageIndex }),
  creatorPlans: (status: PlanStatus | null, pageIndex = 1) =>
    callInto('creatorPlans', expertKeys.creatorPlans(status, pageIndex), 'getExpertPlans', {
      pageIndex,
      ...(status === null ? {} : { status }),
    }),
  creatorMatches: (gameId: number) =>
    callInto('creatorMatches', expertKeys.creatorMatches(gameId), 'creatorMatches', { gameId }),
  summary: () => callInto('summary', expertKeys.summary(), 'getReturnsDetailedSummary', {}),
  daily: (days: 7 | 14 | 30) => callInto('daily', expertKeys.daily(days), 'getReturnsDetailed', { days }),
  monthly: () => callInto('monthly', expertKeys.monthly(), 'getMonthlyReturnsDetailed', {}),
  components: () => callInto('components', expertKeys.components(), 'planComponents', {}),
  reviewApplications: (pageIndex = 1) =>
    callInto('reviewApplications', expertKeys.reviewApplications(pageIndex), 'expertApplications', { pageIndex }),
  reviewPlans: (pageIndex = 1) =>
    callInto('reviewPlans', expertKeys.reviewPlans(pageIndex), 'planReviews', { pageIndex }),
}

/** While mounted: the loads run (again after a reconnect); null loads nothing (e.g. logged out). */
export function useExpertInterest(key: string, ...loads: ScreenLoad[]): Interest {
  return useLoadInterest(`expert:${key}`, async (api, bus, signal) => {
    await Promise.all(loads.map((load) => load(api, bus, signal)))
  })
}

/** Like useExpertInterest, but loads nothing while `enabled` is false (e.g. nobody is logged in). */
export function useExpertInterestWhen(enabled: boolean, key: string, ...loads: ScreenLoad[]): Interest {
  return useLoadInterest(
    `expert:${key}`,
    enabled
      ? async (api, bus, signal) => {
          await Promise.all(loads.map((load) => load(api, bus, signal)))
        }
      : null,
  )
}
