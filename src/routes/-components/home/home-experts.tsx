import { Trans } from '@lingui/react/macro'
import { useExpertCache } from '../../../db/queries/experts'
import { expertKeys, expertLoads, useExpertInterest } from '../../../streams/experts/expert-loads'
import { PlanList } from '../../../ui/expert/plan-card'
import { EmptyState } from '../../../ui/status/status-page'

/** The home page's expert section: the most bought plans on sale (of the chosen game). */
export function ExpertsSection({ gameId }: { gameId: number | null }) {
  useExpertInterest(`homePlans:${gameId ?? 0}:5`, expertLoads.homePlans(gameId, 5))
  const plans = useExpertCache('homePlans', expertKeys.homePlans(gameId))
  if (!plans || plans.list.length === 0)
    return (
      <EmptyState>
        <Trans>暂无在售方案</Trans>
      </EmptyState>
    )
  return <PlanList plans={plans.list.slice(0, 5)} testId="home-plans" />
}
