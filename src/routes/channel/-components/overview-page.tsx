import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { yuan } from '../../../../protocol/payments'
import { useChannelCache } from '../../../db/queries/channel'
import { channelKeys, channelLoads, useChannelInterest } from '../../../streams/channel/channel-loads'
import { usePageTitle } from '../../-app/use-page-title'
import { ChannelCentre, ChannelPanel, Loaded } from './channel-centre'

/** /channel: the partner's link and its figures (users, active, recharges, commission). */
export function OverviewPage() {
  const { t } = useLingui()
  usePageTitle(t`推广渠道`)
  return (
    <ChannelCentre active="home">
      <Overview />
    </ChannelCentre>
  )
}

/** The link a partner hands out: the portal's home with its channel and the channel's signature. */
function channelLink(channelId: number, ref: string): string {
  return `${globalThis.location?.origin ?? ''}/?channel=${channelId}&ref=${encodeURIComponent(ref)}`
}

function Overview() {
  const { t } = useLingui()
  const { status, retry } = useChannelInterest('overview', true, channelLoads.overview())
  const overview = useChannelCache('overview', channelKeys.overview())
  const [copied, setCopied] = useState<boolean | null>(null)
  return (
    <Loaded data={overview} status={status} retry={retry}>
      {({ partner, totals, ref }) => {
        const link = channelLink(partner.channelId, ref)
        const copy = () =>
          navigator.clipboard?.writeText(link).then(
            () => setCopied(true),
            () => setCopied(false),
          ) ?? setCopied(false)
        return (
          <ChannelPanel title={partner.name} testId="channel-overview">
            <p className="form-hint">
              {t`渠道号 ${partner.channelId} · 佣金比例 ${partner.sharePercent}% · 通过推广链接注册的新用户，其充值金币的 ${partner.sharePercent}% 作为佣金发放到你的金币账户。`}
            </p>
            <div className="channel-link">
              <code data-testid="channel-link">{link}</code>
              <button type="button" className="button button-primary" onClick={() => void copy()}>
                <Trans>复制链接</Trans>
              </button>
              {copied === true ? (
                <span className="form-hint" role="status">
                  <Trans>已复制</Trans>
                </span>
              ) : copied === false ? (
                <span className="form-message" role="alert">
                  <Trans>复制失败，请手动复制</Trans>
                </span>
              ) : null}
            </div>
            <dl className="creator-figures" data-testid="channel-totals">
              <div>
                <dt>{t`推广用户`}</dt>
                <dd data-testid="channel-total-users">{totals.users}</dd>
                <small className="form-hint">
                  <Link to="/channel/user">{t`查看用户`}</Link>
                </small>
              </div>
              <div>
                <dt>{t`今日活跃`}</dt>
                <dd>{totals.activeToday}</dd>
                <small className="form-hint">{t`近7日活跃 ${totals.active}`}</small>
              </div>
              <div>
                <dt>{t`累计充值`}</dt>
                <dd>¥{yuan(totals.rechargeCents)}</dd>
                <small className="form-hint">{t`${totals.rechargeCount} 笔`}</small>
              </div>
              <div>
                <dt>{t`累计佣金`}</dt>
                <dd data-testid="channel-total-commission">{t`${totals.commissionCoins} 金币`}</dd>
                <small className="form-hint">
                  <Link to="/channel/gold">{t`佣金明细`}</Link>
                </small>
              </div>
            </dl>
          </ChannelPanel>
        )
      }}
    </Loaded>
  )
}
