import { useMemo } from 'react'
import { monthGrid, useMatchCountsByDay } from '../../../db/queries/calendar'
import { useMatchesOfDay } from '../../../db/queries/matches'
import { useDayMatches, useMonthInterest } from '../../../streams/matches/match-interest'
import { MonthCalendar } from '../../../ui/calendar/month-calendar'
import { DayList, type TabProps } from './list-tabs'
import { addMonths } from './matches-search'

type Props = TabProps & {
  month: string
  /** The day listed under the month; null when the month shown is not today's and none was picked. */
  day: string | null
  onMonth: (month: string) => void
  onDay: (day: string) => void
}

/** A month with the number of matches per day; picking a day lists its matches below. */
export function CalendarTab({ gameId, leagueId, today, month, day, onMonth, onDay }: Props) {
  useMonthInterest(month, gameId)
  const counts = useMatchCountsByDay(month, gameId)
  const weeks = useMemo(() => monthGrid(month), [month])
  const countMap = useMemo(() => (counts ? new Map(counts.map((c) => [c.day, c.total])) : undefined), [counts])
  return (
    <>
      <MonthCalendar
        month={month}
        weeks={weeks}
        counts={countMap}
        today={today}
        selected={day}
        onSelectDay={onDay}
        onMoveMonth={(delta) => onMonth(addMonths(month, delta))}
      />
      {day ? <DayMatches day={day} gameId={gameId} leagueId={leagueId} /> : null}
    </>
  )
}

function DayMatches({ day, gameId, leagueId }: Omit<TabProps, 'today'> & { day: string }) {
  const interest = useDayMatches(day)
  const all = useMatchesOfDay(day, gameId)
  const matches = useMemo(
    () => (leagueId === undefined ? all : all?.filter((m) => m.leagueId === leagueId)),
    [all, leagueId],
  )
  return (
    <div className="calendar-day-list" data-testid="calendar-day-list" data-day={day}>
      <DayList matches={matches} interest={interest} showGame={gameId === undefined} />
    </div>
  )
}
