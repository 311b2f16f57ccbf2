import { Trans, useLingui } from '@lingui/react/macro'
import { beijingDay } from '../../../protocol/calendar'
import { isLocale } from '../../../protocol/constants'
import { bcp47 } from '../../i18n/locale'
import './day-heading.css'

/** A Beijing day as a list heading: MM-DD and the weekday in the active locale, and 今天 for today. */
export function DayHeading({ day }: { day: string }) {
  const { i18n } = useLingui()
  const tag = bcp47(isLocale(i18n.locale) ? i18n.locale : 'zh_CN')
  const weekday = new Intl.DateTimeFormat(tag, { weekday: 'long', timeZone: 'UTC' }).format(
    Date.parse(`${day}T00:00:00Z`),
  )
  return (
    <span className="match-day-heading">
      <span className="match-day-date">{day}</span>
      <span>{weekday}</span>
      {day === beijingDay(Date.now()) ? (
        <span className="match-day-today">
          <Trans>今天</Trans>
        </span>
      ) : null}
    </span>
  )
}
