import { useLingui } from '@lingui/react/macro'
import type { MatchResult } from '../../../protocol/calls/library'

/** Results as 胜/平/负 chips, newest first. */
export function FormChips({ form }: { form: readonly MatchResult[] }) {
  const { t } = useLingui()
  const label = { won: t`胜`, drawn: t`平`, lost: t`负` }
  return (
    <span className="form-chips" data-testid="form-chips">
      {form.map((result, i) => (
        // Results have no identity beyond their place in the sequence.
        // biome-ignore lint/suspicious/noArrayIndexKey: the index is the match's place, newest first
        <span key={i} className={`form-chip form-chip-${result}`}>
          {label[result]}
        </span>
      ))}
    </span>
  )
}
