import { Trans, useLingui } from '@lingui/react/macro'
import type { BanReason } from '../../../protocol/live'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { formatDay } from './format-day'
import './application-status.css'
import '../form/form.css'

/** §4: the application was filed and waits for an administrator. */
export function UnderReviewNotice({ appliedAt }: { appliedAt: number | null }) {
  return (
    <div className="anchor-notice" data-testid="application-under-review">
      <h3>
        <Trans>申请审核中</Trans>
      </h3>
      <p>
        <Trans>我们会尽快审核您的主播申请，请耐心等待。</Trans>
      </p>
      {appliedAt !== null ? (
        <p className="form-hint">
          <Trans>申请时间：{formatDay(appliedAt)}</Trans>
        </p>
      ) : null}
    </div>
  )
}

/** The words for why an anchor was banned (§4: suspected violations or other reasons). */
export function BanReasonText({ reason }: { reason: BanReason | null }) {
  return reason === 'violation' ? <Trans>涉嫌违规</Trans> : <Trans>其他原因</Trans>
}

/** §4/§8: banned from broadcasting, with the reason. */
export function BannedNotice({ reason }: { reason: BanReason | null }) {
  const { i18n } = useLingui()
  return (
    <div className="anchor-notice banned" data-testid="application-banned">
      <h3>{i18n._(LIVE_MESSAGES.broadcastBanned)}</h3>
      <p>
        <Trans>
          原因：
          <BanReasonText reason={reason} />
        </Trans>
      </p>
      <p className="form-hint">
        <Trans>如有疑问，请联系客服。</Trans>
      </p>
    </div>
  )
}
