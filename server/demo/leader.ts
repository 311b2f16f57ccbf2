import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseHandle } from '../db/client'

/** Key of the session-level advisory lock of the one process that runs the demo (the feed's is 7_301_002). */
const DEMO_LOCK_KEY = 7_301_006
const RETRY_MS = 10_000

/**
 * Runs `work` while this process holds the demo's lock, so that several servers on one PostgreSQL run
 * one set of demo rooms between them; the others try again every few seconds and take over when the
 * holder goes away (its connection closes, releasing the lock). `work` must resolve once `signal` aborts.
 * Embedded PGlite has a single process, which always runs it.
 */
export async function runDemoAsLeader(options: {
  database: Pick<DatabaseHandle, 'kind' | 'withSession'>
  signal: AbortSignal
  log: FastifyBaseLogger
  work: () => Promise<void>
}): Promise<void> {
  const { database, signal, log } = options
  if (database.kind === 'pglite') return options.work()
  while (!signal.aborted) {
    const led = await database
      .withSession(async (session) => {
        const [row] = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
          DEMO_LOCK_KEY,
        ])
        if (!row?.locked) return false
        try {
          await options.work()
        } finally {
          await session.query('SELECT pg_advisory_unlock($1)', [DEMO_LOCK_KEY]).catch(() => undefined)
        }
        return true
      })
      .catch((error: unknown) => {
        log.error({ err: error }, 'demo: leader election failed')
        return false
      })
    if (led) return
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
