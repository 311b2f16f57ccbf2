import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { FormMessage, FormRow } from '../form/form-row'
import type { FormNotice } from '../form/use-form-state'

type Props = {
  streamAddress: string
  streamCode: string
  disabled: boolean
  /** Issues a new stream code; resolves with a refusal's message, null when done. */
  onRegenerate: () => Promise<string | null>
}

/** Shows all but the first and last 3 characters as dots: the code is a secret worth hiding on screen. */
export function maskCode(code: string): string {
  if (code.length <= 8) return '•'.repeat(code.length)
  return `${code.slice(0, 3)}${'•'.repeat(code.length - 6)}${code.slice(-3)}`
}

/** §3 stream address and stream code for the streaming tool: masked, shown on demand, copied, regenerated. */
export function StreamKeys({ streamAddress, streamCode, disabled, onRegenerate }: Props) {
  const { t } = useLingui()
  const [shown, setShown] = useState(false)
  const [message, setMessage] = useState<FormNotice | null>(null)

  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setMessage({ text: t`已复制${what}`, ok: true })
    } catch {
      setMessage({ text: t`复制失败，请手动复制`, ok: false })
    }
  }

  const regenerate = async () => {
    if (!globalThis.confirm(t`重新生成后，旧的推流码将立即失效，推流软件需要填写新的推流码。确定重新生成吗？`)) return
    const refused = await onRegenerate()
    setMessage(refused ? { text: refused, ok: false } : { text: t`已生成新的推流码`, ok: true })
  }

  return (
    <div className="form" data-testid="stream-keys">
      <FormRow label={<Trans>推流地址</Trans>} inline>
        <input className="form-input" style={{ flex: 1 }} readOnly value={streamAddress} data-testid="stream-address" />
        <button type="button" className="button" onClick={() => void copy(streamAddress, t`推流地址`)}>
          <Trans>复制</Trans>
        </button>
      </FormRow>
      <FormRow label={<Trans>推流码</Trans>} inline>
        <input
          className="form-input"
          style={{ flex: 1 }}
          readOnly
          value={shown ? streamCode : maskCode(streamCode)}
          data-testid="stream-code"
        />
        <button type="button" className="button" data-testid="stream-code-toggle" onClick={() => setShown(!shown)}>
          {shown ? <Trans>隐藏</Trans> : <Trans>显示</Trans>}
        </button>
        <button type="button" className="button" onClick={() => void copy(streamCode, t`推流码`)}>
          <Trans>复制</Trans>
        </button>
        <button
          type="button"
          className="button button-danger"
          data-testid="stream-code-regenerate"
          disabled={disabled}
          onClick={() => void regenerate()}
        >
          <Trans>重新生成</Trans>
        </button>
      </FormRow>
      <p className="form-hint">
        <Trans>推流码是直播的密钥，请勿泄露给他人。</Trans>
      </p>
      <FormMessage notice={message} testId="stream-message" />
    </div>
  )
}
