import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client'
import { pruneCodes } from './codes'
import { pruneTickets } from './oauth-tickets'
import { pruneSessions } from './sessions'

/** How often the pruner runs. */
export const PRUNE_EVERY_MS = 60 * 60 * 1000
/** Ended codes and sessions are kept this long before they are deleted. */
export const PRUNE_KEEP_MS = 24 * 60 * 60 * 1000

export type Pruned = { codes: number; tickets: number; sessions: number }

/** One pass: deletes what can never be used again, each table through its owner module. */
export async function pruneAuthTables(db: Database, now: number): Promise<Pruned> {
  return {
    codes: await pruneCodes(db, now, PRUNE_KEEP_MS),
    tickets: await pruneTickets(db, now),
    sessions: await pruneSessions(db, now, PRUNE_KEEP_MS),
  }
}

/**
 * Prunes at start and then every `everyMs`, by the given clock, so the tables do not grow forever. Each
 * process may run it: the deletes are idempotent. A failed pass is logged and the next one tries again.
 */
export function startAuthPruning(options: {
  db: Database
  log: FastifyBaseLogger
  now?: () => number
  everyMs?: number
}): { stop(): Promise<void> } {
  const { db, log, now = Date.now, everyMs = PRUNE_EVERY_MS } = options
  let running: Promise<void> = Promise.resolve()
  const pass = () => {
    running = running.then(async () => {
      try {
        const pruned = await pruneAuthTables(db, now())
        if (pruned.codes + pruned.tickets + pruned.sessions > 0) log.info({ pruned }, 'pruned expired auth rows')
      } catch (error) {
        log.warn({ err: error }, 'pruning expired auth rows failed')
      }
    })
  }
  pass()
  const timer = setInterval(pass, everyMs)
  timer.unref()
  return {
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
