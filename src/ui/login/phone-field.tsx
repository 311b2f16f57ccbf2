import { useLingui } from '@lingui/react/macro'
import { COUNTRIES } from '../../../protocol/auth'
import { LIMITS } from '../../../protocol/constants'

type Props = { value: string; onChange: (value: string) => void; testId?: string }

/** Country (§3: China +86 only) and an 11-digit phone number. */
export function PhoneField({ value, onChange, testId = 'login-phone' }: Props) {
  const { t, i18n } = useLingui()
  const chinese = i18n.locale.startsWith('zh')
  return (
    <div className="login-field login-phone">
      {/* A calling code is a signed number: left to right in every locale, or Arabic shows 86+. */}
      <select aria-label={t`国家或地区`} data-testid="login-country" defaultValue={COUNTRIES[0]?.code} dir="ltr">
        {COUNTRIES.map((country) => (
          <option key={country.regionCode} value={country.code}>
            +{country.code} {chinese ? country.cn : country.en}
          </option>
        ))}
      </select>
      <input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={LIMITS.phoneDigits}
        placeholder={t`请输入手机号码`}
        aria-label={t`手机号码`}
        data-testid={testId}
        value={value}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
    </div>
  )
}
