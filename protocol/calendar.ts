/**
 * The portal's calendar is China Standard Time (UTC+8, no daylight saving): "today", "yesterday" and
 * day filters mean Beijing days, whatever the viewer's own time zone.
 */
const OFFSET_MS = 8 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** The Beijing calendar day of an instant, as YYYY-MM-DD. */
export function beijingDay(epochMs: number): string {
  return new Date(epochMs + OFFSET_MS).toISOString().slice(0, 10)
}

/** The Beijing wall-clock time of an instant, as HH:MM. */
export function beijingClock(epochMs: number): string {
  return new Date(epochMs + OFFSET_MS).toISOString().slice(11, 16)
}

/** The instants [start, end) of a Beijing calendar day. */
export function dayRange(day: string): { start: number; end: number } {
  const start = Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS
  return { start, end: start + DAY_MS }
}

/** The day `offset` days after `day` (negative for before). */
export function addDays(day: string, offset: number): string {
  return beijingDay(dayRange(day).start + offset * DAY_MS)
}
