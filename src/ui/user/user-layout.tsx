import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Role } from '../../../protocol/auth'
import { type SideMenuGroup, SideMenuLayout } from '../layout/side-menu-layout'
import './user.css'

export type UserMenuKey =
  | 'info'
  | 'setting'
  | 'preferences'
  | 'focus'
  | 'water'
  | 'myOrder'
  | 'userNews'
  | 'userPost'
  | 'send'
  | 'readLater'
  | 'channel'
  | 'anchorReview'
  | 'expertReview'
  | 'mallAdmin'
  | 'channelAdmin'
  | 'blindBoxAudit'
  | 'articleReview'

type Props = { active: UserMenuKey; children: ReactNode; roles?: readonly Role[] }

/** The user area's frame: its menu at the side, the page beside it. */
export function UserLayout({ active, children, roles = [] }: Props) {
  const groups: SideMenuGroup<UserMenuKey>[] = [
    {
      heading: <Trans>我的账号</Trans>,
      items: [
        { key: 'info', to: '/userInfo/info', label: <Trans>个人主页</Trans> },
        { key: 'setting', to: '/userInfo/setting', label: <Trans>账号设置</Trans> },
        { key: 'preferences', to: '/userInfo/preferences', label: <Trans>偏好设置</Trans> },
      ],
    },
    {
      heading: <Trans>我的资产</Trans>,
      items: [
        { key: 'water', to: '/userInfo/water', label: <Trans>金币明细</Trans> },
        { key: 'myOrder', to: '/userInfo/myOrder', label: <Trans>我的订单</Trans> },
      ],
    },
    {
      heading: <Trans>我的社区</Trans>,
      items: [
        { key: 'focus', to: '/userInfo/focus', label: <Trans>我的关注</Trans> },
        { key: 'userNews', to: '/userInfo/userNews', label: <Trans>我的资讯</Trans> },
        { key: 'userPost', to: '/userInfo/userPost', label: <Trans>我的帖子</Trans> },
        { key: 'send', to: '/userInfo/send', label: <Trans>我的发布</Trans> },
        { key: 'readLater', to: '/userInfo/readLater', label: <Trans>稍后阅读</Trans> },
      ],
    },
  ]
  if (roles.includes('channelPartner'))
    groups.push({
      heading: <Trans>合作伙伴</Trans>,
      items: [{ key: 'channel', to: '/channel', label: <Trans>推广渠道</Trans> }],
    })
  if (roles.includes('admin'))
    groups.push({
      heading: <Trans>管理后台</Trans>,
      items: [
        { key: 'anchorReview', to: '/anchorCenter/review', label: <Trans>主播审核</Trans> },
        { key: 'expertReview', to: '/expert/review', label: <Trans>专家审核</Trans> },
        { key: 'mallAdmin', to: '/mall/admin', label: <Trans>兑换订单管理</Trans> },
        { key: 'channelAdmin', to: '/channel/admin', label: <Trans>渠道管理</Trans> },
        { key: 'blindBoxAudit', to: '/blindBox/audit', label: <Trans>盲盒概率审计</Trans> },
        { key: 'articleReview', to: '/creatorCenter/articleReview', label: <Trans>文章审核</Trans> },
      ],
    })
  return (
    <SideMenuLayout area="user" groups={groups} active={active}>
      {children}
    </SideMenuLayout>
  )
}

/** A titled panel of the user area. */
export function UserPanel({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="panel user-panel" data-testid={testId}>
      <h2 className="panel-title">{title}</h2>
      <div className="user-panel-body">{children}</div>
    </section>
  )
}
