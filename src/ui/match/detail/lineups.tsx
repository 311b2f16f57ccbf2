import { useLingui } from '@lingui/react/macro'
import type { Lineup } from '../../../../protocol/match-detail'
import { roleLabel } from '../role-labels'
import './detail.css'
import './lineups.css'

type Props = { home: Lineup; guest: Lineup; homeName: string; guestName: string }

/** The two sides' players, starters then substitutes. */
export function Lineups({ home, guest, homeName, guestName }: Props) {
  const { t } = useLingui()
  const column = (lineup: Lineup, name: string, side: string) => (
    <div className={`lineup ${side}`}>
      <h3 className="lineup-team">{name}</h3>
      <ul>
        {lineup.starters.map((p) => (
          <li key={`s-${p.name}`}>
            <span>{p.name}</span>
            <span className="lineup-role">{roleLabel(p.role, t)}</span>
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
                <span className="lineup-role">{roleLabel(p.role, t)}</span>
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
