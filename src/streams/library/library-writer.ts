import type { Subscription } from 'rxjs'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'
import { applyLibraryBatch, LIBRARY_WRITTEN_TYPES } from './apply-library-batch'

/**
 * The only writer of the libraries' tables, one transaction per batch. A lost batch comes back with the
 * next load of the screen that shows it (each library screen loads again on reconnect).
 */
export function startLibraryWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'library writer',
    bus.on(...LIBRARY_WRITTEN_TYPES),
    (batch) => applyLibraryBatch(db, batch),
    schedule,
  )
}
