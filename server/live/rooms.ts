import { and, count, desc, eq, inArray, isNull, lt, ne, not, or, type SQL, sql } from 'drizzle-orm'
import type { LiveRoom, LiveState } from '../../protocol/live'
import { users } from '../auth/tables'
import { avatarUrl } from '../auth/users'
import type { Database } from '../db/client'
import type { LivePublisher } from '../realtime/live-publisher'
import { newStreamCode } from './stream'
import { type LiveRoomRow, liveRooms } from './tables'

/** An ended broadcast shows as 'ended' this long, then the room reads as 'offline' again. */
export const ENDED_SHOWN_MS = 60 * 60 * 1000

/** The state viewers see: the stored one, except that an old 'ended' has faded to 'offline'. */
export function stateAt(row: Pick<LiveRoomRow, 'state' | 'endedAt'>, now: number): LiveState {
  if (row.state === 'ended' && (row.endedAt === null || row.endedAt <= now - ENDED_SHOWN_MS)) return 'offline'
  return row.state
}

/** Where an uploaded live image (cover, detail picture) is served; ids never repeat, so caching is safe. */
export function liveImageUrl(id: number): string {
  return `/live/image/${id}`
}

/** A room row with what viewers see of its anchor. */
export type RoomWithAnchor = { room: LiveRoomRow; anchorName: string; avatarVersion: number | null }

export const ROOM_WITH_ANCHOR = {
  room: liveRooms,
  anchorName: users.username,
  avatarVersion: users.avatarVersion,
}

export function toLiveRoom({ room, anchorName, avatarVersion }: RoomWithAnchor, now: number): LiveRoom {
  return {
    roomId: room.id,
    anchorUid: room.anchorId,
    anchorName,
    anchorAvatar: avatarUrl({ id: room.anchorId, avatarVersion }),
    gameId: room.gameId,
    title: room.title,
    cover: room.coverImageId === null ? null : liveImageUrl(room.coverImageId),
    matchId: room.matchId,
    paid: room.paid,
    loginOnly: room.loginOnly,
    state: stateAt(room, now),
    publishing: room.publishing,
    viewers: room.viewers,
    startedAt: room.startedAt,
    endedAt: room.endedAt,
    chatOpen: room.chatOpen,
    slowModeSeconds: room.slowModeSeconds,
    chatMinLevel: room.chatMinLevel,
    version: room.version,
  }
}

/** Rooms with their anchors matching `where`, as viewers see them. */
export function selectRooms(db: Database, where: SQL | undefined) {
  return db.select(ROOM_WITH_ANCHOR).from(liveRooms).innerJoin(users, eq(users.id, liveRooms.anchorId)).where(where)
}

/** One room as viewers see it, or null when there is none. */
export async function loadLiveRoom(db: Database, roomId: number, now = Date.now()): Promise<LiveRoom | null> {
  const [row] = await selectRooms(db, eq(liveRooms.id, roomId))
  return row ? toLiveRoom(row, now) : null
}

/** Pushes a room's current state to the list and the room's watchers (after the change committed). */
export async function publishRoom(
  db: Database,
  live: LivePublisher,
  roomId: number,
  now = Date.now(),
): Promise<LiveRoom | null> {
  const room = await loadLiveRoom(db, roomId, now)
  if (room) live.room(room)
  return room
}

export type RoomChange = Partial<Omit<LiveRoomRow, 'id' | 'anchorId' | 'version'>>

/** Changes a room and bumps its version (every change does, so clients keep the newest); null when gone. */
export async function changeRoom(db: Database, roomId: number, change: RoomChange): Promise<LiveRoomRow | null> {
  const [row] = await db
    .update(liveRooms)
    .set({ ...change, version: sql`${liveRooms.version} + 1` })
    .where(eq(liveRooms.id, roomId))
    .returning()
  return row ?? null
}

// ---- Writes. This module owns live_rooms: every change of a room is one of the functions below, and each
// change a viewer can see bumps the room's version once, here (clients keep the newest version).

/** The room a passed anchor broadcasts from, made once (a second pass keeps the first room and its code). */
export async function createRoom(db: Database, anchorId: number, gameId: number): Promise<void> {
  await db
    .insert(liveRooms)
    .values({ anchorId, gameId, streamCode: newStreamCode() })
    .onConflictDoNothing({ target: liveRooms.anchorId })
}

/** §4 start live: a new broadcast (paid unlocks are per broadcast). Conditional, so two racing starts start one. */
export async function startBroadcast(db: Database, roomId: number, now: number): Promise<boolean> {
  const started = await db
    .update(liveRooms)
    .set({
      state: 'live',
      startedAt: now,
      endedAt: null,
      broadcastNo: sql`${liveRooms.broadcastNo} + 1`,
      version: sql`${liveRooms.version} + 1`,
    })
    .where(and(eq(liveRooms.id, roomId), ne(liveRooms.state, 'live')))
    .returning({ id: liveRooms.id })
  return started.length > 0
}

/** §4 end live, when live; the ended room, or null when it was not live (a retry, or a ban ended it). */
export async function endBroadcast(db: Database, roomId: number, now: number): Promise<LiveRoomRow | null> {
  const [row] = await db
    .update(liveRooms)
    .set({ state: 'ended', endedAt: now, version: sql`${liveRooms.version} + 1` })
    .where(and(eq(liveRooms.id, roomId), eq(liveRooms.state, 'live')))
    .returning()
  return row ?? null
}

/** Writes rooms' viewer counts (pushed on their own channel, so no version bump). */
export async function writeViewerCounts(db: Database, counts: readonly [number, number][]): Promise<void> {
  if (counts.length === 0) return
  const rows = sql.join(
    counts.map(([roomId, n]) => sql`(${roomId}::integer, ${n}::integer)`),
    sql`, `,
  )
  await db.execute(
    sql`update live_rooms set viewers = v.n from (values ${rows}) as v(id, n) where live_rooms.id = v.id`,
  )
}

/** Counts left by a previous run (a crash, a restart): every room not in `watched` goes to 0. Returns those. */
export async function zeroUnwatched(db: Database, watched: readonly number[]): Promise<number[]> {
  const rows = await db
    .update(liveRooms)
    .set({ viewers: 0 })
    .where(and(ne(liveRooms.viewers, 0), watched.length > 0 ? not(inArray(liveRooms.id, [...watched])) : undefined))
    .returning({ roomId: liveRooms.id })
  return rows.map((row) => row.roomId)
}

/**
 * Records what the ingest sees of a room's stream at `at` (epoch ms): `publishing` and the time it was last
 * seen. The version is bumped only when `publishing` flips, so a heartbeat that changes nothing a viewer
 * sees does not cost a push. Returns whether it flipped (then the caller pushes the room's new state).
 */
export async function markPublishing(db: Database, roomId: number, publishing: boolean, at: number): Promise<boolean> {
  const flipped = await db
    .update(liveRooms)
    .set({ publishing, publishingSeenAt: at, version: sql`${liveRooms.version} + 1` })
    .where(and(eq(liveRooms.id, roomId), ne(liveRooms.publishing, publishing)))
    .returning({ id: liveRooms.id })
  if (flipped.length > 0) return true
  await db.update(liveRooms).set({ publishingSeenAt: at }).where(eq(liveRooms.id, roomId))
  return false
}

/**
 * The watchdog's sweep: rooms still marked publishing whose stream nobody has seen since `seenBefore` go
 * idle (a crashed process, a dead nginx, a hung encoder). Returns the rooms that flipped.
 */
export async function sweepStalled(db: Database, seenBefore: number): Promise<number[]> {
  const rows = await db
    .update(liveRooms)
    .set({ publishing: false, version: sql`${liveRooms.version} + 1` })
    .where(
      and(
        eq(liveRooms.publishing, true),
        or(isNull(liveRooms.publishingSeenAt), lt(liveRooms.publishingSeenAt, seenBefore)),
      ),
    )
    .returning({ id: liveRooms.id })
  return rows.map((row) => row.id)
}

/** Rooms on air, most viewers first (then the newest broadcast), optionally of one game or one match; a page. */
export async function listLiveRooms(
  db: Database,
  filter: { gameId?: number | undefined; matchId?: string | undefined; pageIndex: number; pageSize: number },
  now: number,
) {
  const where = and(
    eq(liveRooms.state, 'live'),
    filter.gameId === undefined ? undefined : eq(liveRooms.gameId, filter.gameId),
    filter.matchId === undefined ? undefined : eq(liveRooms.matchId, filter.matchId),
  )
  const rows = await selectRooms(db, where)
    .orderBy(desc(liveRooms.viewers), desc(liveRooms.startedAt), desc(liveRooms.id))
    .limit(filter.pageSize)
    .offset((filter.pageIndex - 1) * filter.pageSize)
  const [total] = await db.select({ n: count() }).from(liveRooms).where(where)
  return { list: rows.map((row) => toLiveRoom(row, now)), total: Number(total?.n ?? 0) }
}
