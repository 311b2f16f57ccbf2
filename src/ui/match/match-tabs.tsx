import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import './match.css'
import './match-tabs.css'

export const MATCH_TABS = ['schedule', 'results', 'favourites', 'calendar'] as const
export type MatchTab = (typeof MATCH_TABS)[number]

type Props = {
  tab: MatchTab
  onSelect: (tab: MatchTab) => void
  onToday: () => void
  /** How many matches the user follows, shown on the favourites tab. */
  favouriteCount: number | undefined
}

/** The tabs of the matches page: 赛程, 赛果, 关注, 日历, and the 回到今天 action at the end. */
export function MatchTabs({ tab, onSelect, onToday, favouriteCount }: Props) {
  const item = (value: MatchTab, label: ReactNode) => (
    <button
      type="button"
      role="tab"
      aria-selected={tab === value}
      className={tab === value ? 'day-tab active' : 'day-tab'}
      data-testid={`tab-${value}`}
      onClick={() => onSelect(value)}
    >
      <span className="day-tab-name">{label}</span>
      {value === 'favourites' && favouriteCount ? <span className="day-tab-date">{favouriteCount}</span> : null}
    </button>
  )
  return (
    <div className="day-tabs match-tabs">
      <div role="tablist" className="match-tabs-list">
        {item('schedule', <Trans>赛程</Trans>)}
        {item('results', <Trans>赛果</Trans>)}
        {item('favourites', <Trans>关注</Trans>)}
        {item('calendar', <Trans>日历</Trans>)}
      </div>
      <button type="button" className="button back-to-today" data-testid="back-to-today" onClick={onToday}>
        <Trans>回到今天</Trans>
      </button>
    </div>
  )
}
