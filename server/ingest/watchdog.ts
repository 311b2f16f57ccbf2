import type { FastifyBaseLogger } from 'fastify'
import { LIVE_LIMITS } from '../../protocol/live'
import type { Database } from '../db/client'
import { sweepStalled } from '../live/rooms'

const SWEEP_MS = 2_000

/**
 * Marks rooms not publishing once their stream has not been seen for LIVE_LIMITS.stallAfterMs: the ingest
 * refreshes the last-seen time while segments come out (embedded) or on nginx's on_update (external), so
 * this catches stalled publishers, hung encoders and a process or nginx that died while a room was live.
 * Every process may run it: the sweep is one idempotent UPDATE.
 */
export function startStallWatchdog(
  db: Database,
  log: FastifyBaseLogger,
  onRoomChanged: (roomId: number) => void,
): { stop(): Promise<void> } {
  let running: Promise<void> = Promise.resolve()
  const sweep = async () => {
    try {
      for (const roomId of await sweepStalled(db, Date.now() - LIVE_LIMITS.stallAfterMs)) {
        log.info({ roomId }, 'ingest: stream not seen for too long; room marked not publishing')
        onRoomChanged(roomId)
      }
    } catch (error) {
      log.error({ err: error }, 'ingest: stall sweep failed')
    }
  }
  const timer = setInterval(() => {
    running = running.then(sweep)
  }, SWEEP_MS)
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
