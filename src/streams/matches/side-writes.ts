import Dexie, { type PromiseExtended } from 'dexie'
import type { MatchEvent } from '../../../protocol/match'
import type { ScorecastDB } from '../../db/database'
import type { MatchChangeKind } from '../../db/favourite-row'
import type { MatchDetailRow } from '../../db/match-detail-row'
import type { MatchRow } from '../../db/match-row'
import { observedBulkPut } from '../../db/observed-put'
import type { WinRateRow } from '../../db/win-rate-row'

/** A followed match whose score or status changed in a batch. */
export type FavouriteChange = { matchId: string; change: MatchChangeKind }

/** What changed between two stored states of a match, as far as the favourites' highlight cares. */
export function changeOf(before: MatchRow | undefined, after: MatchRow | undefined): MatchChangeKind | null {
  if (!before || !after) return null
  // A goal that comes with a phase change (kick-off, the last point of a quarter) is shown as a score.
  if (before.homeScore !== after.homeScore || before.guestScore !== after.guestScore) return 'score'
  if (before.status !== after.status || before.phase !== after.phase) return 'status'
  return null
}

/**
 * The writes a batch makes besides matches and incidents: win-rate points and match details. Kept lean
 * for the 500 events/s path: a live event adds a win-rate point only when the rate moved, and a detail is
 * stored only for matches whose detail is already held (a detail page loaded its timeline), one per match
 * per batch, the newest.
 */
export class SideWrites {
  readonly #winRates: WinRateRow[] = []
  readonly #details = new Map<string, { row: MatchDetailRow; backfill: boolean }>()

  /** `before` is the match as stored before this event; `isNew` when the event advanced its seq. */
  note(event: MatchEvent, before: MatchRow, isNew: boolean, backfill: boolean): void {
    const winRate = event.state.winRate
    if (winRate !== null && (backfill || (isNew && winRate !== before.winRate))) {
      this.#winRates.push({ matchId: event.matchId, seq: event.seq, at: event.at, winRate })
    }
    if (event.detail) {
      const held = this.#details.get(event.matchId)
      if (!held || held.row.seq < event.seq) {
        const row = { matchId: event.matchId, seq: event.seq, detail: event.detail }
        this.#details.set(event.matchId, { row, backfill: backfill || (held?.backfill ?? false) })
      }
    }
  }

  /**
   * Runs inside the batch's transaction (its scope must include winRates and matchDetails); a chain of Dexie's
   * own promises, like the rest of applyBatch.
   */
  write(db: ScorecastDB): PromiseExtended<unknown> {
    const winRates = observedBulkPut(db.winRates, this.#winRates)
    if (this.#details.size === 0) return winRates
    const candidates = [...this.#details.values()]
    const details = db.matchDetails.bulkGet(candidates.map((c) => c.row.matchId)).then((stored) => {
      const rows = candidates.flatMap(({ row, backfill }, i) => {
        const held = stored[i]
        if (held ? held.seq >= row.seq : !backfill) return []
        return [row]
      })
      return observedBulkPut(db.matchDetails, rows)
    })
    return Dexie.Promise.all([winRates, details])
  }
}
