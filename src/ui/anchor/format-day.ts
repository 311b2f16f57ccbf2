import { beijingDay } from '../../../protocol/calendar'
import { formatMatchTime } from '../../i18n/format'

/** An instant as its Beijing day, YYYY-MM-DD (the portal's calendar, whatever the viewer's time zone). */
export function formatDay(epochMs: number): string {
  return beijingDay(epochMs)
}

/** An instant as Beijing YYYY-MM-DD HH:mm. */
export function formatDayTime(epochMs: number): string {
  return `${beijingDay(epochMs)} ${formatMatchTime(epochMs)}`
}
