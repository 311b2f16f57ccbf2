import type { CallInput } from '../../../protocol/calls'
import type { ApiClient } from '../../api/client'
import { db } from '../../db/instance'
import { session } from '../account/account-runtime'
import { attempt, type Outcome } from '../account/session-actions'
import type { EventBus } from '../core/bus'
import { app } from '../core/runtime'
import { expertKeys, expertLoads } from './expert-loads'

// What a user does in the expert area. Each action answers an Outcome (the server's message in the user's
// language, or null when it worked) that the page shows next to the control, and stores what changed.

type Deps = { api: ApiClient; bus: EventBus }
const quiet = (): Deps => ({ api: session.api, bus: app.bus })
const signal = () => new AbortController().signal
const emitAt = () => Date.now()

export type ExpertApplication = CallInput<'expertApply'>
export type PlanSubmission = CallInput<'savePlan'>
export type ComponentInput = CallInput<'savePlanComponent'>

export function applyAsExpert(application: ExpertApplication): Outcome {
  const { api, bus } = quiet()
  return attempt(async () => {
    const standing = await api.call('expertApply', application)
    bus.emit({ type: 'expert/cache', key: expertKeys.standing(), kind: 'standing', data: standing, at: emitAt() })
  })
}

/** Buys a plan (the server decides the price); the unlocked plan and the new balance are stored. */
export function buyPlan(planId: number, requestId: string): Outcome {
  const { api, bus } = quiet()
  return attempt(async () => {
    const { plan, balance } = await api.call('goldExpertPlan', { planId, requestId })
    bus.emit({ type: 'expert/cache', key: expertKeys.plan(planId), kind: 'plan', data: plan, at: emitAt() })
    const user = (await db.session.get('current'))?.user
    if (user) bus.emit({ type: 'account/user', user: { ...user, gold: balance } })
    await expertLoads.orders(1)(api, bus, signal())
  })
}

/** Submits (or edits) a plan; the answer and the first page of the creator's plans are stored. */
export async function submitPlan(plan: PlanSubmission): Promise<{ refused: string | null; planId: number | null }> {
  const { api, bus } = quiet()
  let planId: number | null = null
  const refused = await attempt(async () => {
    const saved = await api.call('savePlan', plan)
    planId = saved.id
    bus.emit({ type: 'expert/cache', key: expertKeys.plan(saved.id), kind: 'plan', data: saved, at: emitAt() })
    await Promise.all([expertLoads.creatorPlans(null)(api, bus, signal()), expertLoads.summary()(api, bus, signal())])
  })
  return { refused, planId }
}

export function changePlan(planId: number, action: 'offSale' | 'delete'): Outcome {
  const { api, bus } = quiet()
  return attempt(async () => {
    await api.call('planAction', { planId, action })
    await Promise.all([
      expertLoads.creatorPlans(null)(api, bus, signal()),
      expertLoads.summary()(api, bus, signal()),
      expertLoads.plan(planId)(api, bus, signal()),
    ])
  })
}

export function saveComponent(component: ComponentInput): Outcome {
  const { api, bus } = quiet()
  return attempt(async () => {
    await api.call('savePlanComponent', component)
    await expertLoads.components()(api, bus, signal())
  })
}

export function deleteComponent(id: number): Outcome {
  const { api, bus } = quiet()
  return attempt(async () => {
    await api.call('deletePlanComponent', { id })
    await expertLoads.components()(api, bus, signal())
  })
}

/** An administrator's decision on an application; the list is read again. */
export function reviewExpert(uid: number, decision: 'pass' | 'refuse', reason?: string): Outcome {
  const { api, bus } = quiet()
  return attempt(async () => {
    await api.call('expertReview', { uid, decision, ...(reason ? { reason } : {}) })
    await expertLoads.reviewApplications(1)(api, bus, signal())
  })
}

/** An administrator's decision on a plan; the list is read again. */
export function reviewPlan(planId: number, decision: 'pass' | 'refuse', reason?: string): Outcome {
  const { api, bus } = quiet()
  return attempt(async () => {
    await api.call('planReview', { planId, decision, ...(reason ? { reason } : {}) })
    await expertLoads.reviewPlans(1)(api, bus, signal())
  })
}
