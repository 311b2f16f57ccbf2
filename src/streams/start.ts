import { catchError, distinctUntilChanged, EMPTY, filter, map, merge, Subscription, switchMap } from 'rxjs'
import type { CallResult } from '../../protocol/calls'
import { onLocaleChange } from '../i18n/locale'
import { startAccountStreams } from './account/start-accounts'
import { startAnchorWriter } from './anchor/anchor-writer'
import { startArticleWriter } from './articles/article-writer'
import { startBlindBoxWriter } from './blindbox/blindbox-writer'
import { startChannelWriter } from './channel/channel-writer'
import { abortable, warnUnlessNetwork } from './core/abortable'
import { type ConnectionInput, connectionModel$, isConnectionInput } from './core/connection'
import { online$ } from './core/network'
import type { RoomSource } from './core/rooms'
import { app, type StreamsDeps } from './core/runtime'
import { browserTabSharing, shareConnection, type TabSharing } from './core/shared-connection'
import { openSocket } from './core/socket'
import { startExpertWriter } from './experts/expert-writer'
import { startSettledNotices } from './experts/settled-notices'
import { startLibraryWriter } from './library/library-writer'
import { startLiveStreams } from './live/start-live'
import { startMallWriter } from './mall/mall-writer'
import { startCatalogWriter } from './matches/catalog-writer'
import { startCatchUp } from './matches/catch-up'
import { checkDataEpoch } from './matches/data-epoch'
import { startFavouritesSync } from './matches/favourites-sync'
import { startFavouritesWriter } from './matches/favourites-writer'
import { startDbWriter } from './matches/match-writer'
import { pollEvents } from './matches/poll'
import { startPruning } from './matches/prune'
import { startRepairs } from './matches/repairs'
import { startNewsWriter } from './news/news-writer'
import { startPaymentsWriter } from './payments/payments-writer'
import { startSearchWriter } from './search/search-writer'
import { startSiteWriter } from './site/site-writer'
import { startSocialWriter } from './social/social-writer'
import { startVideoWriter } from './videos/video-writer'

export type WireOptions = {
  /** Server origin for the socket; the page's origin when unset. */
  socketUrl?: string
  fallbackAfterMs?: number
  pollIntervalMs?: number
  /** Called each time a poll fallback has stopped (tests wait on it). */
  onPollStopped?: () => void
  /** Online flag source; navigator.onLine and its events by default. */
  online?: ReturnType<typeof online$>
  /** Called after the cache was dropped because the server's data was reset; reloads the page by default. */
  onDataReset?: () => void
  /** How this tab shares one connection with the browser's other tabs; unset: it connects by itself. */
  tabs?: TabSharing | null
}

const reloadPage = () => globalThis.location?.reload()

/**
 * Wires sources → bus → sink: the db writer, the socket, catch-up after each connect, the poll fallback
 * when the connection model says so, gap and unknown-match repairs, network status, the game list.
 * Returns the subscription that stops all of it.
 */
export function wireStreams(deps: StreamsDeps, options: WireOptions = {}): Subscription {
  const { bus, api, db } = deps
  const all = new Subscription()
  all.add(startDbWriter(bus, db))
  all.add(startCatalogWriter(bus, db))
  all.add(startLibraryWriter(bus, db))
  all.add(startSearchWriter(bus, db))
  all.add(startSiteWriter(bus, db))
  all.add(startExpertWriter(bus, db))
  all.add(startPaymentsWriter(bus, db))
  all.add(startMallWriter(bus, db))
  all.add(startBlindBoxWriter(bus, db))
  all.add(startChannelWriter(bus, db))
  all.add(startNewsWriter(bus, db))
  all.add(startArticleWriter(bus, db))
  all.add(startVideoWriter(bus, db))
  all.add(startSocialWriter(bus, db))
  all.add(startSettledNotices(bus))
  all.add(startFavouritesWriter(bus, db))
  all.add(startPruning(db))
  all.add(startLiveStreams(deps))

  // The server's newest cursor, asked once, for a client that has never stored one.
  let config: Promise<CallResult<'systemConfig'> | null> | null = null
  const serverConfig = () => {
    config ??= api.call('systemConfig', {}).catch((error: unknown) => {
      warnUnlessNetwork('system config', error)
      config = null
      return null
    })
    return config
  }
  // Before the stored cursor is trusted, the server's data epoch must match the cache's (data-epoch.ts).
  let epochChecked: Promise<boolean> | null = null
  const startCursor = async () => {
    const server = await serverConfig()
    if (server) {
      epochChecked ??= checkDataEpoch(db, server.dataEpoch, options.onDataReset ?? reloadPage).catch(
        (error: unknown) => {
          console.warn('data epoch check failed', error)
          return false
        },
      )
      await epochChecked
    }
    return (await db.readMeta('cursor')) ?? server?.eventCursor
  }

  let online = deps.connection.value.online
  all.add(
    (options.online ?? online$()).subscribe((now) => {
      online = now
      bus.emit({ type: 'network', online: now })
    }),
  )
  all.add(startRepairs(bus, api))

  // The connection: this tab's own, or in a follower tab the leader tab's (shared-connection.ts). What the
  // socket pushes is written by the tab that holds it; every tab reads it from IndexedDB.
  const startConnection = (rooms: RoomSource) => {
    const part = new Subscription()
    const restored$ = abortable(() => db.readMeta('lastSyncAt')).pipe(
      filter((at): at is number => at !== undefined),
      map((at): ConnectionInput => ({ type: 'sync/restored', at })),
      // A cache that cannot be read leaves the last sync unknown; it must not end the connection's model.
      catchError((error: unknown) => {
        console.warn('last sync time not read', error)
        return EMPTY
      }),
    )
    // A tab that takes over from a leader starts from the state it mirrored, with its own network flag.
    const seed = { ...deps.connection.value, online }
    part.add(
      connectionModel$(merge(bus.events$.pipe(filter(isConnectionInput)), restored$), seed, {
        fallbackAfterMs: options.fallbackAfterMs,
      }).subscribe({
        // Values only: the model is every screen's (reloadTriggers$), and a subject that had been sent an error or
        // a completion would end every later subscription at once.
        next: (model) => deps.connection.next(model),
        error: (error: unknown) => console.error('connection model failed', error),
      }),
    )
    // The match a screen of any tab shows the detail of: polled events keep that match's detail snapshot.
    const detailOf = () => rooms.current.find((room) => room.startsWith('match:'))?.slice('match:'.length)
    part.add(startCatchUp(bus, api, startCursor))
    part.add(
      deps.connection
        .pipe(
          map((m) => m.usingPolling && m.online),
          distinctUntilChanged(),
          switchMap((poll) =>
            poll
              ? pollEvents({
                  api,
                  bus,
                  startCursor,
                  intervalMs: options.pollIntervalMs,
                  detailOf,
                  onStopped: options.onPollStopped,
                })
              : EMPTY,
          ),
        )
        .subscribe(),
    )
    const socket = openSocket({ bus, rooms, url: options.socketUrl })
    part.add(socket.subscription)
    return { subscription: part, commands: socket.commands }
  }
  all.add(
    shareConnection({
      bus,
      rooms: deps.rooms,
      connection: deps.connection,
      start: startConnection,
      sharing: options.tabs ?? null,
    }),
  )
  all.add(startFavouritesSync(deps))

  // The game list is in the request's language: fetched at start and again when the locale changes.
  const loadGames = () =>
    api.call('gameSource', {}).then(
      (games) => bus.emit({ type: 'games/loaded', games }),
      (error: unknown) => warnUnlessNetwork('game list', error),
    )
  void loadGames()
  all.add(onLocaleChange(() => void loadGames()))
  return all
}

let started: Subscription | null = null

/**
 * Starts the app's streams once (main.tsx calls it before rendering); later calls return the same
 * subscription (unsubscribing it stops everything, e.g. for hot module replacement).
 */
export function startStreams(): Subscription {
  if (!started) {
    started = wireStreams(app, { tabs: browserTabSharing() })
    started.add(startAccountStreams(app))
    started.add(startAnchorWriter(app.bus, app.db))
    app.bus.open()
  }
  return started
}
