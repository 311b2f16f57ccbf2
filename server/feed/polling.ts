import type { z } from 'zod'
import { type ExternalAdapter, type ExternalMatch, externalChanges, type Known } from './external-match'
import type { MatchUpdate, ProviderContext, ProviderMessage } from './provider'

/**
 * What every polling adapter of a real provider shares (pandascore/, api-football/, api-basketball/): the
 * failures it can meet, how long it waits after one, and its loop — a round of requests, the items parsed
 * and mapped, the changes stored, then a wait until the next list is due.
 */

/** A refused token or key, or an account the API will not serve: the operator has to act. */
export class FeedAuthError extends Error {}

/** A rate limit, an outage, a network failure or an answer that is not the provider's format: try later. */
export class FeedUnavailableError extends Error {
  constructor(
    message: string,
    /** HTTP status, when there was one (200 for an answer that was not what it should be). */
    readonly status: number | null,
    /** Whether the provider said the budget is spent. */
    readonly rateLimited = status === 429,
    /** Seconds the provider asked to wait (Retry-After), when it said. */
    readonly retryAfter: number | null = null,
  ) {
    super(message)
  }
}

const MINUTE = 60_000

/**
 * After a failure: a rate limit waits what the provider asked (else a minute, doubling to ten), an outage 5 s
 * doubling to 5 minutes, a refused token 10 minutes (the portal keeps serving what it stored meanwhile).
 */
export function backoffMs(error: Error, failures: number): number {
  if (error instanceof FeedAuthError) return 10 * MINUTE
  if (error instanceof FeedUnavailableError && error.rateLimited)
    return error.retryAfter !== null ? error.retryAfter * 1000 : Math.min(10 * MINUTE, MINUTE * 2 ** (failures - 1))
  return Math.min(5 * MINUTE, 5_000 * 2 ** (failures - 1))
}

/** What a polling provider reports of itself after each round (server/http/metrics.ts shows it). */
export type PollingStatus = {
  requests: number
  errors: number
  /** The provider's budget left, as it last said; null before the first answer. */
  remaining: number | null
  skipped: number
  lastBatchAt: number | null
}

export type Polling<T> = {
  /** The provider's name in the log. */
  label: string
  adapter: ExternalAdapter
  /** Reads what is due at `now` into `fetched` (kept even when a later request fails); returns when next. */
  round(now: number, fetched: unknown[]): Promise<number>
  /** The provider's item, as its wire format reads it. */
  schema: z.ZodType<T>
  /** The portal's match of an item, or null when the portal does not carry it. */
  map(item: T, now: number): ExternalMatch | null
  /** Told of each mapped item (an adapter keeps its own lists of what to follow). */
  seen?(match: ExternalMatch, item: T): void
  usage(): Omit<PollingStatus, 'skipped' | 'lastBatchAt'>
  status?: (status: PollingStatus) => void
  /** After this long without a good round, the provider's live matches are marked late (default 2 minutes). */
  staleAfterMs?: number
}

/** How long a provider may fail before its live matches say 数据延迟. */
export const STALE_AFTER_MS = 2 * MINUTE

/** Runs a polling provider until the signal aborts (see `Polling`). */
export async function* poll<T>(context: ProviderContext, polling: Polling<T>): AsyncGenerator<ProviderMessage> {
  const known = new Map<string, Known>()
  let failures = 0
  let skipped = 0
  let lastBatchAt: number | null = null
  /** The last round that fully succeeded, and whether the live matches are marked late since. */
  let lastGoodAt = context.now()
  let late = false
  while (!context.signal.aborted) {
    const now = context.now()
    const fetched: unknown[] = []
    let failed: Error | null = null
    let next = now + MINUTE
    try {
      next = await polling.round(now, fetched)
      failures = 0
      lastGoodAt = now
    } catch (error) {
      if (context.signal.aborted) return
      failed = error as Error
      failures++
    }
    // Late, or back: every live match the provider told of says so (or stops saying so) in its state.
    const stale = failed !== null && now - lastGoodAt >= (polling.staleAfterMs ?? STALE_AFTER_MS)
    if (stale !== late && (stale || failed === null)) {
      late = stale
      const updates = lateness(known, stale ? lastGoodAt : null, now)
      if (updates.length > 0) yield { kind: 'updates', updates }
      context.log[stale ? 'warn' : 'info'](
        { matches: updates.length, since: lastGoodAt },
        `${polling.label} ${stale ? 'late' : 'back'}`,
      )
    }
    const mapped: ExternalMatch[] = []
    for (const item of fetched) {
      const parsed = polling.schema.safeParse(item)
      if (!parsed.success) {
        skipped++
        context.log.warn({ issue: parsed.error.issues[0] }, `${polling.label} item skipped: malformed`)
        continue
      }
      const match = polling.map(parsed.data, context.now())
      if (!match) continue
      mapped.push(match)
      polling.seen?.(match, parsed.data)
    }
    if (mapped.length > 0) {
      yield* externalChanges(polling.adapter, mapped, context, known)
      lastBatchAt = context.now()
    }
    polling.status?.({ ...polling.usage(), skipped, lastBatchAt })
    if (failed) {
      const waitMs = backoffMs(failed, failures)
      context.log[failed instanceof FeedAuthError ? 'error' : 'warn'](
        { err: failed.message, retryInMs: waitMs, remaining: polling.usage().remaining },
        `${polling.label} failed`,
      )
      await context.wait(waitMs)
      continue
    }
    await context.wait(Math.max(250, Math.min(next, now + MINUTE) - context.now()))
  }
}

/**
 * A status update per live match of `known` that sets (a time) or clears (null) its `delayedSince`; `known`
 * moves on with them.
 */
function lateness(known: Map<string, Known>, since: number | null, now: number): MatchUpdate[] {
  const updates: MatchUpdate[] = []
  for (const [matchId, match] of known) {
    if (match.state.status !== 'live') continue
    const state = { ...match.state, delayedSince: since }
    match.seq++
    match.state = state
    updates.push({ matchId, type: 'status', at: now, state, incident: null, retracts: null, expectedSeq: match.seq })
  }
  return updates
}
