import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import type { ExpertSort } from '../../../../protocol/calls/expert'
import { useExpertCache } from '../../../db/queries/experts'
import { expertKeys, expertLoads, useExpertInterest } from '../../../streams/experts/expert-loads'
import { ExpertGrid } from '../../../ui/expert/expert-card'
import { Pager } from '../../../ui/expert/pager'
import { GameFilter } from '../../../ui/match/game-filter'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { EmptyState, NetworkProblemPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import '../../../ui/library/library.css'
import { usePageTitle } from '../../-app/use-page-title'
import { ExpertNav } from './expert-nav'
import { gameIdOf } from './game-search'

const route = getRouteApi('/expert/allExperts')
const SORTS: ExpertSort[] = ['hitRate', 'streak', 'roi', 'followers']
const PAGE_SIZE = 20

/** /expert/allExperts: every expert, by game, sorted by hit rate, winning streak, ROI or followers. */
export function AllExpertsPage() {
  const { t } = useLingui()
  usePageTitle(t`全部专家`)
  const { game, sort = 'hitRate', page = 1 } = route.useSearch()
  const navigate = route.useNavigate()
  const gameId = gameIdOf(game)
  const { status, retry } = useExpertInterest(
    `all:${sort}:${gameId ?? 0}:${page}`,
    expertLoads.experts(sort, gameId, page),
  )
  const experts = useExpertCache('experts', expertKeys.experts(sort, gameId, page))
  const sortLabel: Record<ExpertSort, string> = {
    hitRate: t`命中率`,
    streak: t`连红`,
    roi: t`回报率`,
    followers: t`粉丝数`,
  }
  if (experts === null && status === 'offline') return <NetworkProblemPage onRetry={retry} />
  return (
    <section className="panel expert-panel container" data-testid="all-experts">
      <ExpertNav />
      <GameFilter value={game} onChange={(next) => void navigate({ search: { ...(next && { game: next }), sort } })} />
      <div className="library-toolbar">
        <label>
          {t`排序`}{' '}
          <select
            value={sort}
            data-testid="expert-sort"
            onChange={(e) => void navigate({ search: { ...(game && { game }), sort: e.target.value as ExpertSort } })}
          >
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {sortLabel[value]}
              </option>
            ))}
          </select>
        </label>
        {experts ? <span className="library-count">{t`共 ${experts.total} 位专家`}</span> : null}
      </div>
      <LoadNote status={status} />
      {experts === undefined || (experts === null && status === 'loading') ? (
        <MatchListSkeleton rows={6} />
      ) : (experts?.list.length ?? 0) === 0 ? (
        <EmptyState>
          <Trans>暂无专家</Trans>
        </EmptyState>
      ) : (
        <ExpertGrid experts={experts?.list ?? []} testId="expert-grid" />
      )}
      <Pager
        page={page}
        total={experts?.total ?? 0}
        size={PAGE_SIZE}
        onPage={(next) => void navigate({ search: (s) => ({ ...s, page: next }) })}
      />
    </section>
  )
}
