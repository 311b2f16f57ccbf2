import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
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

type Props = { active: UserMenuKey; children: ReactNode }

/** The user area's frame: its menu at the side, the page beside it. */
export function UserLayout({ active, children }: Props) {
  const item = (key: UserMenuKey, to: `/userInfo/${UserMenuKey}`, label: ReactNode) => (
    <Link
      to={to}
      className={key === active ? 'user-menu-item active' : 'user-menu-item'}
      data-testid={`user-menu-${key}`}
    >
      {label}
    </Link>
  )
  return (
    <div className="container user-area" data-testid="user-area">
      <nav className="user-menu panel" aria-label="menu">
        <p className="user-menu-group">
          <Trans>我的账号</Trans>
        </p>
        {item('info', '/userInfo/info', <Trans>个人主页</Trans>)}
        {item('setting', '/userInfo/setting', <Trans>账号设置</Trans>)}
        {item('preferences', '/userInfo/preferences', <Trans>偏好设置</Trans>)}
        <p className="user-menu-group">
          <Trans>我的资产</Trans>
        </p>
        {item('water', '/userInfo/water', <Trans>金币明细</Trans>)}
        {item('myOrder', '/userInfo/myOrder', <Trans>我的订单</Trans>)}
        <p className="user-menu-group">
          <Trans>我的社区</Trans>
        </p>
        {item('focus', '/userInfo/focus', <Trans>我的关注</Trans>)}
        {item('userNews', '/userInfo/userNews', <Trans>我的资讯</Trans>)}
        {item('userPost', '/userInfo/userPost', <Trans>我的帖子</Trans>)}
        {item('send', '/userInfo/send', <Trans>我的发布</Trans>)}
      </nav>
      <div className="user-main">{children}</div>
    </div>
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
