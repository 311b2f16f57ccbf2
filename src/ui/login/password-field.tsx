import { useLingui } from '@lingui/react/macro'

type Props = { value: string; onChange: (value: string) => void; placeholder?: string; testId?: string }

export function PasswordField({ value, onChange, placeholder, testId = 'login-password' }: Props) {
  const { t } = useLingui()
  return (
    <div className="login-field">
      <input
        type="password"
        autoComplete="current-password"
        placeholder={placeholder ?? t`请输入密码`}
        aria-label={t`密码`}
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
