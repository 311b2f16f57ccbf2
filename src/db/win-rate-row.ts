/** One point of a match's live win-rate history: the home side's win rate after event `seq`. */
export type WinRateRow = {
  matchId: string
  seq: number
  /** Server time of the event, epoch ms. */
  at: number
  /** Percent, 0–100. */
  winRate: number
}
