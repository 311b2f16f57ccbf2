import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useState } from 'react'
import { LIVE_LIMITS } from '../../../protocol/live'
import './chat-input.css'

type Props = {
  /** Sends a line; answers the refusal's text (already localized) or null when the line went out. */
  onSend: (text: string) => string | null
  /** The server's refusal of the viewer's last line, localized, shown under the input. */
  refusal: string | null
  loggedIn: boolean
  onLogin: () => void
}

/** The chat input: at most LIVE_LIMITS.chatTextMax characters with a counter, refusals under it. */
export function ChatInput({ onSend, refusal, loggedIn, onLogin }: Props) {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [local, setLocal] = useState<string | null>(null)
  const length = [...text].length
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const refused = onSend(text)
    setLocal(refused)
    if (!refused) setText('')
  }
  const shown = local ?? refusal
  return (
    <form className="chat-input" data-testid="chat-input" onSubmit={submit}>
      {loggedIn ? (
        <div className="chat-input-row">
          <input
            value={text}
            maxLength={LIVE_LIMITS.chatTextMax}
            placeholder={t`发个弹幕，文明发言`}
            aria-label={t`聊天内容`}
            data-testid="chat-text"
            onChange={(event) => {
              setText(event.target.value)
              setLocal(null)
            }}
          />
          <span className={length >= LIVE_LIMITS.chatTextMax ? 'chat-counter full' : 'chat-counter'}>
            {length}/{LIVE_LIMITS.chatTextMax}
          </span>
          <button type="submit" className="button button-primary" data-testid="chat-send">
            <Trans>发送</Trans>
          </button>
        </div>
      ) : (
        <button type="button" className="button chat-login" data-testid="chat-login" onClick={onLogin}>
          <Trans>登录后参与聊天</Trans>
        </button>
      )}
      {shown ? (
        <p className="chat-refusal" role="alert" data-testid="chat-refusal">
          {shown}
        </p>
      ) : null}
    </form>
  )
}
