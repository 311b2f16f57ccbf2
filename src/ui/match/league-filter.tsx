import { useLingui } from '@lingui/react/macro'
import type { LocalizedNames } from '../../../protocol/entity-names'
import { entityName } from '../../i18n/entity-name'
import './match.css'
import './league-filter.css'

export type LeagueOption = { id: string; name: string; names?: LocalizedNames | undefined; live: number }

type Props = {
  leagues: readonly LeagueOption[] | undefined
  value: string | undefined
  onChange: (leagueId: string | undefined) => void
}

/** Narrows a list to one league; leagues with matches in progress say how many. */
export function LeagueFilter({ leagues, value, onChange }: Props) {
  const { t, i18n } = useLingui()
  return (
    <label className="league-filter">
      <span className="league-filter-label">{t`联赛`}</span>
      <select
        data-testid="league-filter"
        value={value ?? ''}
        disabled={leagues === undefined}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{t`全部联赛`}</option>
        {leagues?.map((league) => {
          const name = entityName(league, i18n.locale)
          return (
            <option key={league.id} value={league.id}>
              {league.live > 0 ? `${name}（${t`${league.live}场进行中`}）` : name}
            </option>
          )
        })}
      </select>
    </label>
  )
}
