import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo, useState } from 'react'
import { useProfile, useSessionUser } from '../../../db/queries/account'
import { useExpertCache } from '../../../db/queries/experts'
import { useProfileInterest } from '../../../streams/account/account-interest'
import { openLogin } from '../../../streams/account/session-hooks'
import { followUser } from '../../../streams/account/user-actions'
import { app } from '../../../streams/core/runtime'
import { expertKeys, expertLoads, useExpertInterest } from '../../../streams/experts/expert-loads'
import { DemoBadge, RecentResults, RecordFigures } from '../../../ui/expert/expert-card'
import { PlanList } from '../../../ui/expert/plan-card'
import { gameNameById } from '../../../ui/game-names'
import { SeriesChart } from '../../../ui/library/series-chart'
import { EmptyState } from '../../../ui/status/status-page'
import { Avatar } from '../../../ui/user/avatar'
import { FollowButton } from '../../../ui/user/follow-list'
import '../../../ui/user/user.css'
import { usePageTitle } from '../../-app/use-page-title'
import { CachedPageState } from '../cached-page-state'
import { ExpertNav } from './expert-nav'

/** /expert/{id}: an expert's record (windows, streaks, ROI, graph), plans on sale and history, follow. */
export function ExpertPage({ id }: { id: string }) {
  const uid = /^\d{1,9}$/.test(id) ? Number(id) : 0
  const { status, retry } = useExpertInterest(`expert:${uid}`, expertLoads.expert(uid), expertLoads.graph(uid))
  const expert = useExpertCache('expert', expertKeys.expert(uid))
  const { t } = useLingui()
  usePageTitle(expert ? t`${expert.name} 的专家主页` : undefined, expert?.intro)
  return (
    <div className="container">
      <section className="panel expert-panel">
        <ExpertNav />
      </section>
      <CachedPageState data={expert} status={status} retry={retry}>
        {(card) => <ExpertBody uid={uid} card={card} />}
      </CachedPageState>
    </div>
  )
}

function ExpertBody({ uid, card }: { uid: number; card: NonNullable<ReturnType<typeof useExpertCache<'expert'>>> }) {
  const { i18n, t } = useLingui()
  const me = useSessionUser()
  const viewer = me ? me.uid : null
  useProfileInterest(uid, viewer)
  const profile = useProfile(uid)
  const graph = useExpertCache('graph', expertKeys.graph(uid))
  const [tab, setTab] = useState<'onSale' | 'history'>('onSale')
  const plansInterest = useExpertInterest(`plans:${tab}:${uid}`, expertLoads.plans(tab, uid, null))
  const plans = useExpertCache('plans', expertKeys.plans(tab, uid, null, 1))
  const hitRatePoints = useMemo(() => (graph?.points ?? []).map((p) => [p.at, p.hitRate] as const), [graph])
  const roiPoints = useMemo(() => (graph?.points ?? []).map((p) => [p.at, p.roi] as const), [graph])
  const toggle = async (follow: boolean) => {
    if (viewer === null) return openLogin()
    await followUser(uid, follow)
    await expertLoads
      .expert(uid)(app.api, app.bus, new AbortController().signal)
      .catch(() => undefined)
  }
  return (
    <>
      <section className="panel expert-panel" data-testid="expert-page">
        <div className="expert-head">
          <Avatar src={card.avatar} name={card.name} size={72} />
          <div>
            <h1>
              {card.name} {card.demo ? <DemoBadge /> : null}
            </h1>
            <p>{card.intro}</p>
            <p className="form-hint">
              {card.gameIds.map((g) => gameNameById(g, i18n)).join(' · ')}
              {card.leagues.length > 0 ? ` · ${card.leagues.map((l) => l.name).join('、')}` : ''}
              {' · '}
              {t`粉丝 ${card.followers}`}
            </p>
          </div>
          {viewer !== uid ? (
            <FollowButton followed={profile?.followed ?? false} onToggle={(follow) => void toggle(follow)} />
          ) : null}
        </div>
        <RecordFigures record={card.record} />
        <ul className="result-windows" data-testid="result-windows">
          {card.record.windows.map((window) => (
            <li key={window.size}>
              {window.size === 30
                ? t`近30场 ${window.hits}/${window.settled}`
                : t`近${window.size}场 ${window.hits}/${window.settled}`}
            </li>
          ))}
          <li>{t`最长连红 ${card.record.bestStreak}`}</li>
          <li>{t`走水 ${card.record.voids}`}</li>
        </ul>
        <p>
          <Trans>近期战绩</Trans> <RecentResults record={card.record} />
        </p>
        <p className="form-hint">
          <Trans>战绩统计该专家发布过的全部方案（下架、删除的也计入），回报率按方案参考赔率、每方案1注计算。</Trans>
        </p>
        {hitRatePoints.length > 1 ? (
          <div className="expert-sections">
            <SeriesChart points={hitRatePoints} label={t`命中率`} unit="%" range={[0, 100]} testId="hit-rate-graph" />
            <SeriesChart points={roiPoints} label={t`回报率`} unit="%" testId="roi-graph" />
          </div>
        ) : null}
      </section>
      <section className="panel expert-panel expert-section">
        <div className="user-tabs" role="tablist">
          <button type="button" role="tab" aria-selected={tab === 'onSale'} onClick={() => setTab('onSale')}>
            <Trans>在售方案</Trans>
          </button>
          <button type="button" role="tab" aria-selected={tab === 'history'} onClick={() => setTab('history')}>
            <Trans>历史方案</Trans>
          </button>
        </div>
        {plans === undefined || (plans === null && plansInterest.status === 'loading') ? null : (plans?.list.length ??
            0) === 0 ? (
          <EmptyState>{tab === 'onSale' ? <Trans>暂无在售方案</Trans> : <Trans>暂无已结算方案</Trans>}</EmptyState>
        ) : (
          <PlanList plans={plans?.list ?? []} showExpert={false} testId={`expert-plans-${tab}`} />
        )}
      </section>
    </>
  )
}
