import { useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'

type Props = { onSearch: (text: string) => void }

/** Enter searches for the trimmed text; an empty or blank query does nothing. */
export function SearchBox({ onSearch }: Props) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const query = text.trim()
    if (query) onSearch(query)
  }
  return (
    <search>
      <form className="search-box" onSubmit={submit}>
        <input
          type="search"
          data-testid="search-input"
          value={text}
          maxLength={50}
          placeholder={t`搜索比赛、战队、主播`}
          aria-label={t`搜索`}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" aria-label={t`搜索`}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
    </search>
  )
}
