type Props = {
  value: string
  onChange: (value: string) => void
  /** The longest value; the counter under the box shows how much is used. */
  max: number
  /** A multi-line box of this many rows instead of a one-line input. */
  rows?: number
  placeholder?: string
  autoComplete?: string
  testId: string
}

/** A text box with its "used/max" counter, cut at max by the browser. */
export function CountedInput({ value, onChange, max, rows, placeholder, autoComplete, testId }: Props) {
  const common = {
    className: 'form-input',
    'data-testid': testId,
    value,
    maxLength: max,
    placeholder,
  }
  return (
    <>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      <span className="form-hint">
        {value.length}/{max}
      </span>
    </>
  )
}
