import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { PlanDetail } from '../../../../protocol/experts'
import { useSessionUser } from '../../../db/queries/account'
import { useExpertCache } from '../../../db/queries/experts'
import { formatDayTime } from '../../../i18n/format'
import { openLogin } from '../../../streams/account/session-hooks'
import { reviewExpert, reviewPlan } from '../../../streams/experts/expert-actions'
import { expertKeys, expertLoads, useExpertInterestWhen } from '../../../streams/experts/expert-loads'
import { PlanPrice } from '../../../ui/expert/plan-card'
import { PlanContent } from '../../../ui/expert/plan-content'
import { levelLabel, playTypeLabel, predictionText, statusLabel } from '../../../ui/expert/plan-labels'
import { gameNameById } from '../../../ui/game-names'
import { EmptyState, NoPermissionPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { LoginPrompt } from '../../../ui/user/login-prompt'
import { usePageTitle } from '../../-app/use-page-title'
import { ExpertNav } from './expert-nav'

/** Administrators: expert applications and submitted plans, those waiting first. */
export function ReviewPage() {
  const { t } = useLingui()
  usePageTitle(t`专家审核`)
  const me = useSessionUser()
  const admin = me?.roles?.includes('admin') ?? false
  const { status } = useExpertInterestWhen(
    admin,
    'review',
    expertLoads.reviewApplications(1),
    expertLoads.reviewPlans(1),
  )
  if (me === undefined) return null
  if (me === null) return <LoginPrompt onLogin={() => openLogin()} />
  if (!admin) return <NoPermissionPage />
  return (
    <div className="container">
      <section className="panel expert-panel">
        <ExpertNav />
        <LoadNote status={status} />
      </section>
      <Applications />
      <Plans />
    </div>
  )
}

/** A decision's reason box and buttons; refusing needs a reason. */
function Decision({
  testId,
  onDecide,
}: {
  testId: string
  onDecide: (pass: boolean, reason: string) => Promise<string | null>
}) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const decide = async (pass: boolean) => {
    if (!pass && reason.trim() === '') return setMessage(t`请填写未通过的原因`)
    setBusy(true)
    try {
      setMessage(await onDecide(pass, reason.trim()))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="plan-row-actions" data-testid={testId}>
      <button type="button" className="button button-primary" disabled={busy} onClick={() => void decide(true)}>
        <Trans>通过</Trans>
      </button>
      <input
        className="form-input"
        value={reason}
        maxLength={200}
        placeholder={t`未通过原因`}
        onChange={(e) => setReason(e.target.value)}
      />
      <button type="button" className="button" disabled={busy} onClick={() => void decide(false)}>
        <Trans>不通过</Trans>
      </button>
      {message ? (
        <span className="form-message" role="alert">
          {message}
        </span>
      ) : null}
    </div>
  )
}

function Applications() {
  const { i18n, t } = useLingui()
  const page = useExpertCache('reviewApplications', expertKeys.reviewApplications(1))
  const statusText = { underReview: t`审核中`, passed: t`已通过`, refused: t`未通过`, none: '' }
  return (
    <section className="panel expert-panel expert-section" data-testid="expert-applications">
      <h2>
        <Trans>专家申请</Trans>
      </h2>
      {!page || page.list.length === 0 ? (
        <EmptyState />
      ) : (
        <table className="plan-table">
          <thead>
            <tr>
              <th>{t`用户`}</th>
              <th>{t`专家昵称`}</th>
              <th>{t`擅长项目`}</th>
              <th>{t`简介`}</th>
              <th>{t`申请时间`}</th>
              <th>{t`状态`}</th>
            </tr>
          </thead>
          <tbody>
            {page.list.map((entry) => (
              <tr key={entry.uid} data-testid="expert-application-row" data-uid={entry.uid}>
                <td>{entry.username}</td>
                <td>{entry.name}</td>
                <td>{entry.gameIds.map((id) => gameNameById(id, i18n)).join(' · ')}</td>
                <td>{entry.intro}</td>
                <td>{formatDayTime(entry.appliedAt)}</td>
                <td>
                  {entry.status === 'underReview' ? (
                    <Decision
                      testId="expert-application-decision"
                      onDecide={(pass, reason) => reviewExpert(entry.uid, pass ? 'pass' : 'refuse', reason)}
                    />
                  ) : (
                    `${statusText[entry.status]}${entry.refuseReason ? `（${entry.refuseReason}）` : ''}`
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}

function Plans() {
  const page = useExpertCache('reviewPlans', expertKeys.reviewPlans(1))
  return (
    <section className="panel expert-panel expert-section" data-testid="plan-reviews">
      <h2>
        <Trans>方案审核</Trans>
      </h2>
      {!page || page.list.length === 0 ? (
        <EmptyState />
      ) : (
        <ul className="plan-list">
          {page.list.map((plan) => (
            <ReviewedPlan key={plan.id} plan={plan} />
          ))}
        </ul>
      )}
    </section>
  )
}

function ReviewedPlan({ plan }: { plan: PlanDetail }) {
  const { i18n } = useLingui()
  return (
    <li className="plan-card" data-testid="plan-review-row" data-plan-id={plan.id}>
      <div className="plan-card-body">
        <strong className="plan-title">
          {plan.title} · {plan.expertName}
        </strong>
        <span className="plan-match">
          {gameNameById(plan.gameId, i18n)} · {plan.leagueName} · {plan.homeName} vs {plan.guestName} ·{' '}
          {formatDayTime(plan.matchTime)}
        </span>
        <span className="plan-meta">
          <span>
            {levelLabel(plan.playLevel, i18n)} {playTypeLabel(plan.playType, i18n)}
          </span>
          {plan.prediction ? <span>{predictionText(plan.prediction, plan, i18n)}</span> : null}
          <PlanPrice plan={plan} />
          <span>{statusLabel(plan.status, i18n)}</span>
        </span>
        {plan.cover ? <img className="plan-cover" src={plan.cover} alt="" width={120} height={68} /> : null}
        {plan.content ? <PlanContent blocks={plan.content} /> : null}
        {plan.status === 'underReview' ? (
          <Decision
            testId="plan-review-decision"
            onDecide={(pass, reason) => reviewPlan(plan.id, pass ? 'pass' : 'refuse', reason)}
          />
        ) : plan.refuseReason ? (
          <span className="form-hint">{i18n._(plan.refuseReason)}</span>
        ) : null}
      </div>
    </li>
  )
}
