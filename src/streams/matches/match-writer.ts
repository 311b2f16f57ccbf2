import { mergeMap, type Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'
import { applyBatch, WRITTEN_TYPES, type WrittenEvent } from './apply-match-batch'

/**
 * The only writer of match data: stores the bus's writable events one transaction per batch (see
 * startBatchedWriter). What depends on the data being stored (gap fetches, unknown matches, favourite
 * highlights, stored by the favourites writer) is emitted only after the commit; a lost batch's seq-carrying events come back through the
 * next catch-up by cursor.
 */
export function startDbWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'db writer',
    bus.on(...WRITTEN_TYPES).pipe(mergeMap(sliceList)),
    async (batch) => {
      const outcome = await applyBatch(db, batch)
      for (const gap of outcome.gaps) bus.emit({ type: 'match/gap', ...gap })
      for (const matchId of outcome.unknown) bus.emit({ type: 'match/unknown', matchId })
      if (outcome.changed.length > 0) bus.emit({ type: 'db/committed', matchIds: outcome.changed })
      if (outcome.favouriteChanges.length > 0)
        bus.emit({ type: 'favourites/marked', changes: outcome.favouriteChanges, at: Date.now() })
    },
    schedule,
    { weigh: weightOf, max: BATCH_ROWS },
  )
}

/**
 * The most matches (or events) one transaction writes. A home's first load lists ~400 matches; written at once
 * they were one task of 50–80 ms (four times that on a phone's CPU), and the rows' re-reads after it another.
 * Batches of 50 rather than 100 took the home's Lighthouse mobile TBT from 303–874 ms to 221–520 ms (seven
 * alternating pairs, every pair lower; bench/README.md, lighthouse, eighth session); 25 was no better. At 500
 * live events a second a frame's batch is ~10 events, far under it.
 */
export const BATCH_ROWS = 50

function weightOf(event: WrittenEvent): number {
  if (event.type === 'match/list') return event.matches.length
  if (event.type === 'timeline/loaded') return event.events.length
  return 1
}

/** A list longer than a batch, as lists of at most BATCH_ROWS matches (a list only upserts its matches). */
function sliceList(event: WrittenEvent): WrittenEvent[] {
  if (event.type !== 'match/list' || event.matches.length <= BATCH_ROWS) return [event]
  const slices: WrittenEvent[] = []
  for (let start = 0; start < event.matches.length; start += BATCH_ROWS) {
    slices.push({ ...event, matches: event.matches.slice(start, start + BATCH_ROWS) })
  }
  return slices
}
