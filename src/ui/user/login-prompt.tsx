import { Trans } from '@lingui/react/macro'
import { StatusPage } from '../status/status-page'

/** A page that needs a logged-in user, seen by a visitor: says so and offers the login modal. */
export function LoginPrompt({ onLogin }: { onLogin: () => void }) {
  return (
    <StatusPage
      testId="login-prompt"
      figure={<LockIcon />}
      title={<Trans>请先登录</Trans>}
      detail={<Trans>登录后即可查看和管理您的个人信息。</Trans>}
      actions={
        <button type="button" className="button button-primary" data-testid="login-prompt-button" onClick={onLogin}>
          <Trans>登录 / 注册</Trans>
        </button>
      }
    />
  )
}

export function LockIcon() {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
      <rect x="14" y="28" width="36" height="26" rx="4" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M22 28v-8a10 10 0 0 1 20 0v8" fill="none" stroke="currentColor" strokeWidth="4" />
    </svg>
  )
}

/** A microphone: the anchor centre's figure. */
export function MicIcon() {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
      <rect x="24" y="6" width="16" height="30" rx="8" fill="none" stroke="currentColor" strokeWidth="4" />
      <path d="M14 30a18 18 0 0 0 36 0M32 48v10M22 58h20" fill="none" stroke="currentColor" strokeWidth="4" />
    </svg>
  )
}
