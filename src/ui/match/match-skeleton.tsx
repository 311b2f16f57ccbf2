import { useLingui } from '@lingui/react/macro'
import './match.css'
import './match-skeleton.css'

const ROWS = Array.from({ length: 10 }, (_, i) => i)

/** Placeholder rows while the cache has not answered yet (never shown for an empty answer). */
export function MatchListSkeleton({ rows = 10 }: { rows?: number }) {
  const { t } = useLingui()
  return (
    <div className="match-skeleton" data-testid="match-skeleton" role="status" aria-busy="true" aria-label={t`加载中`}>
      {ROWS.slice(0, rows).map((row) => (
        <div key={row} className="match-row skeleton-row">
          <span />
          <span className="skeleton-block" style={{ inlineSize: 40 }} />
          <span className="skeleton-block" style={{ inlineSize: 120 }} />
          <span className="skeleton-block" style={{ inlineSize: 60 }} />
          <span className="skeleton-block" style={{ inlineSize: '70%', justifySelf: 'end' }} />
          <span className="skeleton-block" style={{ inlineSize: 56, justifySelf: 'center' }} />
          <span className="skeleton-block" style={{ inlineSize: '70%' }} />
          <span />
        </div>
      ))}
    </div>
  )
}

/** One row's placeholder, the height of a row, while a listed match is read from the cache. */
export function MatchRowPlaceholder() {
  return (
    <div className="match-row skeleton-row" aria-hidden="true">
      <span />
      <span className="skeleton-block" style={{ inlineSize: 40 }} />
      <span className="skeleton-block" style={{ inlineSize: 120 }} />
    </div>
  )
}
