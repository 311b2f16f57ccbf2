import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { BlindBox, BoxStanding } from '../../../protocol/blindbox'
import { OddsTable } from './odds-table'
import { topPrizeNames } from './prize-labels'
import './blindbox.css'

type Props = {
  box: BlindBox
  /** The signed-in user's standing at this box; null for a visitor or while unknown. */
  standing: BoxStanding | null
}

/** One box in the list: picture, price, today's draws left, the guarantee and its published odds. */
export function BoxCard({ box, standing }: Props) {
  const { i18n, t } = useLingui()
  const names = topPrizeNames(box.prizes, i18n)
  return (
    <li className="blindbox-card" data-testid="blindbox-card" data-box-id={box.id}>
      <div className="blindbox-card-head">
        <img src={box.picture} alt="" width={120} height={120} loading="lazy" />
        <div>
          <h3>{box.name}</h3>
          <p className="blindbox-price">{t`${box.price} 金币 / 次`}</p>
          <p className="blindbox-meta">
            {standing ? t`今日还可购买 ${standing.dailyLeft}/${box.dailyCap} 次` : t`每人每天限购 ${box.dailyCap} 次`}
          </p>
          {box.guaranteeAfter !== null ? (
            <p className="blindbox-meta">{t`${box.guaranteeAfter}次内必得${names}`}</p>
          ) : null}
          <p>{box.intro}</p>
          <Link
            to="/blindBox/$id"
            params={{ id: String(box.id) }}
            className="button button-primary"
            data-testid="blindbox-open"
          >
            <Trans>去开盒</Trans>
          </Link>
        </div>
      </div>
      <OddsTable box={box} />
    </li>
  )
}
