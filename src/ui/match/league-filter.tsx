import { useLingui } from '@lingui/react/macro'
import './match.css'
import './league-filter.css'

export type LeagueOption = { id: string; name: string; live: number }

type Props = {
  leagues: readonly LeagueOption[] | undefined
  value: string | undefined
  onChange: (leagueId: string | undefined) => void
}

/** Narrows a list to one league; leagues with matches in progress say how many. */
export function LeagueFilter({ leagues, value, onChange }: Props) {
  const { t } = useLingui()
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
        {leagues?.map((league) => (
          <option key={league.id} value={league.id}>
            {league.live > 0 ? `${league.name}（${t`${league.live}场进行中`}）` : league.name}
          </option>
        ))}
      </select>
    </label>
  )
}
