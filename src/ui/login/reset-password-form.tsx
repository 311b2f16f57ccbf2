import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { codeSchema, passwordSchema, phoneSchema } from '../../../protocol/validation'
import { FormMessage } from '../form/form-row'
import { useFormState } from '../form/use-form-state'
import { CodeField } from './code-field'
import type { LoginActions } from './login-types'
import { PasswordField } from './password-field'
import { PhoneField } from './phone-field'

type Props = { actions: LoginActions; onDone: () => void }

/** State 2: a new password for a phone, proven by a code; the back arrow (in the frame) returns to state 1. */
export function ResetPasswordForm({ actions, onDone }: Props) {
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const form = useFormState()

  const sendCode = async () => form.check([[phoneSchema, mobile]]) && form.run(() => actions.sendCode(mobile))
  const submit = async () => {
    const valid = form.check([
      [phoneSchema, mobile],
      [codeSchema, code],
      [passwordSchema, password],
    ])
    if (valid && (await form.run(() => actions.resetPassword(mobile, code, password)))) onDone()
  }

  return (
    <form
      className="login-form"
      data-testid="reset-password-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <PhoneField value={mobile} onChange={setMobile} />
      <CodeField value={code} onChange={setCode} onSend={sendCode} />
      <PasswordField value={password} onChange={setPassword} kind="new" testId="login-new-password" />
      <p className="login-hint">
        <Trans>密码至少8位，须包含字母和数字</Trans>
      </p>
      <FormMessage notice={form.notice} testId="login-error" />
      <button
        type="submit"
        className="button button-primary login-submit"
        data-testid="reset-submit"
        disabled={form.busy}
      >
        <Trans>确定</Trans>
      </button>
    </form>
  )
}
