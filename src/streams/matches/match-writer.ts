import type { Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'
import { applyBatch, WRITTEN_TYPES } from './apply-match-batch'

/**
 * The only writer of match data: stores the bus's writable events one transaction per batch (see
 * startBatchedWriter). What depends on the data being stored (gap fetches, unknown matches, favourite
 * highlights, stored by the favourites writer) is emitted only after the commit; a lost batch's seq-carrying events come back through the
 * next catch-up by cursor.
 */
export function startDbWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'db writer',
    bus.on(...WRITTEN_TYPES),
    async (batch) => {
      const outcome = await applyBatch(db, batch)
      for (const gap of outcome.gaps) bus.emit({ type: 'match/gap', ...gap })
      for (const matchId of outcome.unknown) bus.emit({ type: 'match/unknown', matchId })
      if (outcome.changed.length > 0) bus.emit({ type: 'db/committed', matchIds: outcome.changed })
      if (outcome.favouriteChanges.length > 0)
        bus.emit({ type: 'favourites/marked', changes: outcome.favouriteChanges, at: Date.now() })
    },
    schedule,
  )
}
