import { Trans, useLingui } from '@lingui/react/macro'
import type { ProviderId } from './login-types'

type Props = { providers: readonly ProviderId[]; onStart: (provider: ProviderId) => void }

/** The other ways in, only those the server has configured (QQ, WeChat and Telegram by default). */
export function ProviderButtons({ providers, onStart }: Props) {
  const { t } = useLingui()
  if (providers.length === 0) return null
  const names: Record<ProviderId, string> = {
    qq: 'QQ',
    wx: t`微信`,
    telegram: 'Telegram',
    google: 'Google',
    x: 'X',
    line: 'LINE',
    partner: t`合作数字站`,
  }
  return (
    <div className="login-providers" data-testid="login-providers">
      <p className="login-providers-title">
        <Trans>其他登录方式</Trans>
      </p>
      <div className="login-providers-list">
        {providers.map((id) => (
          <button
            key={id}
            type="button"
            className={`login-provider login-provider-${id}`}
            data-testid={`login-provider-${id}`}
            onClick={() => onStart(id)}
          >
            <span className="login-provider-mark" aria-hidden="true">
              {names[id].slice(0, 1)}
            </span>
            <span>{names[id]}</span>
          </button>
        ))}
      </div>
      {/* Telegram's own widget renders its button here when Telegram is the real one (not the dev page). */}
      {providers.includes('telegram') ? <div id="telegram-login-slot" className="login-telegram-slot" /> : null}
    </div>
  )
}
