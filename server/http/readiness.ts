import type { FastifyInstance } from 'fastify'
import { withTimeout } from '../jobs/with-timeout'

/** A part the server needs before it can take traffic; `check` is asked on every readiness probe. */
export type ReadinessCheck = () => boolean | Promise<boolean>

/**
 * Readiness, apart from liveness: a process is live while its event loop answers, ready only once every
 * part it serves with is up (the database, socket.io, the Redis adapter when configured, the feed's role
 * known). Parts are announced by name at start-up (`expect`) and report in as they come up (`set`), or
 * give a check asked on each probe (the database, Redis connections that can drop later).
 */
export class Readiness {
  readonly #checks = new Map<string, ReadinessCheck>()
  #draining = false

  /** The process is shutting down (SIGTERM): not ready from now on, whatever its parts say. */
  beginDrain(): void {
    this.#draining = true
  }

  get draining(): boolean {
    return this.#draining
  }

  /** Parts not up yet; each answers false until `set` or `check` replaces it. */
  expect(...names: string[]): this {
    for (const name of names) if (!this.#checks.has(name)) this.#checks.set(name, () => false)
    return this
  }

  set(name: string, up: boolean): void {
    this.#checks.set(name, () => up)
  }

  check(name: string, check: ReadinessCheck): void {
    this.#checks.set(name, check)
  }

  /** Every part's state; a check that throws or takes longer than `timeoutMs` counts as down. */
  async probe(timeoutMs: number): Promise<{ ready: boolean; draining?: true; parts: Record<string, 'up' | 'down'> }> {
    const entries = await Promise.all(
      [...this.#checks].map(async ([name, check]) => {
        const up = await withTimeout(Promise.resolve().then(check), timeoutMs).catch(() => false)
        return [name, up ? 'up' : 'down'] as const
      }),
    )
    const parts = Object.fromEntries(entries)
    if (this.#draining) return { ready: false, draining: true, parts }
    return { ready: entries.every(([, state]) => state === 'up'), parts }
  }
}

const PROBE_TIMEOUT_MS = 2000

/**
 * GET /readyz (also /healthz and /healthz/ready): 200 once ready, else 503 with the parts that are down, and
 * `draining` once a shutdown began — what load balancers, `npm test`'s Playwright and scripts wait on.
 * GET /livez (also /healthz/live): 200 while the process answers, draining or not.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  const ready = async (_request: unknown, reply: { code(status: number): unknown }) => {
    const { ready, draining, parts } = await readiness.probe(PROBE_TIMEOUT_MS)
    if (!ready) {
      if (!draining) app.log.warn({ parts }, 'not ready')
      reply.code(503)
    }
    return { ok: ready, ...(draining && { draining }), parts }
  }
  for (const path of ['/readyz', '/healthz', '/healthz/ready']) app.get(path, ready)
  const live = async () => ({ ok: true })
  for (const path of ['/livez', '/healthz/live']) app.get(path, live)
}
