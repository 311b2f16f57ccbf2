import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import './status.css'

type Props = {
  /** The section's name, already translated. */
  section: string
  /** Rendered inline in a page (a home section) rather than as the whole page. */
  compact?: boolean
}

/**
 * The honest placeholder of a screen whose issue has not landed: it names the section and shows no
 * invented data. Replaced by the real screen when its issue is done.
 */
export function ComingSoon({ section, compact = false }: Props) {
  if (compact) {
    return (
      <div className="coming-soon-inline" data-testid="coming-soon">
        <Trans>{section}即将上线，敬请期待。</Trans>
      </div>
    )
  }
  return (
    <section className="status-page panel coming-soon" data-testid="coming-soon">
      <div className="status-figure" aria-hidden="true">
        <svg viewBox="0 0 64 64" width="72" height="72" aria-hidden="true">
          <circle cx="32" cy="32" r="26" fill="none" stroke="currentColor" strokeWidth="4" />
          <path d="M32 18v15l10 6" fill="none" stroke="var(--color-accent)" strokeWidth="4" strokeLinecap="round" />
        </svg>
      </div>
      <h1 className="status-title">{section}</h1>
      <p className="status-detail">
        <Trans>该栏目正在建设中，即将上线，敬请期待。</Trans>
      </p>
      <div className="status-actions">
        <Link to="/" className="button button-primary">
          <Trans>返回首页</Trans>
        </Link>
      </div>
    </section>
  )
}
