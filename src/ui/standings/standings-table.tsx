import { useLingui } from '@lingui/react/macro'
import type { StandingRow, StandingsRanking } from '../../../protocol/calls/league'
import { entityName } from '../../i18n/entity-name'
import { TeamCrest } from '../crest/crest'
import '../match/detail/detail.css'
import './standings.css'

type Props = {
  rows: readonly StandingRow[]
  ranking: StandingsRanking
  /** Show only the first rows (the home's data section). */
  limit?: number
}

/** A league table computed from the league's finished matches. */
export function StandingsTable({ rows, ranking, limit }: Props) {
  const { t, i18n } = useLingui()
  const shown = limit === undefined ? rows : rows.slice(0, limit)
  const football = ranking === 'points'
  const form = { won: t`胜`, drawn: t`平`, lost: t`负` }
  return (
    <table className="data-table standings-table" data-testid="standings-table">
      <thead>
        <tr>
          <th scope="col">{t`排名`}</th>
          <th scope="col">{t`战队`}</th>
          <th scope="col">{t`场次`}</th>
          <th scope="col">{t`胜`}</th>
          {football ? <th scope="col">{t`平`}</th> : null}
          <th scope="col">{t`负`}</th>
          <th scope="col">{ranking === 'scored' ? t`得分` : t`得/失`}</th>
          <th scope="col">{football ? t`积分` : t`胜率`}</th>
          {limit === undefined ? <th scope="col">{t`近况`}</th> : null}
        </tr>
      </thead>
      <tbody>
        {shown.map((row) => (
          <tr key={row.team.id} data-testid="standings-row">
            <td>
              <span className={row.rank <= 3 ? `rank top${row.rank}` : 'rank'}>{row.rank}</span>
            </td>
            <th scope="row">
              <span className="standings-team">
                <TeamCrest team={row.team} size={20} />
                <span className="standings-team-name">{entityName(row.team, i18n.locale)}</span>
              </span>
            </th>
            <td>{row.played}</td>
            <td>{row.won}</td>
            {football ? <td>{row.drawn}</td> : null}
            <td>{row.lost}</td>
            <td>{ranking === 'scored' ? row.scoreFor : `${row.scoreFor}/${row.scoreAgainst}`}</td>
            <td className="total">{football ? row.points : `${row.winRate}%`}</td>
            {limit === undefined ? (
              <td>
                <span className="standings-form">
                  {row.form.map((result, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the last five results, a fixed position each
                    <span key={i} className={`form-${result}`}>
                      {form[result]}
                    </span>
                  ))}
                </span>
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
