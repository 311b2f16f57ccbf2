import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { useCountdown } from './countdown'

type Props = {
  value: string
  onChange: (value: string) => void
  /** Checks the phone and asks the server for a code; true when a code was sent (the countdown starts). */
  onSend: () => Promise<boolean>
}

/** The code input and its button: 'Ns' while counting down, clicks ignored until the countdown ends. */
export function CodeField({ value, onChange, onSend }: Props) {
  const { t } = useLingui()
  const countdown = useCountdown()
  const [sending, setSending] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const send = async () => {
    if (countdown.running || sending) return
    setSending(true)
    try {
      // The button turns off while counting down, which would drop a keyboard user's focus: the code
      // field is where they go next anyway.
      if (await onSend()) {
        countdown.start()
        input.current?.focus()
      }
    } finally {
      setSending(false)
    }
  }
  return (
    <div className="login-field login-code">
      <input
        ref={input}
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={t`请输入验证码`}
        aria-label={t`验证码`}
        data-testid="login-code"
        value={value}
        onChange={(event) => onChange(event.target.value.trim())}
      />
      <button
        type="button"
        className="login-code-button"
        data-testid="login-send-code"
        disabled={countdown.running || sending}
        onClick={() => void send()}
      >
        {countdown.running ? `${countdown.left}s` : <Trans>获取验证码</Trans>}
      </button>
    </div>
  )
}
