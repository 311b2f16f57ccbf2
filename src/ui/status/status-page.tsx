import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import './status.css'

type Props = {
  testId: string
  /** A large figure above the title (404, 500), or an icon. */
  figure: ReactNode
  title: ReactNode
  detail?: ReactNode
  actions?: ReactNode
}

/** The frame of every whole-page state: not found, no permission, network problem, server error. */
export function StatusPage({ testId, figure, title, detail, actions }: Props) {
  return (
    <section className="status-page panel" data-testid={testId}>
      <div className="status-figure" aria-hidden="true">
        {figure}
      </div>
      <h1 className="status-title">{title}</h1>
      {detail ? <p className="status-detail">{detail}</p> : null}
      <div className="status-actions">{actions}</div>
    </section>
  )
}

function HomeLink() {
  return (
    <Link to="/" className="button button-primary">
      <Trans>返回首页</Trans>
    </Link>
  )
}

export function NotFoundPage() {
  return (
    <StatusPage
      testId="not-found-page"
      figure="404"
      title={<Trans comment="The spec's 404 message: This page could not be found">页面不存在</Trans>}
      detail={<Trans>您访问的地址有误，或该页面已被移除。</Trans>}
      actions={<HomeLink />}
    />
  )
}

export function NoPermissionPage() {
  return (
    <StatusPage
      testId="no-permission-page"
      figure="403"
      title={<Trans>抱歉，您没有权限访问该页面</Trans>}
      actions={<HomeLink />}
    />
  )
}

export function NetworkProblemPage({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPage
      testId="network-problem-page"
      figure={<WifiOffIcon />}
      title={<Trans>网络出问题了</Trans>}
      detail={<Trans>请检查网络连接后重试。</Trans>}
      actions={
        <button type="button" className="button button-primary" onClick={onRetry}>
          <Trans>重新加载</Trans>
        </button>
      }
    />
  )
}

/**
 * A page whose code this browser never kept, opened without a network: not the server's fault. It says so,
 * and the caller opens the page by itself once the network is back.
 */
export function OfflineNotSavedPage({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPage
      testId="offline-not-saved-page"
      figure={<WifiOffIcon />}
      title={<Trans>这个页面还没有离线保存</Trans>}
      detail={<Trans>没有网络时只能打开看过的页面和比赛。联网后会自动打开这个页面。</Trans>}
      actions={<RetryOrHome onRetry={onRetry} />}
    />
  )
}

/** Try again, or go home: the actions of a page that failed to load. */
function RetryOrHome({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <button type="button" className="button button-primary" onClick={onRetry}>
        <Trans>重试</Trans>
      </button>
      <HomeLink />
    </>
  )
}

export function ServerErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPage
      testId="server-error-page"
      figure="500"
      title={<Trans>页面出错了</Trans>}
      detail={<Trans>服务器开小差了，请稍后重试。</Trans>}
      actions={<RetryOrHome onRetry={onRetry} />}
    />
  )
}

/** Inline empty state inside a panel or list. */
export function EmptyState({ children }: { children?: ReactNode }) {
  return (
    <div className="empty-state" data-testid="empty-state">
      <svg viewBox="0 0 64 48" width="64" height="48" aria-hidden="true">
        <rect x="8" y="14" width="48" height="30" rx="4" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M8 24h16l4 6h8l4-6h16" fill="none" stroke="currentColor" strokeWidth="2" />
      </svg>
      <p>{children ?? <Trans>暂无数据</Trans>}</p>
    </div>
  )
}

function WifiOffIcon() {
  return (
    <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
      <path
        d="M8 26a36 36 0 0 1 48 0M16 34a24 24 0 0 1 32 0M24 42a12 12 0 0 1 16 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="32" cy="50" r="4" fill="currentColor" />
      <path d="M12 12l40 40" stroke="var(--color-live)" strokeWidth="4" strokeLinecap="round" />
    </svg>
  )
}
