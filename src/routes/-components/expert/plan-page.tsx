import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { PlanDetail } from '../../../../protocol/experts'
import { gameById } from '../../../../protocol/games'
import { useSessionUser } from '../../../db/queries/account'
import { useExpertCache } from '../../../db/queries/experts'
import { countText, formatDayTime } from '../../../i18n/format'
import { openLogin } from '../../../streams/account/session-hooks'
import { buyPlan } from '../../../streams/experts/expert-actions'
import {
  expertKeys,
  expertLoads,
  useExpertInterest,
  useExpertInterestWhen,
} from '../../../streams/experts/expert-loads'
import { DemoBadge, RecordFigures } from '../../../ui/expert/expert-card'
import { PlanPrice, ResultChip } from '../../../ui/expert/plan-card'
import { PlanContent } from '../../../ui/expert/plan-content'
import {
  firstPeriodLabel,
  levelLabel,
  playTypeLabel,
  predictionText,
  statusLabel,
} from '../../../ui/expert/plan-labels'
import { gameNameById } from '../../../ui/game-names'
import { Avatar } from '../../../ui/user/avatar'
import { usePageTitle } from '../../-app/use-page-title'
import { CachedPageState } from '../cached-page-state'
import { ExpertNav } from './expert-nav'

/** The plan detail: locked until bought (the server sends no content or prediction), then the analysis. */
export function PlanPage({ planId }: { planId: string }) {
  const id = /^\d{1,9}$/.test(planId) ? Number(planId) : 0
  const me = useSessionUser()
  const { status, retry } = useExpertInterest(`plan:${id}:${me?.uid ?? 0}`, expertLoads.plan(id))
  const plan = useExpertCache('plan', expertKeys.plan(id))
  usePageTitle(plan?.title, plan ? `${plan.homeName} vs ${plan.guestName} · ${plan.leagueName}` : undefined)
  return (
    <div className="container">
      <section className="panel expert-panel">
        <ExpertNav />
      </section>
      <CachedPageState data={plan} status={status} retry={retry}>
        {(detail) => <PlanBody plan={detail} loggedIn={Boolean(me)} />}
      </CachedPageState>
    </div>
  )
}

function PlanBody({ plan, loggedIn }: { plan: PlanDetail; loggedIn: boolean }) {
  const { i18n, t } = useLingui()
  const slug = gameById(plan.gameId)?.slug
  const level = plan.playLevel === 'first' ? firstPeriodLabel(plan.gameId, i18n) : levelLabel(plan.playLevel, i18n)
  return (
    <>
      <section className="panel expert-panel" data-testid="plan-detail" data-locked={plan.locked}>
        <div className="plan-detail-head">
          <div>
            <h1>{plan.title}</h1>
            <dl className="plan-facts">
              <dt>{t`赛事`}</dt>
              <dd>
                {gameNameById(plan.gameId, i18n)} · {plan.leagueName} ·{' '}
                {slug ? (
                  <Link to="/$game/{-$id}" params={{ game: slug, id: plan.matchId }}>
                    {plan.homeName} vs {plan.guestName}
                  </Link>
                ) : (
                  `${plan.homeName} vs ${plan.guestName}`
                )}
              </dd>
              <dt>{t`比赛时间`}</dt>
              <dd>{formatDayTime(plan.matchTime)}</dd>
              <dt>{t`玩法`}</dt>
              <dd>
                {level} · {playTypeLabel(plan.playType, i18n)} · {t`参考赔率 ${plan.odds}`}
              </dd>
              <dt>{t`价格`}</dt>
              <dd>
                <PlanPrice plan={plan} />
                {plan.refundIfMiss ? <span className="plan-tag refund">{t`不中退款`}</span> : null}
                <span className="form-hint"> {t`已售 ${countText(plan.sales, i18n)}`}</span>
              </dd>
              <dt>{t`状态`}</dt>
              <dd data-testid="plan-status">
                {statusLabel(plan.status, i18n)} <ResultChip plan={plan} />
              </dd>
              {plan.refuseReason ? (
                <>
                  <dt>{t`未通过原因`}</dt>
                  <dd>{i18n._(plan.refuseReason)}</dd>
                </>
              ) : null}
            </dl>
          </div>
          {plan.cover ? <img src={plan.cover} alt="" width={240} height={135} /> : null}
        </div>
        {plan.locked ? (
          <LockedPanel plan={plan} loggedIn={loggedIn} />
        ) : (
          <div data-testid="plan-unlocked">
            {plan.prediction ? (
              <p className="plan-prediction" data-testid="plan-prediction">
                <Trans>预测结果：</Trans>
                {predictionText(plan.prediction, plan, i18n)}
              </p>
            ) : null}
            {plan.content ? <PlanContent blocks={plan.content} /> : null}
          </div>
        )}
        {plan.sealHash ? (
          <details className="plan-seal" data-testid="plan-seal">
            <summary>
              {t`内容封存于 ${formatDayTime(plan.releasedAt ?? 0)}，SHA-256：`}
              <code>{plan.sealHash}</code>
            </summary>
            <p>
              <Trans>方案发布时，预测与内容即被封存并公开其哈希值，之后不能修改。购买后可用下方原文自行校验。</Trans>
            </p>
            {plan.sealText ? <code>{plan.sealText}</code> : null}
          </details>
        ) : null}
      </section>
      <section className="panel expert-panel expert-section">
        <h2>
          <Link to="/expert/$id" params={{ id: String(plan.expert.uid) }} className="ranking-name">
            <Avatar src={plan.expert.avatar} name={plan.expert.name} size={32} />
            {plan.expert.name}
          </Link>
          {plan.expert.demo ? <DemoBadge /> : null}
        </h2>
        <RecordFigures record={plan.expert.record} />
      </section>
    </>
  )
}

function LockedPanel({ plan, loggedIn }: { plan: PlanDetail; loggedIn: boolean }) {
  const { t } = useLingui()
  const onSale = plan.status === 'published' && plan.result === 'pending' && plan.matchTime > Date.now()
  useExpertInterestWhen(loggedIn && onSale, `gold:${plan.id}`, expertLoads.gold(plan.id))
  const gold = useExpertCache('gold', expertKeys.gold(plan.id))
  const [requestId] = useState(() => crypto.randomUUID())
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const buy = async () => {
    setBusy(true)
    try {
      setMessage(await buyPlan(plan.id, requestId))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="plan-lock" data-testid="plan-lock">
      <strong>
        <Trans>方案分析与预测结果购买后可见</Trans>
      </strong>
      {!onSale ? (
        <span>
          <Trans>方案已下架或比赛已开始，不能购买</Trans>
        </span>
      ) : !loggedIn ? (
        <button type="button" className="button button-primary" onClick={() => openLogin()} data-testid="plan-login">
          <Trans>登录后购买</Trans>
        </button>
      ) : (
        <>
          {gold ? (
            <span data-testid="plan-balance">
              {gold.firstOrder ? t`首单优惠价 ${gold.price} 金币` : t`需支付 ${gold.price} 金币`} ·{' '}
              {t`余额 ${gold.balance} 金币`}
            </span>
          ) : null}
          <button
            type="button"
            className="button button-primary"
            disabled={busy}
            onClick={() => void buy()}
            data-testid="plan-buy"
          >
            {gold ? t`支付 ${gold.price} 金币解锁` : t`金币解锁`}
          </button>
          {gold && !gold.enough ? (
            <span className="form-message">
              <Trans>金币不足，请先充值</Trans>
            </span>
          ) : null}
        </>
      )}
      <p className="form-message" role="alert" data-testid="plan-buy-message">
        {message ?? ''}
      </p>
    </div>
  )
}
