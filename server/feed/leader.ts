import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../db/client'
import { withTimeout } from '../jobs/with-timeout'

/** Key of the session-level advisory lock held by the one process that runs the feed's ingest. */
const LEADER_LOCK_KEY = 7_301_002
/**
 * How often a follower asks for the lock. PostgreSQL frees it the moment the leader's connection ends (a
 * killed process's socket is closed by its kernel), so this bounds the failover: bench/failover.ts.
 */
const RETRY_MS = 250
/** How often the leader renews its lease: a query on the lock's own session, which must answer in time. */
const LEASE_CHECK_MS = 1_000
const LEASE_TIMEOUT_MS = 3_000
/**
 * Server-side keep-alive of the lock's session, so PostgreSQL itself drops (and unlocks) the session of a
 * leader whose machine vanished without closing its connection: idle 10 s, then 3 probes 5 s apart.
 */
const SESSION_KEEPALIVE = [
  'SET tcp_keepalives_idle = 10',
  'SET tcp_keepalives_interval = 5',
  'SET tcp_keepalives_count = 3',
]

/**
 * Runs `work` only while this process holds the feed's leader lock. With several servers on one
 * PostgreSQL, one holds the lock on a dedicated connection; the others try again every few seconds and
 * take over within RETRY_MS of the leader going away (its connection closes, releasing the lock). Embedded PGlite has a
 * single process, which always leads.
 */
export async function runAsLeader(options: {
  database: Pick<DatabaseHandle, 'kind' | 'withSession'> | undefined
  signal: AbortSignal
  log: FastifyBaseLogger
  onLeading: (leading: boolean) => void
  /** Called after each lock attempt that another process won. */
  onFollowing?: () => void
  /** Runs while this process leads; `lease` aborts when leadership is lost (the lock's session stopped answering). */
  work: (lease: AbortSignal) => Promise<void>
}): Promise<void> {
  const { database, signal, log } = options
  if (!database || database.kind === 'pglite') {
    options.onLeading(true)
    await options.work(signal)
    return
  }
  while (!signal.aborted) {
    const led = await database
      .withSession(async (session) => {
        const [row] = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
          LEADER_LOCK_KEY,
        ])
        if (!row?.locked) return false
        for (const setting of SESSION_KEEPALIVE) await session.query(setting)
        log.info('feed leader: this process runs the match feed')
        // The lease: leadership lasts while the lock's session answers. If it stops (PostgreSQL restarted, the
        // connection cut), the lock is gone too and another process may already lead: step down at once.
        const lease = new AbortController()
        const stop = () => lease.abort()
        signal.addEventListener('abort', stop)
        const renew = setInterval(() => {
          void withTimeout(session.query('SELECT 1'), LEASE_TIMEOUT_MS).catch((error: unknown) => {
            if (lease.signal.aborted) return
            log.error({ err: error }, 'feed leader: the lock session stopped answering; stepping down')
            lease.abort()
          })
        }, LEASE_CHECK_MS)
        options.onLeading(true)
        try {
          await options.work(lease.signal)
        } finally {
          clearInterval(renew)
          signal.removeEventListener('abort', stop)
          options.onLeading(false)
          await session.query('SELECT pg_advisory_unlock($1)', [LEADER_LOCK_KEY]).catch(() => undefined)
        }
        return true
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'feed leader election failed')
        return false
      })
    // Stopped: done. Led until the lease was lost: back to asking for the lock, as a follower.
    if (led && signal.aborted) return
    if (!led) options.onFollowing?.()
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
