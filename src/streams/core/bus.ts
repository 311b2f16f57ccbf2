import { filter, type Observable, Subject } from 'rxjs'
import type { LeagueSummary, Standings } from '../../../protocol/calls/league'
import type { GameEntry } from '../../../protocol/games'
import type { Match, MatchEvent } from '../../../protocol/match'
import type { Room, ServerEventPayloads } from '../../../protocol/socket'
import type { HomeSectionId } from '../../db/home-sections'
import type { MatchListKey } from '../../db/match-list-row'
import type { AccountEvent } from '../account/account-events'
import type { AnchorEvent } from '../anchor/anchor-events'
import type { LiveEvent } from '../live/live-events'

/** Where a match event came from. Timeline events are a backfill of one match's history. */
export type MatchEventOrigin = 'socket' | 'poll' | 'catchup' | 'timeline'

export type Toast = { id: string; message: string; kind: 'error' | 'info'; at: number }

/** What the socket reports; the connection state machine (connection.ts) folds these. */
export type SocketSignal =
  | { type: 'socket/connecting' }
  | { type: 'socket/connected' }
  | { type: 'socket/retrying' }
  /** The connection dropped; `willRetry` when socket.io reconnects by itself. */
  | { type: 'socket/lost'; willRetry: boolean }
  /** A connection attempt failed: the socket cannot connect (yet). */
  | { type: 'socket/failed'; willRetry: boolean }

/**
 * Everything that happens to the client's data, in one typed stream. Sources emit, the db writer and the
 * state holders (connection, toasts) consume. `global` on a match event means it belongs to the complete
 * ordered event stream (REST catch-up and poll, or the socket's 'matches' room after catch-up), so its id
 * may advance the stored cursor.
 */
export type BusEvent =
  | SocketSignal
  | ({ type: 'socket/hello' } & ServerEventPayloads['hello'])
  | { type: 'network'; online: boolean }
  | { type: 'match/event'; event: MatchEvent; origin: MatchEventOrigin; global: boolean }
  | { type: 'match/upsert'; match: Match }
  | { type: 'match/list'; matches: Match[] }
  | { type: 'timeline/loaded'; matchId: string; events: MatchEvent[] }
  /** Emitted by the writer after commit: events of the match are missing after `afterSeq`. */
  | { type: 'match/gap'; matchId: string; afterSeq: number }
  /** Emitted by the writer after commit: events arrived for a match the cache does not hold. */
  | { type: 'match/unknown'; matchId: string }
  /** Emitted by the writer after commit, for side effects that depend on the data being stored. */
  | { type: 'db/committed'; matchIds: string[] }
  | { type: 'games/loaded'; games: GameEntry[] }
  /** The client is up to date with the server's event stream up to `cursor`. */
  | { type: 'sync/caught-up'; at: number; cursor: number | null }
  /** Something made the socket's pushes incomplete (it just joined 'matches'): catch up by cursor again. */
  | { type: 'sync/requested' }
  | { type: 'toast/show'; toast: Toast }
  | { type: 'toast/dismiss'; id: string }
  | { type: 'session/expired' }
  | { type: 'rooms/changed'; rooms: Room[] }
  | { type: 'action/reconnect' }
  // Matches screens (issue 3): loaded catalogue data and local preferences, stored by sinks/catalog-writer.
  | { type: 'leagues/loaded'; leagues: LeagueSummary[]; at: number }
  | { type: 'standings/loaded'; gameId: number; leagueId: string; standings: Standings; at: number }
  | { type: 'matchList/loaded'; key: MatchListKey; ids: string[]; at: number }
  /** Server day totals; `scope` is the game counted, 0 for every game. */
  | { type: 'dayCounts/loaded'; scope: number; counts: { day: string; total: number }[]; at: number }
  | { type: 'homeStandings/picked'; gameId: number; leagueId: string }
  | { type: 'home/order'; order: HomeSectionId[] }
  /** The local favourites changed (a toggle): the account sync should run. */
  | { type: 'favourites/changed' }
  | AccountEvent
  | LiveEvent
  | AnchorEvent

export type BusEventType = BusEvent['type']
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>

/** One RxJS Subject behind a typed emit/listen pair. Emission is synchronous and in order. */
export class EventBus {
  readonly #subject = new Subject<BusEvent>()
  readonly events$: Observable<BusEvent> = this.#subject.asObservable()

  emit(event: BusEvent): void {
    this.#subject.next(event)
  }

  on<T extends BusEventType>(...types: T[]): Observable<BusEventOf<T>> {
    const wanted = new Set<BusEventType>(types)
    return this.events$.pipe(filter((event): event is BusEventOf<T> => wanted.has(event.type)))
  }
}
