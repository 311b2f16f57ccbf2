import { sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import type { StorageFailure } from '../db/errors'

/**
 * Whether the database can write, as calls find out: a write refused for lack of space or by read-only
 * storage takes the process out of readiness at once (the load balancer sends its traffic elsewhere), and
 * after `retryAfterMs` the next readiness probe tries a write of its own; if that succeeds the process is
 * ready again until the next refusal (a circuit breaker: the disk may have been freed or extended).
 */
export class StorageHealth {
  #failure: { kind: StorageFailure; at: number } | null = null
  readonly #count = new Map<StorageFailure, number>()

  constructor(
    private readonly tryWrite: () => Promise<void>,
    private readonly now: () => number = Date.now,
    private readonly retryAfterMs = 15_000,
  ) {}

  report(kind: StorageFailure): void {
    this.#failure = { kind, at: this.now() }
    this.#count.set(kind, (this.#count.get(kind) ?? 0) + 1)
  }

  /** The failure readiness reports, if any. */
  get failure(): StorageFailure | null {
    return this.#failure?.kind ?? null
  }

  /** Refused writes since the start, by kind (for /metrics). */
  get counts(): ReadonlyMap<StorageFailure, number> {
    return this.#count
  }

  /** Readiness's check: up unless a write was refused lately and a trial write has not succeeded since. */
  async writable(): Promise<boolean> {
    const failure = this.#failure
    if (failure === null) return true
    if (this.now() - failure.at < this.retryAfterMs) return false
    try {
      await this.tryWrite()
    } catch {
      failure.at = this.now()
      return false
    }
    if (this.#failure === failure) this.#failure = null
    return true
  }
}

/**
 * The database's StorageHealth: its trial write is a table created, written and dropped in one transaction
 * (catalog rows and WAL, nothing kept), which a full disk or read-only storage refuses like any other write.
 */
export function databaseStorageHealth(db: Database, options: { now?: () => number; retryAfterMs?: number } = {}) {
  return new StorageHealth(
    () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`create temp table storage_probe (at bigint) on commit drop`)
        await tx.execute(sql`insert into storage_probe values (${Date.now()})`)
      }),
    options.now,
    options.retryAfterMs,
  )
}
