import { Dexie } from 'dexie'
import { LIVE_LIMITS, type LiveRoom, leaderboardTypeSchema } from '../../../protocol/live'
import { ApiError } from '../../api/errors'
import { warnUnlessNetwork } from '../core/abortable'
import type { StreamsDeps } from '../core/runtime'

// Loaders of the live screens: one server read each (or a few), onto the bus; the live writer stores them.

type Deps = Pick<StreamsDeps, 'api' | 'bus' | 'db'>

/** Pages of the room list fetched at most: a reset needs the whole list, and 1,000 live rooms is plenty. */
const MAX_ROOM_PAGES = 10
const ROOM_PAGE_SIZE = 100
/** Covered matches fetched one by one at most per list load (the rest show without a score). */
const MAX_COVERED_FETCHES = 30

/** Every live room of the scope, emitted once as a complete list (rooms it lacks are no longer live). */
export async function loadLiveRooms(
  { api, bus }: Deps,
  scope: { gameId?: number; matchId?: string },
  signal: AbortSignal,
): Promise<LiveRoom[]> {
  const rooms: LiveRoom[] = []
  for (let pageIndex = 1; pageIndex <= MAX_ROOM_PAGES; pageIndex++) {
    const page = await api.call('liveRooms', { ...scope, pageIndex, pageSize: ROOM_PAGE_SIZE }, { signal })
    rooms.push(...page.list)
    if (page.list.length < ROOM_PAGE_SIZE || rooms.length >= page.total) break
  }
  bus.emit({ type: 'live/rooms', rooms, scope, reset: true, at: Date.now() })
  return rooms
}

/** Matches covered by `rooms` that the cache lacks (a card shows their live score); one failing is no failure. */
export async function loadCoveredMatches({ api, bus, db }: Deps, rooms: readonly LiveRoom[], signal: AbortSignal) {
  const ids = [...new Set(rooms.flatMap((room) => (room.matchId ? [room.matchId] : [])))]
  const cached = await db.matches.bulkGet(ids)
  const missing = ids.filter((_, i) => !cached[i]).slice(0, MAX_COVERED_FETCHES)
  await Promise.all(
    missing.map((matchId) =>
      api.call('matchDetail', { matchId }, { signal }).then(
        (match) => bus.emit({ type: 'match/upsert', match }),
        (error: unknown) => warnUnlessNetwork(`covered match ${matchId}`, error),
      ),
    ),
  )
}

export async function loadAnchors({ api, bus }: Deps, gameId: number | undefined, signal: AbortSignal) {
  const page = await api.call('anchorList', { gameId, pageIndex: 1, pageSize: 100 }, { signal })
  // Only a list that fits one page is complete enough to drop anchors it no longer lists.
  const scope = page.list.length >= page.total ? { gameId } : undefined
  bus.emit({ type: 'live/anchors', anchors: page.list, at: Date.now(), ...(scope ? { scope } : {}) })
}

export async function loadRoom({ api, bus }: Deps, roomId: number, signal: AbortSignal): Promise<void> {
  bus.emit({ type: 'live/room', room: await api.call('liveRoom', { roomId }, { signal }), at: Date.now() })
}

export async function loadPlayback({ api, bus }: Deps, roomId: number, signal: AbortSignal): Promise<void> {
  const playback = await api.call('livePlayback', { roomId }, { signal })
  bus.emit({ type: 'live/playback', playback, at: Date.now() })
}

export async function loadGifts({ api, bus }: Deps, signal: AbortSignal): Promise<void> {
  bus.emit({ type: 'live/gifts', gifts: await api.call('giftList', {}, { signal }) })
}

export async function loadLeaderboards({ api, bus }: Deps, roomId: number, signal: AbortSignal): Promise<void> {
  const boards = await Promise.all(
    leaderboardTypeSchema.options.map((type) => api.call('giftLeaderboard', { type, roomId }, { signal })),
  )
  for (const board of boards) bus.emit({ type: 'live/leaderboard', board })
}

/** Pages of history one catch-up walks before it settles for the newest lines instead. */
const MAX_CATCH_UP_PAGES = Math.ceil(LIVE_LIMITS.chatHistoryKept / LIVE_LIMITS.chatHistoryPage)

/**
 * Fetches the chat lines the cache lacks, by seq: after `afterSeq` (a gap the writer found) or else the
 * newest stored line, page by page. A room never seen, or one that moved on by more than the cache keeps,
 * gets its newest lines instead (the older ones would be pruned at once).
 */
export async function catchUpChat(deps: Deps, roomId: number, signal: AbortSignal, afterSeq?: number): Promise<void> {
  try {
    await catchUpChatPages(deps, roomId, signal, afterSeq)
  } catch (error) {
    // A gated room's chat is closed to a visitor or non-payer (403), as its video is: nothing to show.
    if (error instanceof ApiError && error.code === 403) return
    throw error
  }
}

async function catchUpChatPages(
  { api, bus, db }: Deps,
  roomId: number,
  signal: AbortSignal,
  afterSeq?: number,
): Promise<void> {
  const emit = (messages: Awaited<ReturnType<typeof newest>>) =>
    bus.emit({ type: 'chat/messages', roomId, messages, origin: 'history' })
  const newest = async () => (await api.call('chatHistory', { roomId }, { signal })).list
  let after =
    afterSeq ??
    (await db.chat.where('[roomId+seq]').between([roomId, Dexie.minKey], [roomId, Dexie.maxKey]).last())?.seq ??
    0
  if (after === 0) return emit(await newest())
  for (let page = 0; page < MAX_CATCH_UP_PAGES; page++) {
    const { list, lastSeq } = await api.call('chatHistory', { roomId, afterSeq: after }, { signal })
    if (lastSeq - after > LIVE_LIMITS.chatHistoryKept) return emit(await newest())
    if (list.length > 0) emit(list)
    const last = list.at(-1)?.seq ?? after
    if (list.length === 0 || last >= lastSeq) return
    after = last
  }
}
