import { useLingui } from '@lingui/react/macro'
import { isLocale, LOCALES, type Locale } from '../../../protocol/constants'
import { NATIVE_LOCALE_NAMES } from '../../i18n/locale-names'
import './locale-switcher.css'

type Props = { locale: Locale; onChange: (locale: Locale) => void }

export function LocaleSwitcher({ locale, onChange }: Props) {
  const { t } = useLingui()
  return (
    <label className="locale-switcher">
      <span className="visually-hidden">{t`语言`}</span>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <select
        data-testid="locale-switcher"
        value={locale}
        onChange={(event) => {
          if (isLocale(event.target.value)) onChange(event.target.value)
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code.replace('_', '-')}>
            {NATIVE_LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  )
}
