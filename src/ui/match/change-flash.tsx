import { Trans } from '@lingui/react/macro'
import './match.css'
import './change-flash.css'

/** A change older than this does not flash (e.g. one the cache held from an earlier visit). */
export const FLASH_WINDOW_MS = 10_000

/**
 * The short highlight of a followed match whose score or status just changed. Keyed by the change's time,
 * so each new change remounts the element and restarts the CSS animation; no timers.
 */
export function ChangeFlash({ at }: { at: number | null }) {
  if (at === null || Date.now() - at > FLASH_WINDOW_MS) return null
  return (
    <span key={at} className="change-flash" data-testid="change-flash" data-at={at} role="status">
      <span className="change-flash-label">
        <Trans>关注比赛有更新</Trans>
      </span>
    </span>
  )
}
