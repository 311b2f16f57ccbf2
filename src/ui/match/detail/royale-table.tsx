import { useLingui } from '@lingui/react/macro'
import type { BattleRoyaleDetail } from '../../../../protocol/match-detail'
import { entityName } from '../../../i18n/entity-name'
import './detail.css'

type Props = { detail: BattleRoyaleDetail }

/** PUBG's points table: every team of the lobby, best first, none singled out (the lobby has no "two teams"). */
export function RoyaleTable({ detail }: Props) {
  const { i18n, t } = useLingui()
  return (
    <table className="data-table royale-table" data-testid="royale-table">
      <thead>
        <tr>
          <th scope="col">{t`排名`}</th>
          <th scope="col">{t`战队`}</th>
          <th scope="col">{t`吃鸡`}</th>
          <th scope="col">{t`击杀`}</th>
          <th scope="col">{t`排名分`}</th>
          <th scope="col">{t`总积分`}</th>
        </tr>
      </thead>
      <tbody>
        {detail.table.map((row, i) => (
          <tr key={row.teamId}>
            <td>{i + 1}</td>
            <th scope="row">{entityName(row, i18n.locale)}</th>
            <td>{row.wins}</td>
            <td>{row.kills}</td>
            <td>{row.placementPoints}</td>
            <td className="total">{row.points}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
