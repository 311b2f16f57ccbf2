import type { ExpertCard } from '../../../protocol/experts'
import { EXPERT_MESSAGES } from '../../../protocol/messages/expert'
import { homePlans, leagueSpecialists, plansOfMatch, publicPlansPage, rankedExperts } from '../../experts/lists'
import {
  expertCards,
  planCards,
  planDetailOf,
  planJoinRow,
  recordOf,
  settledPlansOf,
  type Viewer,
} from '../../experts/read'
import { CallError } from '../../http/call-error'
import type { AuthContext } from '../context'
import type { Handler } from '../handler'

export function viewerOf(auth: AuthContext): Viewer {
  return {
    userId: auth.session?.userId ?? null,
    admin: auth.session?.roles.includes('admin') ?? false,
    now: auth.now(),
  }
}

export const getExpertPlanInfo: Handler<'getExpertPlanInfo'> = async ({ planId }, { db, auth }) => {
  const row = await planJoinRow(db, planId)
  const viewer = viewerOf(auth)
  const author = row !== null && (viewer.admin || row.plan.expertId === viewer.userId)
  // Unpublished and deleted plans are their author's (and reviewers') only; a buyer keeps a deleted one.
  if (!row || (!author && row.plan.releasedAt === null)) throw new CallError(404, EXPERT_MESSAGES.planNotFound)
  return planDetailOf(db, row, viewer)
}

async function requireCard(db: Parameters<typeof expertCards>[0], expertId: number): Promise<ExpertCard> {
  const [card] = await expertCards(db, [expertId])
  if (!card) throw new CallError(404, EXPERT_MESSAGES.expertNotFound)
  return card
}

export const getExpertInfo: Handler<'getExpertInfo'> = async ({ expertId }, { db }) => requireCard(db, expertId)

export const getExpertInfoAccuracy: Handler<'getExpertInfoAccuracy'> = async ({ expertId }, { db }) => ({
  windows: (await requireCard(db, expertId)).record.windows,
})

const GRAPH_POINTS = 100

export const getExpertInfoGraph: Handler<'getExpertInfoGraph'> = async ({ expertId }, { db }) => {
  await requireCard(db, expertId)
  const settled = (await settledPlansOf(db, [expertId])).get(expertId) ?? []
  const points = settled.map((plan, i) => {
    const record = recordOf(settled.slice(0, i + 1), i + 1)
    return {
      at: plan.settledAt,
      planId: plan.planId,
      result: plan.result,
      hitRate: record.hitRate ?? 0,
      roi: record.roi ?? 0,
    }
  })
  return { points: points.slice(-GRAPH_POINTS) }
}

export const getHomeExpertPlans: Handler<'getHomeExpertPlans'> = async ({ gameId, size }, { db, auth }) => ({
  list: await planCards(db, await homePlans(db, gameId, size), viewerOf(auth)),
})

export const recommendExpert: Handler<'recommendExpert'> = async ({ gameId, size }, { db }) => {
  const cards = await rankedExperts(db, gameId, 'hitRate')
  const withPlans = cards.filter((card) => card.onSale > 0)
  return { list: [...withPlans, ...cards.filter((card) => card.onSale === 0)].slice(0, size) }
}

export const expertLibraryPC: Handler<'expertLibraryPC'> = async ({ gameId, sort, pageIndex }, { db }) => {
  const cards = await rankedExperts(db, gameId, sort)
  const size = 20
  return { list: cards.slice((pageIndex - 1) * size, pageIndex * size), total: cards.length }
}

/** Per league with settled plans, the experts with the best hit rate on that league's plans. */
export const expertSpecialists: Handler<'expertSpecialists'> = async ({ gameId }, { db }) => ({
  list: await leagueSpecialists(db, gameId),
})

export const getPlansPC: Handler<'getPlansPC'> = async (input, { db, auth }) => {
  const { rows, total } = await publicPlansPage(db, input)
  return { list: await planCards(db, rows, viewerOf(auth)), total }
}

export const focusEvents: Handler<'focusEvents'> = async ({ matchId }, { db, auth }) => ({
  list: await planCards(db, await plansOfMatch(db, matchId), viewerOf(auth)),
})
