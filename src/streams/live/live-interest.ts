import { liveQuery } from 'dexie'
import {
  catchError,
  distinctUntilChanged,
  EMPTY,
  filter,
  from,
  map,
  merge,
  Observable,
  skip,
  switchMap,
  take,
  timer,
} from 'rxjs'
import { LIVE_LIST_ROOM, liveRoomChannel } from '../../../protocol/live'
import { abortable, warnUnlessNetwork } from '../core/abortable'
import { type Interest, interest, type LoadStatus, useInterest } from '../core/interest'
import { app, type StreamsDeps } from '../core/runtime'
import { matchInterest } from '../matches/match-interest'
import {
  catchUpChat,
  loadAnchors,
  loadCoveredMatches,
  loadGifts,
  loadLeaderboards,
  loadLiveRooms,
  loadPlayback,
  loadRoom,
} from './live-loads'

// Interests of the live screens: each loads its data into the cache while a screen shows it, again after
// every reconnect, and keeps the socket rooms joined so pushes keep it fresh.

/**
 * The live rooms (of one game, or covering one match), and the 'live' socket room whose pushes add and end
 * rooms; the matches they cover are fetched when the cache lacks them and kept live by the 'matches' room.
 */
export function liveListInterest(deps: StreamsDeps, scope: { gameId?: number; matchId?: string }) {
  return new Observable<LoadStatus>((subscriber) => {
    const load = async (signal: AbortSignal) => {
      const rooms = await loadLiveRooms(deps, scope, signal)
      await loadCoveredMatches(deps, rooms, signal)
    }
    const subscription = interest(deps, LIVE_LIST_ROOM, load, 'live rooms').subscribe(subscriber)
    subscription.add(deps.rooms.acquire('matches'))
    return subscription
  })
}

/**
 * The rooms on air covering one match, for the match page's 看直播: loaded while the page shows, kept
 * current by the 'live' socket room (a room starting or ending on the match shows or hides the button).
 */
export function matchRoomsInterest(deps: StreamsDeps, matchId: string): Observable<LoadStatus> {
  return interest(
    deps,
    LIVE_LIST_ROOM,
    async (signal) => {
      await loadLiveRooms(deps, { matchId }, signal)
    },
    `live rooms of ${matchId}`,
  )
}

/**
 * Anchors of a game (every game's without one), with the 'live' socket room joined: a room's push makes
 * its anchor's badge follow at once (useAnchors prefers the room's state to the list's flag).
 */
export function anchorListInterest(deps: StreamsDeps, gameId?: number): Observable<LoadStatus> {
  return interest(deps, LIVE_LIST_ROOM, (signal) => loadAnchors(deps, gameId, signal), 'anchors')
}

/** Runs a load whose failure is only worth a warning (the screen's status follows its main load). */
function quietly(what: string, job: (signal: AbortSignal) => Promise<void>): Observable<never> {
  return abortable(job).pipe(
    switchMap(() => EMPTY),
    catchError((error: unknown) => {
      warnUnlessNetwork(what, error)
      return EMPTY
    }),
  )
}

/**
 * One live room: the room, what the viewer may play, the chat (caught up by seq after every reconnect),
 * the three leaderboards, the gift list (once) and the room's socket channel. What the viewer may play is
 * asked again after login or logout and whenever the room starts, stops or resumes publishing. The match
 * the room covers is followed through the matches pipeline (its room joined, its state and timeline loaded).
 */
export function liveRoomInterest(deps: StreamsDeps, roomId: number): Observable<LoadStatus> {
  return new Observable<LoadStatus>((subscriber) => {
    const load = async (signal: AbortSignal) => {
      await Promise.all([
        loadRoom(deps, roomId, signal),
        loadPlayback(deps, roomId, signal),
        catchUpChat(deps, roomId, signal),
        loadLeaderboards(deps, roomId, signal),
      ])
    }
    const subscription = interest(deps, liveRoomChannel(roomId), load, `live room ${roomId}`).subscribe(subscriber)

    const room$ = from(liveQuery(() => deps.db.liveRooms.get(roomId)))
    const broadcast$ = room$.pipe(
      map((room) => (room ? `${room.state}|${room.publishing}|${room.paid}|${room.loginOnly}` : null)),
      distinctUntilChanged(),
      skip(1),
    )
    const session$ = deps.bus.on('account/signed-in', 'account/signed-out', 'session/expired')
    const unlocked$ = deps.bus.on('live/unlocked').pipe(filter((event) => event.roomId === roomId))
    subscription.add(
      merge(broadcast$, session$)
        .pipe(switchMap(() => quietly('playback', (signal) => loadPlayback(deps, roomId, signal))))
        .subscribe(),
    )
    // A gated room's chat opens with its video: after a login or an unlock the history is fetched again.
    subscription.add(
      merge(session$, unlocked$)
        .pipe(switchMap(() => quietly('chat', (signal) => catchUpChat(deps, roomId, signal))))
        .subscribe(),
    )
    // The signed video address expires (HLS_URL_TTL_MS): a new one is asked for well before it does.
    subscription.add(
      from(liveQuery(() => deps.db.playback.get(roomId)))
        .pipe(
          map((row) => (row?.hlsUrl && row.hlsUrlExpiresInMs !== null ? row.savedAt + refreshAfter(row) : null)),
          distinctUntilChanged(),
          switchMap((at) => (at === null ? EMPTY : timer(Math.max(0, at - Date.now())))),
          switchMap(() => quietly('playback', (signal) => loadPlayback(deps, roomId, signal))),
        )
        .subscribe(),
    )
    subscription.add(
      deps.connection
        .pipe(
          filter((m) => m.online),
          take(1),
          switchMap(() => quietly('gift list', (signal) => loadGifts(deps, signal))),
        )
        .subscribe(),
    )
    subscription.add(
      room$
        .pipe(
          map((room) => room?.matchId ?? null),
          distinctUntilChanged(),
          switchMap((matchId) => (matchId ? matchInterest(deps, matchId) : EMPTY)),
        )
        .subscribe(),
    )
    return subscription
  })
}

/** When to ask for a new signed address: at 60 % of its life, so a slow answer still arrives in time. */
function refreshAfter(playback: { hlsUrlExpiresInMs: number | null }): number {
  return Math.floor((playback.hlsUrlExpiresInMs ?? 0) * 0.6)
}

/** While mounted: the live rooms (of one game, or of one match) are loaded and kept live. Read with useLiveRooms. */
export function useLiveListInterest(gameId?: number, matchId?: string): Interest {
  return useInterest(() => liveListInterest(app, { gameId, matchId }), `live|${gameId}|${matchId}`)
}

/** While mounted: the rooms on air covering one match. Read with useLiveRooms(undefined, matchId). */
export function useMatchRoomsInterest(matchId: string): Interest {
  return useInterest(() => matchRoomsInterest(app, matchId), `match-rooms|${matchId}`)
}

/** While mounted: the anchors (of one game) and the live rooms. Read with useAnchors. */
export function useAnchorListInterest(gameId?: number): Interest {
  return useInterest(() => anchorListInterest(app, gameId), `anchors|${gameId}`)
}

/** While mounted: everything of one live room. Read with useLiveRoom, usePlayback, useChat, useLeaderboard… */
export function useLiveRoomInterest(roomId: number): Interest {
  return useInterest(() => liveRoomInterest(app, roomId), `room|${roomId}`)
}
