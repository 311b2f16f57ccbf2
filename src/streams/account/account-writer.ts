import type { Subscription } from 'rxjs'
import { LIMITS } from '../../../protocol/constants'
import type { ScorecastDB } from '../../db/database'
import { nextFrameOr50ms, startBatchedWriter } from '../core/batched-writer'
import type { EventBus } from '../core/bus'
import { ACCOUNT_WRITTEN_TYPES, applyAccountBatch } from './apply-account-batch'

/**
 * The only writer of account data, one transaction per batch (see startBatchedWriter). The welcome banner
 * is asked for only after the new user's session committed, so it never shows for a login that failed to
 * store; lost account data comes back with the next fetch of the screen that shows it.
 */
export function startAccountWriter(bus: EventBus, db: ScorecastDB, schedule = nextFrameOr50ms): Subscription {
  return startBatchedWriter(
    'account writer',
    bus.on(...ACCOUNT_WRITTEN_TYPES),
    async (batch) => {
      const outcome = await applyAccountBatch(db, batch)
      if (outcome.newUsers > 0) bus.emit({ type: 'account/welcome', coins: LIMITS.newUserBonusCoins })
    },
    schedule,
  )
}
