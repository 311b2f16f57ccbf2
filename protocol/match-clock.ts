/** Where each football period starts and how long it runs, in minutes (halves, then extra time). */
const FOOTBALL_PERIODS = [
  { start: 0, length: 45 },
  { start: 45, length: 45 },
  { start: 90, length: 15 },
  { start: 105, length: 15 },
] as const

/**
 * The match minute of a football moment as the game reads it: the feed's clock restarts with each period,
 * so a second-half incident 1:30 in is 47', and added time is 45+2' (the shoot-out is at 120').
 */
export function footballMinute(period: number, clock: number): string {
  const shape = FOOTBALL_PERIODS[period - 1]
  if (!shape) return "120'"
  const minute = Math.floor(clock / 60) + 1
  return minute > shape.length ? `${shape.start + shape.length}+${minute - shape.length}'` : `${shape.start + minute}'`
}
