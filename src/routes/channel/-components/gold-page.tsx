import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { CHANNEL_LIMITS } from '../../../../protocol/channel'
import { yuan } from '../../../../protocol/payments'
import { useChannelCache } from '../../../db/queries/channel'
import { formatDayTime } from '../../../i18n/format'
import { channelKeys, channelLoads, useChannelInterest } from '../../../streams/channel/channel-loads'
import { Pager } from '../../../ui/expert/pager'
import { EmptyState } from '../../../ui/status/status-page'
import { usePageTitle } from '../../-app/use-page-title'
import { ChannelCentre, ChannelPanel, Loaded } from './channel-centre'

/** /channel/gold: the share, the commission earned and the coin balance; one row per attributed recharge. */
export function GoldPage() {
  const { t } = useLingui()
  usePageTitle(t`渠道佣金`)
  return (
    <ChannelCentre active="gold">
      <Gold />
    </ChannelCentre>
  )
}

function Gold() {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const { status, retry } = useChannelInterest(`gold:${page}`, true, channelLoads.gold(page))
  const gold = useChannelCache('gold', channelKeys.gold(page))
  return (
    <ChannelPanel title={t`渠道佣金`} testId="channel-gold">
      <Loaded data={gold} status={status} retry={retry}>
        {(data) => (
          <>
            <dl className="creator-figures">
              <div>
                <dt>{t`佣金比例`}</dt>
                <dd>{data.sharePercent}%</dd>
                <small className="form-hint">{t`按充值金币计算，赠送金币不计`}</small>
              </div>
              <div>
                <dt>{t`累计佣金`}</dt>
                <dd data-testid="channel-gold-total">{t`${data.commissionCoins} 金币`}</dd>
              </div>
              <div>
                <dt>{t`金币余额`}</dt>
                <dd>{t`${data.balance} 金币`}</dd>
                <small className="form-hint">
                  <Link to="/mall">{t`去金币商城`}</Link>
                </small>
              </div>
            </dl>
            {data.list.length === 0 ? (
              <EmptyState>{t`推广用户充值后，佣金会显示在这里`}</EmptyState>
            ) : (
              <>
                <table className="plan-table">
                  <thead>
                    <tr>
                      <th>{t`时间`}</th>
                      <th>{t`充值用户`}</th>
                      <th>{t`订单号`}</th>
                      <th className="numeric">{t`充值金额`}</th>
                      <th className="numeric">{t`佣金`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.list.map((row) => (
                      <tr key={row.orderId} data-testid="channel-commission-row">
                        <td>{formatDayTime(row.at)}</td>
                        <td>{row.username}</td>
                        <td>{row.orderId}</td>
                        <td className="numeric">¥{yuan(row.rechargeCents)}</td>
                        <td className="numeric gain" data-status={row.status}>
                          +{row.coins}
                          {row.status === 'held' ? (
                            <span className="form-hint"> {t`待审核`}</span>
                          ) : row.status === 'voided' ? (
                            <span className="form-hint"> {t`已作废`}</span>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
                <Pager page={page} total={data.total} size={CHANNEL_LIMITS.pageSize} onPage={setPage} />
              </>
            )}
          </>
        )}
      </Loaded>
    </ChannelPanel>
  )
}
