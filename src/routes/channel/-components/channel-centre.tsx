import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useSessionUser } from '../../../db/queries/account'
import { openLogin } from '../../../streams/account/session-hooks'
import type { LoadStatus } from '../../../streams/core/interest'
import { LinkIcon } from '../../../ui/channel/link-icon'
import { SideMenuLayout } from '../../../ui/layout/side-menu-layout'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { NetworkProblemPage, StatusPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { LoginPrompt } from '../../../ui/user/login-prompt'
import '../../../ui/anchor/anchor.css'
import '../../../ui/anchor/anchor-layout.css'
import '../../../ui/expert/expert.css'
import '../../../ui/user/user.css'
import '../../../ui/channel/channel.css'

export type ChannelMenuKey = 'home' | 'users' | 'stats' | 'gold' | 'water'

/**
 * The channel area's gate (§6 route gating) and frame: visitors log in (a login begun here opens /channel
 * afterwards, §4); users who are not partners are told how to become one. The server checks every call.
 */
export function ChannelCentre({ active, children }: { active: ChannelMenuKey; children: ReactNode }) {
  const me = useSessionUser()
  if (me === undefined) return null
  if (me === null) return <LoginPrompt onLogin={() => openLogin()} />
  const roles = me.roles ?? []
  if (!roles.includes('channelPartner'))
    return (
      <div className="container">
        <StatusPage
          testId="not-partner"
          figure={<LinkIcon />}
          title={<Trans>您还不是推广渠道</Trans>}
          detail={
            <Trans>推广渠道拥有专属推广链接，可查看带来的用户与充值数据，并按比例获得金币佣金。请联系我们开通。</Trans>
          }
          actions={
            roles.includes('admin') ? (
              <Link to="/channel/admin" className="button button-primary">
                <Trans>渠道管理</Trans>
              </Link>
            ) : (
              <Link to="/protocol/cooperation" className="button button-primary">
                <Trans>商务合作</Trans>
              </Link>
            )
          }
        />
      </div>
    )
  return (
    <SideMenuLayout
      area="channel"
      title={<Trans>推广渠道</Trans>}
      active={active}
      groups={[
        {
          items: [
            { key: 'home', to: '/channel', label: <Trans>渠道概览</Trans> },
            { key: 'users', to: '/channel/user', label: <Trans>推广用户</Trans> },
            { key: 'stats', to: '/channel/statistical', label: <Trans>数据统计</Trans> },
            { key: 'gold', to: '/channel/gold', label: <Trans>渠道佣金</Trans> },
            { key: 'water', to: '/channel/water', label: <Trans>佣金流水</Trans> },
          ],
        },
      ]}
    >
      {children}
    </SideMenuLayout>
  )
}

/** A titled panel of the centre: the personal areas share one (see AnchorPanel). */
export { AnchorPanel as ChannelPanel } from '../../../ui/anchor/anchor-layout'

/**
 * A cached answer's states: a skeleton while the first answer is on its way, the network page when there
 * is none offline, the failure line when the server refused; otherwise the page, with a note when it shows
 * an older answer.
 */
export function Loaded<T>({
  data,
  status,
  retry,
  children,
}: {
  data: T | null | undefined
  status: LoadStatus
  retry: () => void
  children: (data: T) => ReactNode
}) {
  if (data === undefined || (data === null && status === 'loading')) return <MatchListSkeleton rows={3} />
  if (data === null) return status === 'offline' ? <NetworkProblemPage onRetry={retry} /> : <LoadNote status="failed" />
  return (
    <>
      <LoadNote status={status} />
      {children(data)}
    </>
  )
}
