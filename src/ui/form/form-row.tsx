import { type ReactNode, useId } from 'react'
import type { FormNotice } from './use-form-state'
import './form.css'

type RowProps = {
  label: ReactNode
  /** A line under the control (rules, limits). */
  hint?: ReactNode
  /** Several controls side by side (a group, labelled by the row's label) instead of one labelled control. */
  inline?: boolean
  /** The row holds several controls: a group labelled by the row's label rather than one `<label>`. */
  group?: boolean
  children: ReactNode
}

/** One line of a form: the label on the start side, the control (and its hint) beside it. */
export function FormRow({ label, hint, inline = false, group = false, children }: RowProps) {
  const labelId = useId()
  const field = (
    <>
      {inline ? <span className="form-inline">{children}</span> : children}
      {hint ? <span className="form-hint">{hint}</span> : null}
    </>
  )
  if (!group && !inline) {
    return (
      // biome-ignore lint/a11y/noLabelWithoutControl: the control is the row's child (one control per plain row)
      <label className="form-row">
        <span className="form-label">{label}</span>
        <span className="form-field">{field}</span>
      </label>
    )
  }
  return (
    <fieldset className="form-row" aria-labelledby={labelId}>
      <span className="form-label" id={labelId}>
        {label}
      </span>
      <div className="form-field">{field}</div>
    </fieldset>
  )
}

/** The form's message line; always present so the layout does not jump when a message appears. */
export function FormMessage({ notice, testId }: { notice: FormNotice | null; testId: string }) {
  return (
    <p
      className={notice?.ok ? 'form-message ok' : 'form-message'}
      role={notice && !notice.ok ? 'alert' : 'status'}
      data-testid={testId}
    >
      {notice?.text ?? ''}
    </p>
  )
}

/** The form's buttons, at the end. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className="form-actions">{children}</div>
}
