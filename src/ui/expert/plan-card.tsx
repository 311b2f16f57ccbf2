import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { PlanCard as Plan } from '../../../protocol/experts'
import { entityName } from '../../i18n/entity-name'
import { countText, formatDayTime } from '../../i18n/format'
import { Crest } from '../crest/crest'
import { gameNameById } from '../game-names'
import { Avatar } from '../user/avatar'
import { levelLabel, playTypeLabel, predictionText, resultLabel } from './plan-labels'
import './expert.css'

/** The price line of a plan: free, or its coins with the first-order price when there is one. */
export function PlanPrice({ plan }: { plan: Pick<Plan, 'price' | 'firstOrderPrice'> }) {
  const { t } = useLingui()
  if (plan.price === 0) return <span className="plan-price free">{t`免费`}</span>
  return (
    <span className="plan-price">
      <strong>{t`${plan.price} 金币`}</strong>
      {plan.firstOrderPrice !== null ? <small className="plan-tag">{t`首单 ${plan.firstOrderPrice}`}</small> : null}
    </span>
  )
}

/** A settled plan's result; one settled again after a corrected final score says so. */
export function ResultChip({ plan }: { plan: Pick<Plan, 'result' | 'resultCorrected'> }) {
  const { i18n, t } = useLingui()
  return (
    <span className={`result-chip result-${plan.result}`} data-result={plan.result}>
      {resultLabel(plan.result, i18n)}
      {plan.resultCorrected ? (
        <small className="result-corrected" title={t`比赛的最终比分被数据方更正，方案已按更正后的比分重新结算`}>
          {t`赛果更正`}
        </small>
      ) : null}
    </span>
  )
}

/** One plan in a list: cover, title, match, play, price, sales and (when settled or bought) the pick. */
export function PlanCardView({ plan, showExpert = true }: { plan: Plan; showExpert?: boolean }) {
  const { i18n, t } = useLingui()
  return (
    <li className="plan-card" data-testid="plan-card" data-plan-id={plan.id}>
      <Link to="/expert/plan/$planId" params={{ planId: String(plan.id) }} className="plan-card-link">
        {plan.cover ? (
          <img className="plan-cover" src={plan.cover} alt="" loading="lazy" width={120} height={68} />
        ) : (
          <span className="plan-cover plan-cover-blank" aria-hidden="true" />
        )}
        <span className="plan-card-body">
          <strong className="plan-title">{plan.title}</strong>
          <PlanMatch plan={plan} />
          <span className="plan-meta">
            <span>{formatDayTime(plan.matchTime)}</span>
            <span>
              {levelLabel(plan.playLevel, i18n)} {playTypeLabel(plan.playType, i18n)}
            </span>
            {plan.refundIfMiss ? <span className="plan-tag refund">{t`不中退款`}</span> : null}
            <span>{t`已售 ${countText(plan.sales, i18n)}`}</span>
          </span>
          {plan.prediction ? (
            <span className="plan-pick" data-testid="plan-pick">
              <Trans>预测：</Trans>
              {predictionText(plan.prediction, plan, i18n)}
            </span>
          ) : null}
        </span>
        <span className="plan-card-side">
          {plan.result !== 'pending' ? <ResultChip plan={plan} /> : <PlanPrice plan={plan} />}
          {showExpert ? (
            <span className="plan-expert">
              <Avatar src={plan.expertAvatar} name={plan.expertName} size={20} />
              {plan.expertName}
            </span>
          ) : null}
        </span>
      </Link>
    </li>
  )
}

export function PlanList({
  plans,
  showExpert = true,
  testId,
}: {
  plans: readonly Plan[]
  showExpert?: boolean
  testId: string
}) {
  return (
    <ul className="plan-list" data-testid={testId}>
      {plans.map((plan) => (
        <PlanCardView key={plan.id} plan={plan} showExpert={showExpert} />
      ))}
    </ul>
  )
}

/** The plan's match: game, league and both teams with their crests, named in the active locale. */
function PlanMatch({ plan }: { plan: Plan }) {
  const { i18n } = useLingui()
  const name = (team: string, extra: Plan['homeTeam']) => entityName({ name: team, names: extra?.names }, i18n.locale)
  const crest = (team: string, extra: Plan['homeTeam']) => (
    <Crest name={team} shortName={extra?.shortName ?? ''} nameEn={extra?.names?.en} size={16} />
  )
  return (
    <span className="plan-match">
      {gameNameById(plan.gameId, i18n)} · {entityName({ name: plan.leagueName, names: plan.leagueNames }, i18n.locale)}{' '}
      · {crest(plan.homeName, plan.homeTeam)} {name(plan.homeName, plan.homeTeam)} vs{' '}
      {crest(plan.guestName, plan.guestTeam)} {name(plan.guestName, plan.guestTeam)}
    </span>
  )
}
