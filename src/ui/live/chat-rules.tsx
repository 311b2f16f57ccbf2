import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { LIVE_LIMITS } from '../../../protocol/live'
import './chat-rules.css'

type Props = {
  slowModeSeconds: number
  keywords: readonly string[]
  /** Saves the room's rules; resolves whether the server took them (its refusal is shown by the caller). */
  onSave: (rules: { slowModeSeconds: number; keywords: string[] }) => Promise<boolean>
}

/** Splits what a moderator typed into keywords: commas (either width), spaces or new lines separate them. */
export function parseKeywords(text: string): string[] {
  const words = text
    .split(/[,，、\s]+/u)
    .map((word) => word.trim())
    .filter((word) => word.length > 0)
  return [...new Set(words)]
}

/**
 * The room's chat rules for its anchor and moderators, under the chat: slow mode and the keyword list.
 * Collapsed until asked for, so it does not take room from the chat.
 */
export function ChatRules({ slowModeSeconds, keywords, onSave }: Props) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [slow, setSlow] = useState(slowModeSeconds)
  const [text, setText] = useState(keywords.join('，'))
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle')
  const tooMany = parseKeywords(text).length > LIVE_LIMITS.keywordsMax
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (tooMany) return
    setState('saving')
    setState((await onSave({ slowModeSeconds: slow, keywords: parseKeywords(text) })) ? 'saved' : 'failed')
  }
  if (!open) {
    return (
      <button type="button" className="chat-rules-toggle" data-testid="chat-rules-open" onClick={() => setOpen(true)}>
        <Trans>房间设置</Trans>
      </button>
    )
  }
  return (
    <form className="chat-rules" data-testid="chat-rules" onSubmit={(event) => void submit(event)}>
      <label>
        <span>
          <Trans>慢速模式</Trans>
        </span>
        <select value={slow} data-testid="chat-rules-slow" onChange={(event) => setSlow(Number(event.target.value))}>
          {LIVE_LIMITS.slowModeChoices.map((seconds) => (
            <option key={seconds} value={seconds}>
              {seconds === 0 ? t({ message: '关闭', context: 'slow mode off' }) : t`每${seconds}秒一条`}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>
          <Trans>屏蔽词</Trans>
        </span>
        <textarea
          rows={2}
          value={text}
          data-testid="chat-rules-keywords"
          placeholder={t`用逗号或空格分隔`}
          onChange={(event) => {
            setText(event.target.value)
            setState('idle')
          }}
        />
      </label>
      {tooMany ? (
        <p className="chat-rules-message" role="alert">
          <Trans>屏蔽词最多{LIVE_LIMITS.keywordsMax}个</Trans>
        </p>
      ) : null}
      <div className="chat-rules-actions">
        {state === 'saved' ? (
          <span className="chat-rules-message" role="status">
            <Trans>已保存</Trans>
          </span>
        ) : null}
        <button type="button" className="button" onClick={() => setOpen(false)}>
          <Trans>收起</Trans>
        </button>
        <button type="submit" className="button button-primary" disabled={state === 'saving' || tooMany}>
          <Trans>保存</Trans>
        </button>
      </div>
    </form>
  )
}
