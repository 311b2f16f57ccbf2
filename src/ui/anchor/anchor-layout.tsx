import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
// The user area's sheet styles the shared LoadNote these pages also show.
import '../user/user.css'
import { type SideMenuItem, SideMenuLayout } from '../layout/side-menu-layout'
import './anchor.css'
import './anchor-layout.css'

export type AnchorMenuKey = 'info' | 'live' | 'revenue' | 'apply' | 'review'
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
  const items: SideMenuItem<AnchorMenuKey>[] = anchor
    ? [
        { key: 'info', to: '/anchorCenter', label: <Trans>主播信息</Trans> },
        { key: 'live', to: '/anchorCenter/live', label: <Trans>直播设置</Trans> },
        { key: 'revenue', to: '/anchorCenter/revenueDetails', label: <Trans>收益明细</Trans> },
      ]
    : [{ key: 'apply', to: '/anchorCenter', label: <Trans>申请成为主播</Trans> }]
  if (admin) items.push({ key: 'review', to: '/anchorCenter/review', label: <Trans>主播审核</Trans> })
  return (
    <SideMenuLayout area="anchor" title={<Trans>主播中心</Trans>} groups={[{ items }]} active={active}>
      {children}
    </SideMenuLayout>
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
