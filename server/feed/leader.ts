import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../db/client'

/** Key of the session-level advisory lock held by the one process that runs the feed's ingest. */
const LEADER_LOCK_KEY = 7_301_002
const RETRY_MS = 5_000

/**
 * Runs `work` only while this process holds the feed's leader lock. With several servers on one
 * PostgreSQL, one holds the lock on a dedicated connection; the others try again every few seconds and
 * take over when the leader goes away (its connection closes, releasing the lock). Embedded PGlite has a
 * single process, which always leads.
 */
export async function runAsLeader(options: {
  database: Pick<DatabaseHandle, 'kind' | 'withSession'> | undefined
  signal: AbortSignal
  log: FastifyBaseLogger
  onLeading: (leading: boolean) => void
  /** Called after each lock attempt that another process won. */
  onFollowing?: () => void
  work: () => Promise<void>
}): Promise<void> {
  const { database, signal, log } = options
  if (!database || database.kind === 'pglite') {
    options.onLeading(true)
    await options.work()
    return
  }
  while (!signal.aborted) {
    const led = await database
      .withSession(async (session) => {
        const [row] = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
          LEADER_LOCK_KEY,
        ])
        if (!row?.locked) return false
        log.info('feed leader: this process runs the match feed')
        options.onLeading(true)
        try {
          await options.work()
        } finally {
          options.onLeading(false)
          await session.query('SELECT pg_advisory_unlock($1)', [LEADER_LOCK_KEY]).catch(() => undefined)
        }
        return true
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'feed leader election failed')
        return false
      })
    if (led) return
    options.onFollowing?.()
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, RETRY_MS)
      signal.addEventListener('abort', done)
    })
  }
}
