import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { z } from 'zod'
import { MESSAGES } from '../../../protocol/messages'
import { codeSchema, phoneSchema } from '../../../protocol/validation'
import { FormMessage } from '../form/form-row'
import { useFormState } from '../form/use-form-state'
import { CodeField } from './code-field'
import type { LoginActions, ProviderId } from './login-types'
import { PasswordField } from './password-field'
import { PhoneField } from './phone-field'
import { ProviderButtons } from './provider-buttons'

type Tab = 'code' | 'pwd'

/** Password login checks presence only (accounts made before a rule change must still get in). */
const passwordRequired = z.string().min(1, { error: MESSAGES.passwordRequired.id })
type Props = { actions: LoginActions; providers: readonly ProviderId[] }

/** State 1: code login and password login, then the other ways in. */
export function LoginForm({ actions, providers }: Props) {
  const { t } = useLingui()
  const [tab, setTab] = useState<Tab>('code')
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const form = useFormState()

  const sendCode = async () => form.check([[phoneSchema, mobile]]) && form.run(() => actions.sendCode(mobile))
  const submit = () => {
    if (tab === 'code') {
      if (
        !form.check([
          [phoneSchema, mobile],
          [codeSchema, code],
        ])
      )
        return
      void form.run(() => actions.loginByCode(mobile, code))
    } else {
      // Login only asks for the password; its format rules apply where one is chosen (reset, change).
      if (
        !form.check([
          [phoneSchema, mobile],
          [passwordRequired, password],
        ])
      )
        return
      void form.run(() => actions.loginByPassword(mobile, password))
    }
  }

  return (
    <form
      className="login-form"
      data-testid="login-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <div className="login-tabs" role="tablist" aria-label={t`登录方式`}>
        <TabButton active={tab === 'code'} onClick={() => setTab('code')} testId="login-tab-code">
          <Trans>验证码登录</Trans>
        </TabButton>
        <TabButton active={tab === 'pwd'} onClick={() => setTab('pwd')} testId="login-tab-password">
          <Trans>密码登录</Trans>
        </TabButton>
      </div>
      <PhoneField value={mobile} onChange={setMobile} />
      {tab === 'code' ? (
        <CodeField value={code} onChange={setCode} onSend={sendCode} />
      ) : (
        <>
          <PasswordField value={password} onChange={setPassword} />
          <button type="button" className="login-link" data-testid="login-forgot" onClick={() => actions.goTo(2)}>
            <Trans>忘记密码？</Trans>
          </button>
        </>
      )}
      <FormMessage notice={form.notice} testId="login-error" />
      <button
        type="submit"
        className="button button-primary login-submit"
        data-testid="login-submit"
        disabled={form.busy}
      >
        <Trans>登录</Trans>
      </button>
      <p className="login-note">
        <Trans>未注册的手机号验证后自动注册，新用户注册即送200金币</Trans>
      </p>
      <ProviderButtons providers={providers} onStart={(id) => void form.run(() => actions.startProvider(id))} />
      <p className="login-terms">
        <Trans>
          登录即表示同意
          <Link to="/protocol/service" onClick={actions.close}>
            《用户协议》
          </Link>
          和
          <Link to="/protocol/privacy" onClick={actions.close}>
            《隐私政策》
          </Link>
        </Trans>
      </p>
    </form>
  )
}

function TabButton({
  active,
  onClick,
  testId,
  children,
}: {
  active: boolean
  onClick: () => void
  testId: string
  children: ReactNode
}) {
  return (
    <button
      type="button"
      role="tab"
      aria-selected={active}
      className={active ? 'login-tab active' : 'login-tab'}
      data-testid={testId}
      onClick={onClick}
    >
      {children}
    </button>
  )
}
