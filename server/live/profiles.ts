import { and, asc, count, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { AnchorProfile } from '../../protocol/live'
import { follows, users } from '../auth/tables'
import { avatarUrl } from '../auth/users'
import type { Database } from '../db/client'
import { liveImageUrl } from './rooms'
import { anchors, liveRooms } from './tables'

const fans = sql<number>`(SELECT count(*)::int FROM ${follows} WHERE ${follows.followeeId} = ${anchors.userId})`
const isLive = sql<boolean>`coalesce(${liveRooms.state} = 'live', false)`

const PROFILE_COLUMNS = {
  anchor: anchors,
  username: users.username,
  avatarVersion: users.avatarVersion,
  roomId: liveRooms.id,
  roomGameId: liveRooms.gameId,
  live: isLive,
  fans,
}

function selectProfiles(db: Database, where: SQL | undefined) {
  return db
    .select(PROFILE_COLUMNS)
    .from(anchors)
    .innerJoin(users, eq(users.id, anchors.userId))
    .leftJoin(liveRooms, eq(liveRooms.anchorId, anchors.userId))
    .where(where)
}

type ProfileRow = Awaited<ReturnType<typeof selectProfiles>>[number]

function toProfile(row: ProfileRow): AnchorProfile {
  return {
    uid: row.anchor.userId,
    roomId: row.roomId,
    name: row.username,
    avatar: avatarUrl({ id: row.anchor.userId, avatarVersion: row.avatarVersion }),
    gameId: row.roomGameId ?? row.anchor.gameId,
    shortIntro: row.anchor.shortIntro,
    detailIntro: row.anchor.detailIntro,
    pictures: row.anchor.pictures.map(liveImageUrl),
    fans: Number(row.fans),
    live: Boolean(row.live),
  }
}

/** An anchor's profile; others only see anchors that passed review, the anchor sees their own in any state. */
export async function loadProfile(db: Database, uid: number, own: boolean): Promise<AnchorProfile | null> {
  const where = own ? eq(anchors.userId, uid) : and(eq(anchors.userId, uid), eq(anchors.status, 'passed'))
  const [row] = await selectProfiles(db, where)
  return row ? toProfile(row) : null
}

/** Anchors that passed review (banned ones are hidden), live ones first, then by fans. */
export async function listProfiles(
  db: Database,
  query: { gameId: number | undefined; pageIndex: number; pageSize: number },
): Promise<{ list: AnchorProfile[]; total: number }> {
  const where = and(
    eq(anchors.status, 'passed'),
    query.gameId === undefined ? undefined : sql`coalesce(${liveRooms.gameId}, ${anchors.gameId}) = ${query.gameId}`,
  )
  const rows = await selectProfiles(db, where)
    .orderBy(desc(isLive), desc(fans), asc(anchors.userId))
    .limit(query.pageSize)
    .offset((query.pageIndex - 1) * query.pageSize)
  const [total] = await db
    .select({ n: count() })
    .from(anchors)
    .leftJoin(liveRooms, eq(liveRooms.anchorId, anchors.userId))
    .where(where)
  return { list: rows.map(toProfile), total: Number(total?.n ?? 0) }
}
