import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, type KeyboardEvent, useId, useState } from 'react'
import type { SearchHit } from '../../../protocol/calls/search'
import { gameNameById } from '../game-names'
import { Highlight } from '../search/highlight'
import { kindLabel } from '../search/kind-labels'

export type SearchBoxProps = {
  /** Enter with no suggestion chosen: the results page for the text. */
  onSearch: (text: string) => void
  /** A suggestion chosen (click or ↑↓ Enter). */
  onPick: (hit: SearchHit) => void
  /** What is typed, as it changes (the caller debounces its loads). */
  onType: (text: string) => void
  /** Suggestions for the typed text; undefined while none are known. */
  suggestions: readonly SearchHit[] | undefined
  recent: readonly string[]
  onClearRecent: () => void
}

type Option = { key: string; hit: SearchHit } | { key: string; recent: string }

/**
 * The header's search: a combobox suggesting leagues, teams, players, matches and rooms as the user types
 * (recent searches when empty), ↑ ↓ to move, Enter to open the chosen one or search the text, Esc to close.
 */
export function SearchBox({ onSearch, onPick, onType, suggestions, recent, onClearRecent }: SearchBoxProps) {
  const { i18n, t } = useLingui()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  const [chosen, setActive] = useState(-1)
  const listId = useId()
  const typed = text.trim()
  const options: Option[] = typed
    ? (suggestions ?? []).map((hit) => ({ key: `${hit.kind}:${hit.id}`, hit }))
    : recent.map((r) => ({ key: `recent:${r}`, recent: r }))
  const shown = open && options.length > 0
  // New suggestions may be fewer than the one chosen: then none is.
  const active = chosen < options.length ? chosen : -1

  const choose = (option: Option) => {
    setOpen(false)
    if ('hit' in option) onPick(option.hit)
    else {
      setText(option.recent)
      onType(option.recent)
      onSearch(option.recent)
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const option = options[active]
    if (shown && option) return choose(option)
    if (typed) {
      setOpen(false)
      onSearch(typed)
    }
  }
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      if (options.length === 0) return
      // -1 is the text itself; the options follow it, and the moves wrap around.
      const down = event.key === 'ArrowDown'
      setActive((i) => (down ? (i + 1 >= options.length ? -1 : i + 1) : i - 1 < -1 ? options.length - 1 : i - 1))
    } else if (event.key === 'Escape') {
      setOpen(false)
      setActive(-1)
    }
  }
  return (
    <search className="search-combo">
      <form className="search-box" onSubmit={submit}>
        <input
          type="search"
          data-testid="search-input"
          role="combobox"
          aria-expanded={shown}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
          value={text}
          maxLength={50}
          autoComplete="off"
          placeholder={t`搜索比赛、战队、主播`}
          aria-label={t`搜索`}
          onChange={(event) => {
            setText(event.target.value)
            setActive(-1)
            onType(event.target.value)
            setOpen(true)
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={keyDown}
        />
        <button type="submit" aria-label={t`搜索`}>
          <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
            <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M20 20l-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </form>
      {shown ? (
        <div className="search-suggestions" data-testid="search-suggestions">
          {typed ? null : (
            <div className="search-suggestions-head">
              <span>
                <Trans>最近搜索</Trans>
              </span>
              <button type="button" onMouseDown={(e) => e.preventDefault()} onClick={onClearRecent}>
                <Trans>清除</Trans>
              </button>
            </div>
          )}
          <div id={listId} role="listbox" className="search-options" aria-label={typed ? t`搜索建议` : t`最近搜索`}>
            {options.map((option, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox's input handles the keys (↑ ↓ Enter Esc)
              <div
                key={option.key}
                id={`${listId}-${i}`}
                role="option"
                tabIndex={-1}
                aria-selected={i === active}
                className={i === active ? 'search-option active' : 'search-option'}
                data-testid="search-suggestion"
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(option)}
              >
                {'hit' in option ? (
                  <>
                    <span className="search-kind">{kindLabel(option.hit.kind, i18n)}</span>
                    <span className="search-title">
                      <Highlight text={option.hit.title} needle={typed} />
                    </span>
                    <span className="search-subtitle">
                      {[option.hit.gameId ? gameNameById(option.hit.gameId, i18n) : '', option.hit.subtitle]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </>
                ) : (
                  <span className="search-title">{option.recent}</span>
                )}
              </div>
            ))}
          </div>
        </div>
      ) : null}
    </search>
  )
}
