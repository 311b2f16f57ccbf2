import { Trans, useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import { isLocale } from '../../../protocol/constants'
import { bcp47 } from '../../i18n/locale'
import './calendar.css'

type Props = {
  /** The month shown, YYYY-MM. */
  month: string
  /** Weeks of seven Beijing days (Monday first); null for the days of the neighbouring months. */
  weeks: readonly (readonly (string | null)[])[]
  /** Matches per day (YYYY-MM-DD); days without an entry show no count. undefined while loading. */
  counts: ReadonlyMap<string, number> | undefined
  today: string
  selected: string | null
  onSelectDay: (day: string) => void
  /** -1 for the previous month, +1 for the next. */
  onMoveMonth: (delta: -1 | 1) => void
}

// 2024-01-01 was a Monday: the seven days after it name the weekdays in calendar order.
const MONDAY_UTC = Date.UTC(2024, 0, 1)

/** Weekday names (Monday first) and the month's title in the active locale, through Intl. */
function useCalendarWords(month: string) {
  const { i18n } = useLingui()
  const tag = bcp47(isLocale(i18n.locale) ? i18n.locale : 'zh_CN')
  return useMemo(() => {
    const weekday = new Intl.DateTimeFormat(tag, { weekday: 'short', timeZone: 'UTC' })
    const weekdays = Array.from({ length: 7 }, (_, i) => weekday.format(MONDAY_UTC + i * 86_400_000))
    const [year, monthIndex] = month.split('-').map(Number)
    const title = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', timeZone: 'UTC' }).format(
      Date.UTC(year ?? 2000, (monthIndex ?? 1) - 1, 1),
    )
    return { weekdays, title }
  }, [tag, month])
}

/** A month grid with the number of matches on each day; a day is a button that lists its matches. */
export function MonthCalendar({ month, weeks, counts, today, selected, onSelectDay, onMoveMonth }: Props) {
  const { t } = useLingui()
  const { weekdays, title } = useCalendarWords(month)
  return (
    <section className="month-calendar" data-testid="month-calendar" data-month={month} aria-label={title}>
      <header className="calendar-head">
        <button
          type="button"
          className="button calendar-move"
          data-testid="calendar-prev"
          onClick={() => onMoveMonth(-1)}
        >
          <span aria-hidden="true">‹</span> <Trans>上个月</Trans>
        </button>
        <h2 className="calendar-title" data-testid="calendar-title">
          {title}
        </h2>
        <button
          type="button"
          className="button calendar-move"
          data-testid="calendar-next"
          onClick={() => onMoveMonth(1)}
        >
          <Trans>下个月</Trans> <span aria-hidden="true">›</span>
        </button>
      </header>
      <table className="calendar-grid">
        <thead>
          <tr>
            {weekdays.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.find((d) => d !== null) ?? 'empty'}>
              {week.map((day, i) => {
                // biome-ignore lint/suspicious/noArrayIndexKey: a blank cell is only its place in the week
                if (day === null) return <td key={`blank-${i}`} className="calendar-blank" />
                const count = counts?.get(day) ?? 0
                const classes = ['calendar-day']
                if (day === today) classes.push('today')
                if (day === selected) classes.push('selected')
                if (count === 0) classes.push('no-matches')
                return (
                  <td key={day}>
                    <button
                      type="button"
                      className={classes.join(' ')}
                      data-testid="calendar-day"
                      data-day={day}
                      data-count={count}
                      aria-pressed={day === selected}
                      aria-current={day === today ? 'date' : undefined}
                      aria-label={t`${day}，${count}场比赛`}
                      onClick={() => onSelectDay(day)}
                    >
                      <span className="calendar-date">{Number(day.slice(8))}</span>
                      {day === today ? (
                        <span className="calendar-today">
                          <Trans>今天</Trans>
                        </span>
                      ) : null}
                      <span className="calendar-count">{count > 0 ? <Trans>{count}场</Trans> : null}</span>
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
