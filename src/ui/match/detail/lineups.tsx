import { useLingui } from '@lingui/react/macro'
import type { Lineup } from '../../../../protocol/match-detail'
import { roleLabel } from '../role-labels'
import './detail.css'
import './lineups.css'

type Props = { home: Lineup; guest: Lineup; homeName: string; guestName: string }

/** The two sides' players, starters then substitutes. */
/** Roles a lineup's own headings already say (替补) or that say nothing (a stand-in 'player'). */
const UNLABELLED_ROLES = new Set(['substitute', 'player'])

export function Lineups({ home, guest, homeName, guestName }: Props) {
  const { t } = useLingui()
  const role = (key: string) => (UNLABELLED_ROLES.has(key) ? '' : roleLabel(key, t))
  const column = (lineup: Lineup, name: string, side: string) => (
    <div className={`lineup ${side}`}>
      <h3 className="lineup-team">{name}</h3>
      <ul>
        {lineup.starters.map((p) => (
          <li key={`s-${p.name}`}>
            <span>{p.name}</span>
            <span className="lineup-role">{role(p.role)}</span>
          </li>
        ))}
      </ul>
      {lineup.bench.length > 0 ? (
        <>
          <h4 className="lineup-bench">{t`替补`}</h4>
          <ul>
            {lineup.bench.map((p) => (
              <li key={`b-${p.name}`}>
                <span>{p.name}</span>
                <span className="lineup-role">{role(p.role)}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  )
  return (
    <div className="lineups" data-testid="lineups">
      {column(home, homeName, 'home')}
      {column(guest, guestName, 'guest')}
    </div>
  )
}
