import { useLingui } from '@lingui/react/macro'
import { gameById } from '../../../../protocol/games'
import type { Match } from '../../../../protocol/match'
import { entityName } from '../../../i18n/entity-name'
import './detail.css'

type Props = { match: Match }

/** Per quarter, half, set, map or round: one column each, then the total (a dash before the start). */
export function PeriodScores({ match }: Props) {
  const { i18n, t } = useLingui()
  const kind = gameById(match.gameId)?.kind
  const name = (index: number) => {
    if (kind === 'basketball') return index <= 4 ? t`第${index}节` : t`加时${index - 4}`
    if (kind === 'football') return index <= 2 ? (index === 1 ? t`上半场` : t`下半场`) : t`加时${index - 2}`
    if (kind === 'fps') return t`地图${index}`
    if (kind === 'battleRoyale') return t`第${index}轮`
    return t`第${index}局`
  }
  const total = kind === 'battleRoyale' ? t`总积分` : kind === 'moba' || kind === 'fps' ? t`系列赛` : t`总分`
  return (
    <table className="period-scores" data-testid="period-scores">
      <caption className="visually-hidden">{t`分段比分`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`球队`}</th>
          {match.periods.map((p) => (
            <th
              key={p.index}
              scope="col"
              className={p.index === match.period && match.status === 'live' ? 'current' : ''}
            >
              {name(p.index)}
            </th>
          ))}
          <th scope="col">{total}</th>
        </tr>
      </thead>
      <tbody>
        {(['home', 'guest'] as const).map((side) => (
          <tr key={side} data-side={side}>
            <th scope="row">{entityName(match[side], i18n.locale)}</th>
            {match.periods.map((p) => (
              <td key={p.index} className={p[side] > p[side === 'home' ? 'guest' : 'home'] ? 'lead' : ''}>
                {p[side]}
              </td>
            ))}
            <td className="total">
              {match.status === 'notStarted' ? '–' : side === 'home' ? match.homeScore : match.guestScore}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
