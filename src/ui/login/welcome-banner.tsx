import { Trans } from '@lingui/react/macro'

/** §2: a new user's welcome, shown for 2.5 s after the first login (the holder times it). */
export function WelcomeBanner({ coins }: { coins: number | null }) {
  if (coins === null) return null
  return (
    <div className="welcome-banner" role="status" data-testid="welcome-banner">
      <span className="welcome-coin" aria-hidden="true">
        ¥
      </span>
      <Trans>欢迎加入！您已获得 {coins} 金币新人奖励</Trans>
    </div>
  )
}
