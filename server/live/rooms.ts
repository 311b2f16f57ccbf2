import { eq, type SQL, sql } from 'drizzle-orm'
import type { LiveRoom, LiveState } from '../../protocol/live'
import { users } from '../auth/tables'
import { avatarUrl } from '../auth/users'
import type { Database } from '../db/client'
import type { LivePublisher } from '../realtime/live-publisher'
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
