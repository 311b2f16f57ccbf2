import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useDialogFocus } from '../dialog-focus'
import { BindPhoneForm, type PendingBind } from './bind-phone-form'
import { LoginForm } from './login-form'
import type { LoginActions, LoginModalView, ProviderId } from './login-types'
import { ResetPasswordForm } from './reset-password-form'
import './login.css'

type Props = {
  view: LoginModalView
  actions: LoginActions
  providers: readonly ProviderId[]
  pendingBind: PendingBind | null
  /** A local run's outbox page, where codes show instead of being sent; null when deployed. */
  localOutbox: string | null
}

/** The login modal over every page (§2), in one of its three states (§4). */
export function LoginModal({ view, actions, providers, pendingBind, localOutbox }: Props) {
  const { t } = useLingui()
  const { close } = actions
  const dialogRef = useRef<HTMLDivElement>(null)
  useDialogFocus(dialogRef, view.showModel)
  useEffect(() => {
    if (!view.showModel) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [view.showModel, close])

  if (!view.showModel) return null
  const titles = { 1: t`登录`, 2: t`忘记密码`, 3: t`绑定手机号` }
  const title = view.modelTitle || titles[view.modelState]
  return (
    <div className="login-overlay" data-testid="login-overlay">
      <div
        ref={dialogRef}
        className="login-modal"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        data-testid="login-modal"
        data-state={view.modelState}
      >
        <div className="login-modal-head">
          {view.modelState === 2 ? (
            <button
              type="button"
              className="login-back"
              aria-label={t`返回`}
              data-testid="login-back"
              onClick={() => actions.goTo(1)}
            >
              ←
            </button>
          ) : null}
          <h2>{title}</h2>
          <button type="button" className="login-close" aria-label={t`关闭`} data-testid="login-close" onClick={close}>
            ×
          </button>
        </div>
        {view.notice ? (
          <p className="login-error login-notice" role="alert" data-testid="login-notice">
            {view.notice}
          </p>
        ) : null}
        {localOutbox ? (
          <p className="login-local-hint" data-testid="login-local-hint">
            <Trans>
              本地模式：验证码见终端或{' '}
              <a href={localOutbox} target="_blank" rel="noopener" data-testid="login-local-outbox">
                本地收件箱
              </a>
            </Trans>
          </p>
        ) : null}
        {view.modelState === 1 ? <LoginForm actions={actions} providers={providers} /> : null}
        {view.modelState === 2 ? <ResetPasswordForm actions={actions} onDone={() => actions.goTo(1)} /> : null}
        {view.modelState === 3 ? <BindPhoneForm actions={actions} pending={pendingBind} /> : null}
      </div>
    </div>
  )
}
