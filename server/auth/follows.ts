import { and, count, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client'
import { follows, users } from './tables'
import { avatarUrl } from './users'

// Reads of who follows whom (the table is written by users.ts: addFollow, removeFollow).

/** How many people follow `userId`. */
export async function fansOf(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId))
  return Number(row?.n ?? 0)
}

/** Whether `followerId` follows `followeeId`. */
export async function isFollowing(db: Database, followerId: number, followeeId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
  return Number(row?.n ?? 0) > 0
}

/**
 * One page of the people `owner` follows ('follow') or who follow `owner` ('fans'), newest first, each with
 * whether `viewer` follows them.
 */
export async function followPage(
  db: Database,
  input: { owner: number; viewer: number; type: 'follow' | 'fans'; pageIndex: number; pageSize: number },
) {
  const { owner, viewer: me } = input

  // 'follow': the people `owner` follows; 'fans': the people following `owner`.
  const [mine, other] =
    input.type === 'follow' ? [follows.followerId, follows.followeeId] : [follows.followeeId, follows.followerId]
  const [total] = await db.select({ n: count() }).from(follows).where(eq(mine, owner))
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      avatarVersion: users.avatarVersion,
      signature: users.signature,
      level: users.level,
      since: follows.createdAt,
      followed: sql<boolean>`exists (select 1 from follows f where f.follower_id = ${me} and f.followee_id = ${users.id})`,
    })
    .from(follows)
    .innerJoin(users, eq(users.id, other))
    .where(eq(mine, owner))
    .orderBy(desc(follows.createdAt))
    .limit(input.pageSize)
    .offset((input.pageIndex - 1) * input.pageSize)
  return {
    total: Number(total?.n ?? 0),
    list: rows.map((row) => ({
      uid: row.id,
      username: row.username,
      avatar: avatarUrl(row),
      signature: row.signature,
      level: row.level,
      followed: Boolean(row.followed),
      since: row.since,
    })),
  }
}
