import { useLingui } from '@lingui/react/macro'
import './match.css'
import './favourite-star.css'

type Props = {
  on: boolean
  onToggle: () => void
  /** What is followed, for the button's accessible name. */
  subject: string
}

/** The follow star of a match: a toggle button (aria-pressed) that stops the click reaching the row. */
export function FavouriteStar({ on, onToggle, subject }: Props) {
  const { t } = useLingui()
  return (
    <button
      type="button"
      className={on ? 'favourite-star on' : 'favourite-star'}
      data-testid="favourite-star"
      aria-pressed={on}
      aria-label={on ? t`取消关注 ${subject}` : t`关注 ${subject}`}
      title={on ? t`取消关注` : t`关注`}
      onClick={(event) => {
        event.stopPropagation()
        event.preventDefault()
        onToggle()
      }}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <path
          d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  )
}
