import { and, count, desc, eq, sql } from 'drizzle-orm'
import { AUTH_MESSAGES } from '../../../protocol/messages/auth'
import { follows, users } from '../../auth/tables'
import { addFollow, avatarUrl, findUser, removeFollow } from '../../auth/users'
import type { Database } from '../../db/client'
import { CallError } from '../../http/call-error'
import { requireSession } from '../context'
import type { Handler } from '../handler'

async function fansOf(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.followeeId, userId))
  return Number(row?.n ?? 0)
}

async function isFollowing(db: Database, followerId: number, followeeId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(follows)
    .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)))
  return Number(row?.n ?? 0) > 0
}

export const getFollowOrFansH5: Handler<'getFollowOrFansH5'> = async (input, { db, auth }) => {
  const me = requireSession(auth).userId
  const owner = input.userId ?? me
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

export const followUser: Handler<'followUser'> = async ({ userId, follow }, { db, auth }) => {
  const me = requireSession(auth).userId
  if (userId === me) throw new CallError(400, AUTH_MESSAGES.cannotFollowSelf)
  if (!(await findUser(db, userId))) throw new CallError(404, AUTH_MESSAGES.userNotFound)
  if (follow) {
    await addFollow(db, me, userId, auth.now())
  } else {
    await removeFollow(db, me, userId)
  }
  return { followed: follow, fansCount: await fansOf(db, userId) }
}

export const hasFollowUser: Handler<'hasFollowUser'> = async ({ userId }, { db, auth }) => ({
  followed: await isFollowing(db, requireSession(auth).userId, userId),
})
