import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useExpertCache } from '../../../db/queries/experts'
import { expertKeys, expertLoads, useExpertInterest } from '../../../streams/experts/expert-loads'
import { ExpertGrid, ExpertRanking } from '../../../ui/expert/expert-card'
import { PlanList } from '../../../ui/expert/plan-card'
import { GameFilter } from '../../../ui/match/game-filter'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { EmptyState, NetworkProblemPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { usePageTitle } from '../../-app/use-page-title'
import { ExpertNav } from './expert-nav'
import { gameIdOf } from './game-search'

const route = getRouteApi('/expert/')

/** /expert: popular plans, recommended experts, the hall of fame and the hit-rate and streak rankings. */
export function ExpertHomePage() {
  const { t } = useLingui()
  usePageTitle(t`专家推荐`, t`专家方案、命中率榜、连红榜与名人堂`)
  const { game } = route.useSearch()
  const navigate = route.useNavigate()
  const gameId = gameIdOf(game)
  const { status, retry } = useExpertInterest(
    `home:${gameId ?? 0}`,
    expertLoads.homePlans(gameId, 10),
    expertLoads.recommended(gameId, 6),
    expertLoads.experts('hitRate', gameId),
    expertLoads.experts('streak', gameId),
    expertLoads.experts('roi', gameId),
  )
  const plans = useExpertCache('homePlans', expertKeys.homePlans(gameId))
  const recommended = useExpertCache('recommended', expertKeys.recommended(gameId))
  const byHitRate = useExpertCache('experts', expertKeys.experts('hitRate', gameId, 1))
  const byStreak = useExpertCache('experts', expertKeys.experts('streak', gameId, 1))
  const byRoi = useExpertCache('experts', expertKeys.experts('roi', gameId, 1))
  const nothing = plans === null && recommended === null
  if (nothing && status === 'offline') return <NetworkProblemPage onRetry={retry} />
  const ranked = (list: typeof byHitRate, min: (e: NonNullable<typeof byHitRate>['list'][number]) => boolean) =>
    (list?.list ?? []).filter(min).slice(0, 10)
  const decided = (e: { record: { hits: number; misses: number } }) => e.record.hits + e.record.misses >= 3
  return (
    <div className="container" data-testid="expert-home">
      <section className="panel expert-panel">
        <ExpertNav />
        <GameFilter value={game} onChange={(next) => void navigate({ search: next ? { game: next } : {} })} />
        <LoadNote status={status} />
      </section>
      <div className="expert-sections">
        <div>
          <section className="panel expert-panel expert-section">
            <h2>
              <Trans>热门方案</Trans>
            </h2>
            {plans === undefined || (plans === null && status === 'loading') ? (
              <MatchListSkeleton rows={4} />
            ) : (plans?.list.length ?? 0) === 0 ? (
              <EmptyState>
                <Trans>暂无在售方案</Trans>
              </EmptyState>
            ) : (
              <PlanList plans={plans?.list ?? []} testId="popular-plans" />
            )}
          </section>
          <section className="panel expert-panel expert-section">
            <h2>
              <Trans>推荐专家</Trans>
              <Link to="/expert/allExperts">
                <Trans>全部专家</Trans>
              </Link>
            </h2>
            {(recommended?.list.length ?? 0) === 0 ? (
              <EmptyState />
            ) : (
              <ExpertGrid experts={recommended?.list ?? []} testId="recommended-experts" />
            )}
          </section>
        </div>
        <aside>
          <section className="panel expert-panel expert-section">
            <h2>
              <Trans>命中率榜</Trans>
            </h2>
            <RankingOrEmpty
              experts={ranked(byHitRate, decided)}
              figure={(e) => `${e.record.hitRate ?? 0}%`}
              testId="hit-rate-ranking"
            />
          </section>
          <section className="panel expert-panel expert-section">
            <h2>
              <Trans>连红榜</Trans>
            </h2>
            <RankingOrEmpty
              experts={ranked(byStreak, (e) => e.record.streak > 0)}
              figure={(e) => t`${e.record.streak} 连红`}
              testId="streak-ranking"
            />
          </section>
          <section className="panel expert-panel expert-section">
            <h2>
              <Trans>名人堂</Trans>
            </h2>
            <p className="form-hint">
              <Trans>按回报率排名，至少3个已结算方案</Trans>
            </p>
            <RankingOrEmpty
              experts={ranked(byRoi, decided)}
              figure={(e) => `${e.record.roi ?? 0}%`}
              testId="hall-of-fame"
            />
          </section>
        </aside>
      </div>
    </div>
  )
}

function RankingOrEmpty(props: Parameters<typeof ExpertRanking>[0]) {
  if (props.experts.length === 0)
    return (
      <EmptyState>
        <Trans>方案结算后即可上榜</Trans>
      </EmptyState>
    )
  return <ExpertRanking {...props} />
}
