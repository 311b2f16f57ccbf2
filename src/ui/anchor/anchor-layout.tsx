import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
// The user area's sheet styles the shared LoadNote these pages also show.
import '../user/user.css'
import './anchor.css'

export type AnchorMenuKey = 'info' | 'live' | 'revenue' | 'apply' | 'review'
type AnchorPath = '/anchorCenter' | '/anchorCenter/live' | '/anchorCenter/revenueDetails' | '/anchorCenter/review'

type Props = {
  active: AnchorMenuKey
  /** An anchor (passed, or banned with a room) gets the centre's pages; anyone else the application. */
  anchor: boolean
  /** Administrators also see the review of applications. */
  admin: boolean
  children: ReactNode
}

/** The anchor centre's frame: its menu at the side, the page beside it. */
export function AnchorLayout({ active, anchor, admin, children }: Props) {
  const item = (key: AnchorMenuKey, to: AnchorPath, label: ReactNode) => (
    <Link
      to={to}
      // Exact: /anchorCenter would otherwise count as active under each of its child pages.
      activeOptions={{ exact: true }}
      className={key === active ? 'anchor-menu-item active' : 'anchor-menu-item'}
      data-testid={`anchor-menu-${key}`}
    >
      {label}
    </Link>
  )
  return (
    <div className="container anchor-area" data-testid="anchor-area">
      <nav className="anchor-menu panel" aria-label="menu">
        <p className="anchor-menu-title">
          <Trans>主播中心</Trans>
        </p>
        {anchor ? (
          <>
            {item('info', '/anchorCenter', <Trans>主播信息</Trans>)}
            {item('live', '/anchorCenter/live', <Trans>直播设置</Trans>)}
            {item('revenue', '/anchorCenter/revenueDetails', <Trans>收益明细</Trans>)}
          </>
        ) : (
          item('apply', '/anchorCenter', <Trans>申请成为主播</Trans>)
        )}
        {admin ? item('review', '/anchorCenter/review', <Trans>主播审核</Trans>) : null}
      </nav>
      <div className="anchor-main">{children}</div>
    </div>
  )
}

/** A titled panel of the anchor centre; `aside` sits at the end of the title row. */
export function AnchorPanel({
  title,
  aside,
  children,
  testId,
}: {
  title: ReactNode
  aside?: ReactNode
  children: ReactNode
  testId?: string
}) {
  return (
    <section className="panel anchor-panel" data-testid={testId}>
      <h2 className="panel-title">
        <span className="anchor-panel-title">{title}</span>
        {aside}
      </h2>
      <div className="anchor-panel-body">{children}</div>
    </section>
  )
}

/** The placeholder of a panel whose data is still being read. */
export function AnchorLoading() {
  return (
    <p className="anchor-loading" data-testid="anchor-loading">
      <Trans>加载中…</Trans>
    </p>
  )
}
