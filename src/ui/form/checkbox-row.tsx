import type { ReactNode } from 'react'

/** A checkbox with its text, clickable as a whole. */
export function CheckboxRow({
  checked,
  onChange,
  testId,
  children,
}: {
  checked: boolean
  onChange: (checked: boolean) => void
  testId?: string
  children: ReactNode
}) {
  return (
    <label className="form-inline">
      <input
        type="checkbox"
        data-testid={testId}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  )
}
