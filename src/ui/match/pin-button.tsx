import { useLingui } from '@lingui/react/macro'
import { LIMITS } from '../../../protocol/constants'
import { roundedRectPath } from '../svg-paths'
import './match.css'
import './favourite-star.css'

type Props = {
  on: boolean
  /** The wall is full: a match not on it cannot be pinned (the title says why). */
  full: boolean
  onToggle: () => void
  /** What is pinned, for the button's accessible name. */
  subject: string
}

// The four squares as two paths: the top-left and bottom-right ones, filled when pinned, and the other two.
const FILLED_WHEN_PINNED = roundedRectPath(3.5, 3.5, 7, 7, 1.5) + roundedRectPath(13.5, 13.5, 7, 7, 1.5)
const NEVER_FILLED = roundedRectPath(13.5, 3.5, 7, 7, 1.5) + roundedRectPath(3.5, 13.5, 7, 7, 1.5)

/** Pins a match to the watch wall or takes it off: a toggle button that stops the click reaching the row. */
export function PinButton({ on, full, onToggle, subject }: Props) {
  const { t } = useLingui()
  const disabled = full && !on
  const max = LIMITS.watchWallMax
  return (
    <button
      type="button"
      className={on ? 'favourite-star pin-button on' : 'favourite-star pin-button'}
      data-testid="pin-button"
      aria-pressed={on}
      aria-disabled={disabled || undefined}
      aria-label={on ? t`从观赛墙移除 ${subject}` : t`加入观赛墙 ${subject}`}
      title={on ? t`从观赛墙移除` : disabled ? t`观赛墙最多放 ${max} 场比赛` : t`加入观赛墙`}
      onClick={(event) => {
        event.stopPropagation()
        event.preventDefault()
        if (!disabled) onToggle()
      }}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" stroke="currentColor" strokeWidth="1.6">
        <path d={FILLED_WHEN_PINNED} fill={on ? 'currentColor' : 'none'} />
        <path d={NEVER_FILLED} fill="none" />
      </svg>
    </button>
  )
}
