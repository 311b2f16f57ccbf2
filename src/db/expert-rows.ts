import type { CallResult } from '../../protocol/calls'
import type { ExpertCard, ExpertStanding, PlanDetail } from '../../protocol/experts'

/**
 * What the expert area caches, by kind: each answer of the expert calls, stored whole under a key that names
 * the call and its input (e.g. 'plan:12', 'experts:hitRate:0:1'). Cards carry the viewer's purchases, so
 * the whole cache is the current user's (the writer drops it when someone else signs in or out).
 */
export type ExpertCacheData = {
  /** Whose cache this is (key 'owner'). */
  owner: { uid: number }
  standing: ExpertStanding
  plans: CallResult<'getPlansPC'>
  homePlans: CallResult<'getHomeExpertPlans'>
  focus: CallResult<'focusEvents'>
  experts: CallResult<'expertLibraryPC'>
  recommended: CallResult<'recommendExpert'>
  expert: ExpertCard
  graph: CallResult<'getExpertInfoGraph'>
  specialists: CallResult<'expertSpecialists'>
  plan: PlanDetail
  gold: CallResult<'checkGold'>
  orders: CallResult<'userExpertPlanOrderPC'>
  creatorPlans: CallResult<'getExpertPlans'>
  creatorMatches: CallResult<'creatorMatches'>
  summary: CallResult<'getReturnsDetailedSummary'>
  daily: CallResult<'getReturnsDetailed'>
  monthly: CallResult<'getMonthlyReturnsDetailed'>
  components: CallResult<'planComponents'>
  reviewApplications: CallResult<'expertApplications'>
  reviewPlans: CallResult<'planReviews'>
}
export type ExpertCacheKind = keyof ExpertCacheData

export type ExpertCacheRow<K extends ExpertCacheKind = ExpertCacheKind> = {
  key: string
  kind: K
  data: ExpertCacheData[K]
  fetchedAt: number
}
