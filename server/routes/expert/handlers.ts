import type { EXPERT_CALLS } from '../../../protocol/calls/expert'
import type { HandlersOf } from '../handler'
import { expertApplications, expertApply, expertApplyStart, expertReview } from './application'
import {
  creatorMatches,
  deletePlanComponent,
  getExpertPlans,
  getMonthlyReturnsDetailed,
  getReturnsDetailed,
  getReturnsDetailedSummary,
  planAction,
  planComponents,
  savePlan,
  savePlanComponent,
} from './creator'
import { planReview, planReviews } from './plan-review'
import {
  expertLibraryPC,
  expertSpecialists,
  focusEvents,
  getExpertInfo,
  getExpertInfoAccuracy,
  getExpertInfoGraph,
  getExpertPlanInfo,
  getHomeExpertPlans,
  getPlansPC,
  recommendExpert,
} from './public'
import { checkGold, goldExpertPlan, userExpertPlanOrderPC } from './purchase'

export const EXPERT_HANDLERS: HandlersOf<typeof EXPERT_CALLS> = {
  expertApplyStart,
  expertApply,
  expertApplications,
  expertReview,
  planReviews,
  planReview,
  getExpertPlanInfo,
  getExpertInfo,
  getExpertInfoAccuracy,
  getExpertInfoGraph,
  getHomeExpertPlans,
  recommendExpert,
  expertLibraryPC,
  expertSpecialists,
  getPlansPC,
  focusEvents,
  checkGold,
  userExpertPlanOrderPC,
  goldExpertPlan,
  getExpertPlans,
  creatorMatches,
  savePlan,
  planAction,
  getReturnsDetailedSummary,
  getReturnsDetailed,
  getMonthlyReturnsDetailed,
  planComponents,
  savePlanComponent,
  deletePlanComponent,
}
