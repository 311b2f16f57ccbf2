import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { codeSchema, phoneSchema } from '../../../protocol/validation'
import { FormMessage } from '../form/form-row'
import { useFormState } from '../form/use-form-state'
import { CodeField } from './code-field'
import type { LoginActions } from './login-types'
import { PhoneField } from './phone-field'

/** Who came back from QQ/WeChat, as the provider named them. */
export type PendingBind = { name: string | null; avatar: string | null }

type Props = { actions: LoginActions; pending: PendingBind | null }

/** State 3: the QQ/WeChat account has no phone yet; binding one finishes the login. */
export function BindPhoneForm({ actions, pending }: Props) {
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const form = useFormState()

  const sendCode = async () => form.check([[phoneSchema, mobile]]) && form.run(() => actions.sendCode(mobile))
  const submit = () => {
    if (
      !form.check([
        [phoneSchema, mobile],
        [codeSchema, code],
      ])
    )
      return
    void form.run(() => actions.bindPhone(mobile, code))
  }

  return (
    <form
      className="login-form"
      data-testid="bind-phone-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      {pending ? (
        <div className="login-bind-who">
          {pending.avatar ? <img src={pending.avatar} alt="" width={40} height={40} /> : null}
          <span data-testid="bind-name">{pending.name}</span>
        </div>
      ) : null}
      <p className="login-hint">
        <Trans>为了您的账号安全，请绑定手机号码</Trans>
      </p>
      <PhoneField value={mobile} onChange={setMobile} />
      <CodeField value={code} onChange={setCode} onSend={sendCode} />
      <FormMessage notice={form.notice} testId="login-error" />
      <button
        type="submit"
        className="button button-primary login-submit"
        data-testid="bind-submit"
        disabled={form.busy}
      >
        <Trans>绑定并登录</Trans>
      </button>
    </form>
  )
}
