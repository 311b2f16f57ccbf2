import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { emailSchema, type User } from '../../../protocol/auth'
import { codeSchema, passwordSchema, phoneSchema } from '../../../protocol/validation'
import { FormMessage } from '../form/form-row'
import { useFormState } from '../form/use-form-state'
import { CodeField } from '../login/code-field'
import type { Outcome } from '../login/login-types'
import { PasswordField } from '../login/password-field'
import { PhoneField } from '../login/phone-field'
import '../login/login.css'

export type SecurityActions = {
  sendPhoneCode: (mobile: string) => Outcome
  changePassword: (mobile: string, code: string, password: string) => Outcome
  sendEmailCode: (email: string) => Outcome
  bindEmail: (email: string, code: string) => Outcome
  requestDeletion: (reason: string) => Outcome
}

/** The security centre: bound phone, change password, email binding, account deletion request. */
export function SecurityPanel({ user, actions }: { user: User; actions: SecurityActions }) {
  return (
    <div className="security" data-testid="security-centre">
      <section className="security-item">
        <h3>
          <Trans>手机绑定</Trans>
        </h3>
        <p data-testid="security-phone">{user.mobile ? <Trans>已绑定：{user.mobile}</Trans> : <Trans>未绑定</Trans>}</p>
      </section>
      <ChangePassword actions={actions} />
      <EmailBinding user={user} actions={actions} />
      <Deletion user={user} actions={actions} />
    </div>
  )
}

function ChangePassword({ actions }: { actions: SecurityActions }) {
  const { t } = useLingui()
  const [mobile, setMobile] = useState('')
  const [code, setCode] = useState('')
  const [password, setPassword] = useState('')
  const form = useFormState()
  const send = async () => form.check([[phoneSchema, mobile]]) && form.run(() => actions.sendPhoneCode(mobile))
  const submit = () => {
    if (
      !form.check([
        [phoneSchema, mobile],
        [codeSchema, code],
        [passwordSchema, password],
      ])
    )
      return
    void form.run(() => actions.changePassword(mobile, code, password))
  }
  return (
    <section className="security-item">
      <h3>
        <Trans>修改密码</Trans>
      </h3>
      <p className="user-hint">
        <Trans>修改后需要用新密码重新登录</Trans>
      </p>
      <form
        className="login-form security-form"
        data-testid="change-password-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <PhoneField value={mobile} onChange={setMobile} />
        <CodeField value={code} onChange={setCode} onSend={send} />
        <PasswordField
          value={password}
          onChange={setPassword}
          kind="new"
          placeholder={t`新密码（至少8位字母和数字）`}
          testId="login-new-password"
        />
        <FormMessage notice={form.notice} testId="login-error" />
        <button type="submit" className="button button-primary" disabled={form.busy}>
          <Trans>修改密码</Trans>
        </button>
      </form>
    </section>
  )
}

function EmailBinding({ user, actions }: { user: User; actions: SecurityActions }) {
  const { t } = useLingui()
  const [email, setEmail] = useState('')
  const [code, setCode] = useState('')
  const [done, setDone] = useState(false)
  const form = useFormState()
  const send = async () => form.check([[emailSchema, email]]) && form.run(() => actions.sendEmailCode(email.trim()))
  const submit = async () => {
    if (
      !form.check([
        [emailSchema, email],
        [codeSchema, code],
      ])
    )
      return
    if (await form.run(() => actions.bindEmail(email.trim(), code))) setDone(true)
  }
  return (
    <section className="security-item">
      <h3>
        <Trans>邮箱绑定</Trans>
      </h3>
      <p data-testid="security-email">{user.email ? <Trans>已绑定：{user.email}</Trans> : <Trans>未绑定</Trans>}</p>
      {done ? (
        <p className="user-message ok" role="status">
          <Trans>邮箱绑定成功</Trans>
        </p>
      ) : null}
      <form
        className="login-form security-form"
        data-testid="email-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void submit()
        }}
      >
        <div className="login-field">
          <input
            type="email"
            autoComplete="email"
            placeholder={t`请输入邮箱地址`}
            aria-label={t`邮箱`}
            data-testid="email-input"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <CodeField value={code} onChange={setCode} onSend={send} />
        <FormMessage notice={form.notice} testId="login-error" />
        <button type="submit" className="button button-primary" disabled={form.busy}>
          {user.email ? <Trans>更换邮箱</Trans> : <Trans>绑定邮箱</Trans>}
        </button>
      </form>
    </section>
  )
}

function Deletion({ user, actions }: { user: User; actions: SecurityActions }) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  const form = useFormState()
  return (
    <section className="security-item">
      <h3>
        <Trans>注销账号</Trans>
      </h3>
      {user.deletionRequestedAt !== null ? (
        <p data-testid="deletion-pending">
          <Trans>注销申请已提交，等待审核</Trans>
        </p>
      ) : (
        <form
          className="login-form security-form"
          onSubmit={(event) => {
            event.preventDefault()
            void form.run(() => actions.requestDeletion(reason))
          }}
        >
          <p className="user-hint">
            <Trans>注销需要提交申请，经审核后账号及金币将被清除且无法恢复。</Trans>
          </p>
          <textarea
            className="user-input"
            rows={2}
            maxLength={500}
            placeholder={t`注销原因（选填）`}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <FormMessage notice={form.notice} testId="login-error" />
          <button type="submit" className="button" disabled={form.busy}>
            <Trans>提交注销申请</Trans>
          </button>
        </form>
      )}
    </section>
  )
}
