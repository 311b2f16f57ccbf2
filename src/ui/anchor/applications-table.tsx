import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { AnchorStatus, BanReason } from '../../../protocol/live'
import { gameNameById } from '../game-names'
import { EmptyState } from '../status/status-page'
import { BanReasonText } from './application-status'
import { formatDayTime } from './format-day'
import './applications-table.css'
import '../form/form.css'

export type ApplicationEntry = {
  uid: number
  username: string
  realName: string
  birthDate: string
  gameId: number
  shortIntro: string
  status: AnchorStatus
  banReason: BanReason | null
  appliedAt: number
}

type Props = {
  entries: readonly ApplicationEntry[]
  /** Passes or bans; resolves with a refusal's message, null when done (the list then refreshes). */
  onReview: (uid: number, decision: 'pass' | 'ban', reason?: BanReason) => Promise<string | null>
}

function StatusText({ entry }: { entry: ApplicationEntry }) {
  switch (entry.status) {
    case 'underReview':
      return <Trans>审核中</Trans>
    case 'passed':
      return <Trans>已通过</Trans>
    case 'banned':
      return (
        <Trans>
          已禁播（
          <BanReasonText reason={entry.banReason} />）
        </Trans>
      )
    case 'none':
      return <Trans>未申请</Trans>
  }
}

/** Administrators' review: each application with pass, and ban for a violation or another reason. */
export function ApplicationsTable({ entries, onReview }: Props) {
  const { i18n } = useLingui()
  const [busy, setBusy] = useState<number | null>(null)
  const [message, setMessage] = useState<string | null>(null)

  const review = async (uid: number, decision: 'pass' | 'ban', reason?: BanReason) => {
    setBusy(uid)
    setMessage(await onReview(uid, decision, reason))
    setBusy(null)
  }

  if (entries.length === 0) return <EmptyState />
  return (
    <>
      <p className="form-message" role="alert" data-testid="review-message">
        {message ?? ''}
      </p>
      <table className="anchor-table anchor-review" data-testid="applications-table">
        <thead>
          <tr>
            <th>
              <Trans>用户</Trans>
            </th>
            <th>
              <Trans>真实姓名</Trans>
            </th>
            <th>
              <Trans>出生日期</Trans>
            </th>
            <th>
              <Trans>游戏</Trans>
            </th>
            <th>
              <Trans>简介</Trans>
            </th>
            <th>
              <Trans>申请时间</Trans>
            </th>
            <th>
              <Trans>状态</Trans>
            </th>
            <th>
              <Trans>操作</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.uid} data-testid="application-row" data-uid={entry.uid} data-status={entry.status}>
              <td>{entry.username}</td>
              <td>{entry.realName}</td>
              <td>{entry.birthDate}</td>
              <td>{gameNameById(entry.gameId, i18n)}</td>
              <td className="anchor-wrap">{entry.shortIntro}</td>
              <td>{formatDayTime(entry.appliedAt)}</td>
              <td className={`anchor-state ${entry.status}`}>
                <StatusText entry={entry} />
              </td>
              <td>
                <div className="form-actions">
                  {entry.status !== 'passed' ? (
                    <button
                      type="button"
                      className="button button-primary"
                      data-testid="review-pass"
                      disabled={busy !== null}
                      onClick={() => void review(entry.uid, 'pass')}
                    >
                      <Trans>通过</Trans>
                    </button>
                  ) : null}
                  {entry.status !== 'banned' ? (
                    <>
                      <button
                        type="button"
                        className="button button-danger"
                        data-testid="review-ban-violation"
                        disabled={busy !== null}
                        onClick={() => void review(entry.uid, 'ban', 'violation')}
                      >
                        <Trans>禁播（违规）</Trans>
                      </button>
                      <button
                        type="button"
                        className="button button-danger"
                        data-testid="review-ban-other"
                        disabled={busy !== null}
                        onClick={() => void review(entry.uid, 'ban', 'other')}
                      >
                        <Trans>禁播（其他）</Trans>
                      </button>
                    </>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  )
}
