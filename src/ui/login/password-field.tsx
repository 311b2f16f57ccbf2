import { useLingui } from '@lingui/react/macro'

type Props = {
  value: string
  onChange: (value: string) => void
  /** 'new': a password being chosen (reset), named and filled in as such; else the account's password. */
  kind?: 'current' | 'new'
  /** Instead of the kind's own placeholder (e.g. one that states the rules). */
  placeholder?: string
  testId?: string
}

export function PasswordField({ value, onChange, kind = 'current', placeholder, testId = 'login-password' }: Props) {
  const { t } = useLingui()
  const chosen = kind === 'new'
  return (
    <div className="login-field">
      <input
        type="password"
        autoComplete={chosen ? 'new-password' : 'current-password'}
        placeholder={placeholder ?? (chosen ? t`请输入新密码` : t`请输入密码`)}
        aria-label={chosen ? t`新密码` : t`密码`}
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
