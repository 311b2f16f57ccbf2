import type { FastifyBaseLogger } from 'fastify'
import type { Incident, MatchEvent, MatchLiveState } from '../../protocol/match'
import type { MatchDetail } from '../../protocol/match-detail'
import type { Database } from '../db/client'
import type { ExternalCatalogue, ResolvedIds } from './refs'

/**
 * The contract between a source of match data and the ingest worker. The built-in simulator, the load
 * generator and the real feeds (pandascore/) implement it; a real feed maps its own ids to the catalogue's
 * through `resolveCatalogue`.
 */

/** A match of the calendar, as a provider announces it (new, or moved to another time). */
export type CalendarEntry = {
  id: string
  gameId: number
  leagueId: string
  homeTeamId: string
  guestTeamId: string
  startTime: number
  bestOf: number
}

/** One change of one match. The ingest gives it the match's next `seq` and a global `id`. */
export type MatchUpdate = {
  matchId: string
  type: MatchEvent['type']
  /** When it happened, epoch ms. */
  at: number
  state: MatchLiveState
  incident: Incident | null
  retracts: number | null
  /** The match's whole detail after this update, when the update changed it (else absent). */
  detail?: MatchDetail
  /**
   * The seq the provider expects this update to get. When the match already has that many events, the
   * update is a replay (a restart re-sending what was stored) and is skipped, so replays are harmless.
   */
  expectedSeq?: number
}

export type ProviderMessage =
  | { kind: 'calendar'; entries: CalendarEntry[] }
  | { kind: 'updates'; updates: MatchUpdate[] }

export type ProviderContext = {
  /** Read access to the catalogue and to what was stored (to resume after a restart). */
  db: Database
  log: FastifyBaseLogger
  /** The feed's clock, epoch ms (tests drive it). */
  now: () => number
  /** Sleeps up to `ms` between ticks; returns early when the feed is told to sync or stop, or on `wake`. */
  wait: (ms: number) => Promise<void>
  /** Ends the provider's current wait early: a push source (a provider's WebSocket) has news. */
  wake?: () => void
  signal: AbortSignal
  /**
   * A real provider's leagues and teams as catalogue ids: known ones looked up, new ones merged with the seed
   * or added (server/feed/refs.ts), in the ingest's order. Call it before naming them in a calendar entry.
   */
  resolveCatalogue: (provider: string, request: ExternalCatalogue) => Promise<ResolvedIds>
}

/**
 * A provider yields messages until `signal` aborts. The ingest stores each message (one transaction) before
 * it pulls the next, so a provider that falls behind simply yields bigger batches.
 */
export type FeedProvider = {
  name: string
  messages(context: ProviderContext): AsyncIterable<ProviderMessage>
}
