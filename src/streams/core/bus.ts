import { filter, type Observable, Subject } from 'rxjs'
import type { Room, ServerEventPayloads } from '../../../protocol/socket'
import type { AccountEvent } from '../account/account-events'
import type { AnchorEvent } from '../anchor/anchor-events'
import type { ArticleEvent } from '../articles/article-events'
import type { BlindBoxEvent } from '../blindbox/blindbox-events'
import type { ChannelEvent } from '../channel/channel-events'
import type { ExpertEvent } from '../experts/expert-events'
import type { LibraryEvent } from '../library/library-events'
import type { LiveEvent } from '../live/live-events'
import type { MallEvent } from '../mall/mall-events'
import type { MatchesEvent } from '../matches/match-events'
import type { NewsEvent } from '../news/news-events'
import type { PaymentsEvent } from '../payments/payments-events'
import type { SearchEvent } from '../search/search-events'
import type { SiteEvent } from '../site/site-events'
import type { SocialEvent } from '../social/social-events'
import type { VideoEvent } from '../videos/video-events'

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
 * Everything that happens to the client's data, in one typed stream. Sources emit, the writers and the
 * connection state consume. Each feature declares its own events
 * (matches/match-events.ts, account/account-events.ts, …); the connection's are here.
 */
export type BusEvent =
  | SocketSignal
  | ({ type: 'socket/hello' } & ServerEventPayloads['hello'])
  | { type: 'network'; online: boolean }
  | { type: 'session/expired' }
  | { type: 'rooms/changed'; rooms: Room[] }
  | { type: 'action/reconnect' }
  | MatchesEvent
  | AccountEvent
  | LiveEvent
  | AnchorEvent
  | LibraryEvent
  | ExpertEvent
  | PaymentsEvent
  | MallEvent
  | BlindBoxEvent
  | ChannelEvent
  | NewsEvent
  | ArticleEvent
  | VideoEvent
  | SocialEvent
  | SearchEvent
  | SiteEvent

export type BusEventType = BusEvent['type']
export type BusEventOf<T extends BusEventType> = Extract<BusEvent, { type: T }>

/**
 * One RxJS Subject behind a typed emit/listen pair. Emission is synchronous and in order. A bus made `held`
 * keeps what is emitted until `open()`: the app's bus, whose writers load apart from the entry (main.tsx),
 * so a load that answers before they subscribed loses nothing.
 */
export class EventBus {
  readonly #subject = new Subject<BusEvent>()
  readonly events$: Observable<BusEvent> = this.#subject.asObservable()
  #held: BusEvent[] | null
  #markOpen = () => {}
  readonly #open: Promise<void>

  constructor(options: { held?: boolean } = {}) {
    this.#held = options.held ? [] : null
    this.#open = this.#held ? new Promise<void>((resolve) => (this.#markOpen = resolve)) : Promise.resolve()
  }

  /** Resolves once the bus passes events on (at once for a bus not held): its listeners have what was held. */
  whenOpen(): Promise<void> {
    return this.#open
  }

  emit(event: BusEvent): void {
    if (this.#held) this.#held.push(event)
    else this.#subject.next(event)
  }

  /** Passes on what was held, in order (with what its listeners emit meanwhile), then lets events through. */
  open(): void {
    const held = this.#held
    if (!held) return
    for (let event = held.shift(); event; event = held.shift()) this.#subject.next(event)
    this.#held = null
    this.#markOpen()
  }

  on<T extends BusEventType>(...types: T[]): Observable<BusEventOf<T>> {
    const wanted = new Set<BusEventType>(types)
    return this.events$.pipe(filter((event): event is BusEventOf<T> => wanted.has(event.type)))
  }
}
