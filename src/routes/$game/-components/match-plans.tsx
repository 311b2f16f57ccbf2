import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useExpertCache } from '../../../db/queries/experts'
import { expertKeys, expertLoads, useExpertInterest } from '../../../streams/experts/expert-loads'
import { PlanList } from '../../../ui/expert/plan-card'
import { EmptyState } from '../../../ui/status/status-page'

/** The match detail's "plans for this match": the experts' published plans on it, most bought first. */
export function MatchPlans({ matchId }: { matchId: string }) {
  const { t } = useLingui()
  useExpertInterest(expertKeys.focus(matchId), expertLoads.focus(matchId))
  const plans = useExpertCache('focus', expertKeys.focus(matchId))
  return (
    <section className="panel" data-testid="panel-plans">
      <h2 className="panel-title">{t`本场专家方案`}</h2>
      <div className="detail-body">
        {!plans || plans.list.length === 0 ? (
          <EmptyState>
            <Trans>暂无专家方案</Trans> <Link to="/expert">{t`查看更多专家`}</Link>
          </EmptyState>
        ) : (
          <PlanList plans={plans.list} testId="match-plans" />
        )}
      </div>
    </section>
  )
}
