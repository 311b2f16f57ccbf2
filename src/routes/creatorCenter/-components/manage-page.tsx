import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { PlanDetail, PlanStatus } from '../../../../protocol/experts'
import { useExpertCache } from '../../../db/queries/experts'
import { formatDayTime } from '../../../i18n/format'
import { changePlan } from '../../../streams/experts/expert-actions'
import { expertKeys, expertLoads, useExpertInterest } from '../../../streams/experts/expert-loads'
import { Pager } from '../../../ui/expert/pager'
import { PlanPrice, ResultChip } from '../../../ui/expert/plan-card'
import { statusLabel } from '../../../ui/expert/plan-labels'
import { EmptyState } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { usePageTitle } from '../../-app/use-page-title'
import { CreatorCentre, CreatorPanel } from './creator-centre'
import { PlanForm } from './plan-form'

const TABS: (PlanStatus | null)[] = [null, 'underReview', 'published', 'refused', 'offSale']

/** /creatorCenter/progManage: write a plan; the expert's plans by status, taken off sale or deleted. */
export function ManagePage() {
  const { t } = useLingui()
  usePageTitle(t`方案管理`)
  return (
    <CreatorCentre active="manage">
      <Manage />
    </CreatorCentre>
  )
}

function Manage() {
  const { i18n, t } = useLingui()
  const [tab, setTabOnly] = useState<PlanStatus | null>(null)
  const [page, setPage] = useState(1)
  const setTab = (value: PlanStatus | null) => {
    setTabOnly(value)
    setPage(1)
  }
  const [writing, setWriting] = useState(false)
  const [editing, setEditing] = useState<PlanDetail | null>(null)
  const edit = (plan: PlanDetail) => {
    setEditing(plan)
    setWriting(true)
    window.scrollTo({ top: 0 })
  }
  const { status } = useExpertInterest(`creatorPlans:${tab ?? 'all'}:${page}`, expertLoads.creatorPlans(tab, page))
  const plans = useExpertCache('creatorPlans', expertKeys.creatorPlans(tab, page))
  return (
    <>
      <CreatorPanel
        title={<Trans>发布方案</Trans>}
        testId="plan-writer"
        aside={
          <button
            type="button"
            className="button"
            onClick={() => setWriting((w) => !w)}
            data-testid="plan-writer-toggle"
          >
            {writing ? t`收起` : t`写方案`}
          </button>
        }
      >
        {writing ? (
          <PlanForm key={editing?.id ?? 'new'} initial={editing ?? undefined} onDone={() => setTab(null)} />
        ) : (
          <p className="form-hint">
            <Trans>选择即将开始的比赛，写下原创分析与预测；提交后经审核发布，发布即封存。</Trans>
          </p>
        )}
      </CreatorPanel>
      <CreatorPanel title={<Trans>我的方案</Trans>} testId="my-plans">
        <div className="user-tabs" role="tablist">
          {TABS.map((value) => (
            <button
              key={value ?? 'all'}
              type="button"
              role="tab"
              aria-selected={tab === value}
              onClick={() => setTab(value)}
              data-testid={`plans-tab-${value ?? 'all'}`}
            >
              {value === null ? t`全部` : statusLabel(value, i18n)}
            </button>
          ))}
        </div>
        <LoadNote status={status} />
        {!plans || plans.list.length === 0 ? (
          <EmptyState>
            <Trans>暂无方案</Trans>
          </EmptyState>
        ) : (
          <table className="plan-table" data-testid="my-plans-table">
            <thead>
              <tr>
                <th>{t`标题`}</th>
                <th>{t`赛事`}</th>
                <th className="numeric">{t`价格`}</th>
                <th className="numeric">{t`售出`}</th>
                <th>{t`状态`}</th>
                <th>{t`操作`}</th>
              </tr>
            </thead>
            <tbody>
              {plans.list.map((plan) => (
                <PlanRow key={plan.id} plan={plan} onEdit={edit} />
              ))}
            </tbody>
          </table>
        )}
        <Pager page={page} total={plans?.total ?? 0} size={20} onPage={setPage} />
      </CreatorPanel>
    </>
  )
}

function PlanRow({ plan, onEdit }: { plan: PlanDetail; onEdit: (plan: PlanDetail) => void }) {
  const { i18n, t } = useLingui()
  const [message, setMessage] = useState<string | null>(null)
  const act = async (action: 'offSale' | 'delete') => {
    const question =
      action === 'delete'
        ? t`删除后不可恢复（已发布的方案仍计入战绩），确定删除？`
        : t`下架后不能再购买，已购用户仍可查看，确定下架？`
    if (!window.confirm(question)) return
    setMessage(await changePlan(plan.id, action))
  }
  return (
    <tr data-testid="my-plan-row" data-plan-id={plan.id} data-status={plan.status}>
      <td>
        <Link to="/expert/plan/$planId" params={{ planId: String(plan.id) }}>
          {plan.title}
        </Link>
      </td>
      <td>
        {plan.homeName} vs {plan.guestName}
        <br />
        <small className="form-hint">{formatDayTime(plan.matchTime)}</small>
      </td>
      <td className="numeric">
        <PlanPrice plan={plan} />
      </td>
      <td className="numeric">{plan.sales}</td>
      <td>
        {statusLabel(plan.status, i18n)} {plan.releasedAt !== null ? <ResultChip plan={plan} /> : null}
        {plan.refuseReason ? <small className="form-hint"> {i18n._(plan.refuseReason)}</small> : null}
      </td>
      <td>
        <span className="plan-row-actions">
          {plan.releasedAt === null && (plan.status === 'underReview' || plan.status === 'refused') ? (
            <button type="button" className="button" onClick={() => onEdit(plan)} data-testid="plan-edit">
              <Trans>修改</Trans>
            </button>
          ) : null}
          {plan.status === 'published' ? (
            <button type="button" className="button" onClick={() => void act('offSale')} data-testid="plan-off-sale">
              <Trans>下架</Trans>
            </button>
          ) : null}
          {plan.status !== 'deleted' ? (
            <button type="button" className="button" onClick={() => void act('delete')} data-testid="plan-delete">
              <Trans>删除</Trans>
            </button>
          ) : null}
        </span>
        {message ? (
          <span className="form-message" role="alert">
            {message}
          </span>
        ) : null}
      </td>
    </tr>
  )
}
