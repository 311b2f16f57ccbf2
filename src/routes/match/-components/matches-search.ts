import { MATCH_TABS, type MatchTab } from '../../../ui/match/match-tabs'

/** The matches page's state in the URL: tab, league filter, and the calendar's month and day. */
export type MatchesSearch = { tab?: MatchTab; league?: string; month?: string; day?: string }

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/
const DAY = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

export function matchesSearch(search: Record<string, unknown>): MatchesSearch {
  const { tab, league, month, day } = search
  return {
    tab: typeof tab === 'string' && (MATCH_TABS as readonly string[]).includes(tab) ? (tab as MatchTab) : undefined,
    league: typeof league === 'string' && league.length > 0 && league.length <= 64 ? league : undefined,
    month: typeof month === 'string' && MONTH.test(month) ? month : undefined,
    day: typeof day === 'string' && DAY.test(day) ? day : undefined,
  }
}

/** The month `delta` months after `month` (YYYY-MM). */
export function addMonths(month: string, delta: number): string {
  const [year = 1970, mon = 1] = month.split('-').map(Number)
  const index = year * 12 + (mon - 1) + delta
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}
