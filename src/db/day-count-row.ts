/** How many matches the server had on a Beijing day when asked (the calendar's month view). */
export type DayCountRow = {
  /** The game counted, or 0 for every game. */
  scope: number
  day: string
  total: number
  fetchedAt: number
}
