import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { LIVE_LIMITS } from '../../../protocol/live'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import './keywords-field.css'
import '../form/form.css'

type Props = { keywords: readonly string[]; onChange: (keywords: string[]) => void }

/** The room's blocked words: chat lines containing one are refused by the server. */
export function KeywordsField({ keywords, onChange }: Props) {
  const { t, i18n } = useLingui()
  const [typed, setTyped] = useState('')
  const full = keywords.length >= LIVE_LIMITS.keywordsMax

  const add = () => {
    const word = typed.trim()
    if (!word || keywords.includes(word) || full) return
    onChange([...keywords, word])
    setTyped('')
  }

  return (
    <div className="form-field" data-testid="live-keywords">
      <div className="form-inline">
        <input
          className="form-input"
          style={{ inlineSize: 200 }}
          data-testid="live-keyword-input"
          value={typed}
          maxLength={LIVE_LIMITS.keywordMaxLength}
          placeholder={t`添加屏蔽词`}
          disabled={full}
          onChange={(event) => setTyped(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== 'Enter') return
            event.preventDefault()
            add()
          }}
        />
        <button type="button" className="button" data-testid="live-keyword-add" disabled={full} onClick={add}>
          <Trans>添加</Trans>
        </button>
        <span className="form-hint">
          {full ? i18n._(LIVE_MESSAGES.keywordsTooMany) : `${keywords.length}/${LIVE_LIMITS.keywordsMax}`}
        </span>
      </div>
      {keywords.length > 0 ? (
        <div className="anchor-keywords">
          {keywords.map((word) => (
            <span className="anchor-keyword" key={word}>
              {word}
              <button
                type="button"
                aria-label={t`删除屏蔽词 ${word}`}
                onClick={() => onChange(keywords.filter((w) => w !== word))}
              >
                ×
              </button>
            </span>
          ))}
        </div>
      ) : null}
    </div>
  )
}
