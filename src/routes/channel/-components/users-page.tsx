import { useLingui } from '@lingui/react/macro'
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

/** /channel/user: the users a partner brought, newest first; phones masked. */
export function UsersPage() {
  const { t } = useLingui()
  usePageTitle(t`推广用户`)
  return (
    <ChannelCentre active="users">
      <Users />
    </ChannelCentre>
  )
}

function Users() {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const { status, retry } = useChannelInterest(`users:${page}`, true, channelLoads.users(page))
  const users = useChannelCache('users', channelKeys.users(page))
  return (
    <ChannelPanel title={t`推广用户`} testId="channel-users">
      <Loaded data={users} status={status} retry={retry}>
        {({ list, total }) =>
          list.length === 0 ? (
            <EmptyState>{t`还没有用户通过你的链接注册`}</EmptyState>
          ) : (
            <>
              <p className="form-hint">{t`共 ${total} 位用户 · 近${CHANNEL_LIMITS.activeWithinDays}日内登录过即为活跃`}</p>
              <table className="plan-table">
                <thead>
                  <tr>
                    <th>{t`用户`}</th>
                    <th>{t`手机号`}</th>
                    <th>{t`注册时间`}</th>
                    <th>{t`最近活跃`}</th>
                    <th>{t`状态`}</th>
                    <th className="numeric">{t`充值`}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.map((user) => (
                    <tr key={user.userId} data-testid="channel-user-row">
                      <td>{user.username}</td>
                      <td>{user.mobile ?? '—'}</td>
                      <td>{formatDayTime(user.registeredAt)}</td>
                      <td>{user.lastActiveDay ?? '—'}</td>
                      <td>
                        <span className={user.active ? 'channel-tag active' : 'channel-tag'}>
                          {user.active ? t`活跃` : t`沉默`}
                        </span>
                      </td>
                      <td className="numeric">
                        {user.rechargeCount > 0 ? t`${user.rechargeCount} 笔 · ¥${yuan(user.rechargeCents)}` : '—'}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager page={page} total={total} size={CHANNEL_LIMITS.pageSize} onPage={setPage} />
            </>
          )
        }
      </Loaded>
    </ChannelPanel>
  )
}
