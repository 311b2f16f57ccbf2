import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ExpertCard as Expert, ExpertRecord } from '../../../protocol/experts'
import { gameNameById } from '../game-names'
import { Avatar } from '../user/avatar'
import './expert.css'

const percentText = (value: number | null) => (value === null ? '–' : `${value}%`)

/** Hit rate, ROI and streak as figures. */
export function RecordFigures({ record }: { record: ExpertRecord }) {
  const { t } = useLingui()
  return (
    <dl className="expert-figures" data-testid="expert-figures">
      <div>
        <dt>{t`命中率`}</dt>
        <dd>{percentText(record.hitRate)}</dd>
      </div>
      <div>
        <dt>{t`回报率`}</dt>
        <dd className={record.roi !== null && record.roi < 0 ? 'loss' : 'gain'}>{percentText(record.roi)}</dd>
      </div>
      <div>
        <dt>{t`当前连红`}</dt>
        <dd>{record.streak}</dd>
      </div>
      <div>
        <dt>{t`方案数`}</dt>
        <dd>{record.published}</dd>
      </div>
    </dl>
  )
}

/** The last results as red (hit) and black (miss) dots, newest first. */
export function RecentResults({ record }: { record: ExpertRecord }) {
  const { t } = useLingui()
  if (record.recent.length === 0) return <span className="expert-recent empty">{t`暂无战绩`}</span>
  return (
    <span className="expert-recent" role="img" aria-label={t`近期战绩`}>
      {record.recent.map((result, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the results are a fixed sequence, newest first
        <span key={i} className={`recent-dot ${result}`} title={result === 'hit' ? t`红` : t`黑`} />
      ))}
    </span>
  )
}

export function DemoBadge() {
  return (
    <span className="demo-badge" data-testid="demo-badge">
      <Trans>演示专家</Trans>
    </span>
  )
}

/** One expert in a grid: avatar, name, games, record and plans on sale. */
export function ExpertCardView({ expert }: { expert: Expert }) {
  const { i18n, t } = useLingui()
  return (
    <li className="expert-card" data-testid="expert-card" data-uid={expert.uid}>
      <Link to="/expert/$id" params={{ id: String(expert.uid) }} className="expert-card-link">
        <Avatar src={expert.avatar} name={expert.name} size={48} />
        <span className="expert-card-text">
          <strong>
            {expert.name} {expert.demo ? <DemoBadge /> : null}
          </strong>
          <small>{expert.gameIds.map((id) => gameNameById(id, i18n)).join(' · ')}</small>
          <RecentResults record={expert.record} />
        </span>
        <span className="expert-card-side">
          <strong>{percentText(expert.record.hitRate)}</strong>
          <small>{t`命中率`}</small>
          {expert.onSale > 0 ? <small className="plan-tag">{t`在售 ${expert.onSale}`}</small> : null}
        </span>
      </Link>
    </li>
  )
}

export function ExpertGrid({ experts, testId }: { experts: readonly Expert[]; testId: string }) {
  return (
    <ul className="expert-grid" data-testid={testId}>
      {experts.map((expert) => (
        <ExpertCardView key={expert.uid} expert={expert} />
      ))}
    </ul>
  )
}

/** A ranking: position, expert, and the figure it is ranked by. */
export function ExpertRanking({
  experts,
  figure,
  testId,
}: {
  experts: readonly Expert[]
  figure: (expert: Expert) => string
  testId: string
}) {
  return (
    <ol className="expert-ranking" data-testid={testId}>
      {experts.map((expert, i) => (
        <li key={expert.uid}>
          <span className={i < 3 ? 'rank top' : 'rank'}>{i + 1}</span>
          <Link to="/expert/$id" params={{ id: String(expert.uid) }} className="ranking-name">
            <Avatar src={expert.avatar} name={expert.name} size={24} />
            {expert.name}
          </Link>
          <span className="ranking-figure">{figure(expert)}</span>
        </li>
      ))}
    </ol>
  )
}

/** A trophy: the figure of the expert area's whole-page states. */
export function TrophyIcon() {
  return (
    <svg
      width="64"
      height="64"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <path d="M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4Z" />
      <path d="M17 5h3v2a3 3 0 0 1-3 3M7 5H4v2a3 3 0 0 0 3 3" />
    </svg>
  )
}
