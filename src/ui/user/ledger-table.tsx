import { Trans, useLingui } from '@lingui/react/macro'
import type { CoinTransaction } from '../../../protocol/auth'
import { EmptyState } from '../status/status-page'

type Props = {
  rows: readonly CoinTransaction[]
  /** How many movements the server holds; null when not known yet. */
  total: number | null
  onMore: () => void
}

/** §3 Coin transaction rows: time, details, change (and the balance right after). */
export function LedgerTable({ rows, total, onMore }: Props) {
  const { i18n } = useLingui()
  if (rows.length === 0) return <EmptyState />
  const format = new Intl.DateTimeFormat(i18n.locale.replace('_', '-'), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Asia/Shanghai',
  })
  return (
    <>
      <table className="user-table" data-testid="ledger-table">
        <thead>
          <tr>
            <th>
              <Trans>时间</Trans>
            </th>
            <th>
              <Trans>明细</Trans>
            </th>
            <th className="numeric">
              <Trans>变动</Trans>
            </th>
            <th className="numeric">
              <Trans>余额</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid="ledger-row">
              <td>{format.format(row.time)}</td>
              <td>{row.details}</td>
              <td className={row.change >= 0 ? 'numeric gain' : 'numeric loss'}>
                {row.change > 0 ? `+${row.change}` : row.change}
              </td>
              <td className="numeric">{row.balance}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {total !== null && rows.length < total ? (
        <button type="button" className="button user-more" onClick={onMore}>
          <Trans>加载更多</Trans>
        </button>
      ) : null}
    </>
  )
}
