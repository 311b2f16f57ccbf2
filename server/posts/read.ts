import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm'
import { POST_LIMITS, type Post, type PostPage } from '../../protocol/posts'
import { follows, users } from '../auth/tables'
import { avatarUrl } from '../auth/users'
import type { Database } from '../db/client'
import { postImageUrl } from './store'
import { type PostRow, posts } from './tables'

// What readers see of posts: one user's (their public page), and the 关注动态 of the people one follows.

export async function toPosts(db: Database, rows: PostRow[], viewer: number | null): Promise<Post[]> {
  if (rows.length === 0) return []
  const authors = await db
    .select({ id: users.id, username: users.username, avatarVersion: users.avatarVersion })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((row) => row.authorId))]))
  const byId = new Map(authors.map((author) => [author.id, author]))
  return rows.map((row) => {
    const author = byId.get(row.authorId)
    return {
      id: row.id,
      author: { uid: row.authorId, username: author?.username ?? '', avatar: author ? avatarUrl(author) : null },
      text: row.body,
      images: row.imageIds.map(postImageUrl),
      createdAt: row.createdAt,
      own: viewer === row.authorId,
    }
  })
}

async function pageWhere(db: Database, where: SQL | undefined, pageIndex: number) {
  const live = and(isNull(posts.deletedAt), where)
  const [total] = await db.select({ n: count() }).from(posts).where(live)
  const rows = await db
    .select()
    .from(posts)
    .where(live)
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(POST_LIMITS.pageSize)
    .offset((pageIndex - 1) * POST_LIMITS.pageSize)
  return { total: Number(total?.n ?? 0), rows }
}

export async function postsOf(db: Database, authorId: number, pageIndex: number) {
  return pageWhere(db, eq(posts.authorId, authorId), pageIndex)
}

export async function feedOf(db: Database, uid: number, pageIndex: number, viewer: number): Promise<PostPage> {
  const followed = sql`${posts.authorId} in (select ${follows.followeeId} from ${follows} where ${follows.followerId} = ${uid})`
  const { total, rows } = await pageWhere(db, or(eq(posts.authorId, uid), followed), pageIndex)
  return { total, list: await toPosts(db, rows, viewer) }
}
