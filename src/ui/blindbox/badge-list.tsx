import { Trans, useLingui } from '@lingui/react/macro'
import type { Badge } from '../../../protocol/blindbox'
import './blindbox.css'

/** The cosmetic badges a user has won, with how many times. */
export function BadgeList({ badges }: { badges: readonly Badge[] }) {
  const { t } = useLingui()
  if (badges.length === 0)
    return (
      <p className="blindbox-meta">
        <Trans>还没有徽章，开盒有机会获得</Trans>
      </p>
    )
  return (
    <ul className="blindbox-badges" data-testid="blindbox-badges">
      {badges.map((badge) => (
        <li key={badge.slug} title={badge.name}>
          <img src={badge.picture} alt="" width={40} height={40} />
          <span>{badge.name}</span>
          {badge.count > 1 ? <small>{t`×${badge.count}`}</small> : null}
        </li>
      ))}
    </ul>
  )
}
