import { Trans, useLingui } from '@lingui/react/macro'
import type { BlindBox } from '../../../protocol/blindbox'
import { formatChinaDate, formatOdds, prizeKindLabel } from './prize-labels'
import './blindbox.css'

/** The published odds of a box (shown before buying): every prize, its kind, its probability, the top tier. */
export function OddsTable({ box }: { box: BlindBox }) {
  const { i18n, t } = useLingui()
  const total = box.prizes.reduce((sum, p) => sum + p.oddsBp, 0)
  return (
    <table className="blindbox-odds" data-testid="blindbox-odds" data-odds-version={box.oddsVersion}>
      <caption>{t`概率公示 · 第${box.oddsVersion}版 · ${formatChinaDate(box.publishedAt)} 发布`}</caption>
      <thead>
        <tr>
          <th scope="col">{t`奖品`}</th>
          <th scope="col">{t`类型`}</th>
          <th scope="col" className="numeric">
            {t`概率`}
          </th>
        </tr>
      </thead>
      <tbody>
        {box.prizes.map((prize) => (
          <tr key={prize.id} data-testid="blindbox-odds-row" className={prize.top ? 'top' : undefined}>
            <th scope="row">
              <img src={prize.picture} alt="" width={24} height={24} loading="lazy" />
              {prize.name}
              {prize.top ? (
                <span className="blindbox-top">
                  <Trans>大奖</Trans>
                </span>
              ) : null}
            </th>
            <td>{prizeKindLabel(prize.kind, i18n)}</td>
            <td className="numeric">{formatOdds(prize.oddsBp, i18n.locale)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2}>
            <Trans>合计</Trans>
          </th>
          <td className="numeric">{formatOdds(total, i18n.locale)}</td>
        </tr>
      </tfoot>
    </table>
  )
}
