import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useExpertCache } from '../../../db/queries/experts'
import { expertKeys, expertLoads, useExpertInterest } from '../../../streams/experts/expert-loads'
import { ExpertRanking } from '../../../ui/expert/expert-card'
import { gameNameById } from '../../../ui/game-names'
import { GameFilter } from '../../../ui/match/game-filter'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { EmptyState, NetworkProblemPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { usePageTitle } from '../../-app/use-page-title'
import { ExpertNav } from './expert-nav'
import { gameIdOf } from './game-search'

const route = getRouteApi('/expert/specialist')

/** /expert/specialist: per league, the experts with the best hit rate on that league's settled plans. */
export function SpecialistPage() {
  const { i18n, t } = useLingui()
  usePageTitle(t`联赛达人`)
  const { game } = route.useSearch()
  const navigate = route.useNavigate()
  const gameId = gameIdOf(game)
  const { status, retry } = useExpertInterest(`specialists:${gameId ?? 0}`, expertLoads.specialists(gameId))
  const specialists = useExpertCache('specialists', expertKeys.specialists(gameId))
  if (specialists === null && status === 'offline') return <NetworkProblemPage onRetry={retry} />
  const hits = (uid: number, league: NonNullable<typeof specialists>['list'][number]) =>
    league.experts.find((entry) => entry.expert.uid === uid)
  return (
    <section className="panel expert-panel container" data-testid="specialists">
      <ExpertNav />
      <GameFilter value={game} onChange={(next) => void navigate({ search: next ? { game: next } : {} })} />
      <LoadNote status={status} />
      {specialists === undefined || (specialists === null && status === 'loading') ? (
        <MatchListSkeleton rows={6} />
      ) : (specialists?.list.length ?? 0) === 0 ? (
        <EmptyState>
          <Trans>联赛方案结算后，这里会列出各联赛命中率最高的专家</Trans>
        </EmptyState>
      ) : (
        <div className="expert-grid">
          {specialists?.list.map((league) => (
            <section className="expert-section specialist-league" key={league.leagueId} data-testid="specialist-league">
              <h2>
                {league.leagueName} <small>{gameNameById(league.gameId, i18n)}</small>
              </h2>
              <ExpertRanking
                experts={league.experts.map((entry) => entry.expert)}
                figure={(expert) => {
                  const entry = hits(expert.uid, league)
                  return entry ? t`${entry.hits}/${entry.settled} · ${entry.hitRate}%` : ''
                }}
                testId="specialist-ranking"
              />
            </section>
          ))}
        </div>
      )}
    </section>
  )
}
