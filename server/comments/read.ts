import { and, count, desc, eq, gt, inArray, isNull, or, type SQL } from 'drizzle-orm'
import {
  COMMENT_LIMITS,
  type Comment,
  type CommentKind,
  type CommentOrder,
  type CommentPage,
} from '../../protocol/comments'
import { users } from '../auth/tables'
import { avatarUrl } from '../auth/users'
import type { Database } from '../db/client'
import { type CommentRow, commentLikes, comments } from './tables'

// What readers see of the comments: pages of threads (a top-level comment with its first replies), the
// counts, and one user's own comments.

/** Who is reading, for `liked` and `canRemove`. */
export type Reader = { uid: number | null; admin: boolean; targetOwnerId: number | null }

export async function commentById(db: Database, id: number): Promise<CommentRow | null> {
  const [row] = await db.select().from(comments).where(eq(comments.id, id))
  return row ?? null
}

/** Who may remove a comment: its author, the author of what it is on, an administrator. */
export function mayRemove(row: Pick<CommentRow, 'authorId'>, reader: Reader): boolean {
  return reader.uid !== null && (reader.admin || reader.uid === row.authorId || reader.uid === reader.targetOwnerId)
}

const ofTarget = (kind: CommentKind, targetId: number) =>
  and(eq(comments.targetKind, kind), eq(comments.targetId, targetId))

/** A removed top-level comment stays in the list only while it has replies to hold together. */
const shownTopLevel = (kind: CommentKind, targetId: number): SQL | undefined =>
  and(ofTarget(kind, targetId), isNull(comments.parentId), or(isNull(comments.removedAt), gt(comments.replyCount, 0)))

export async function toComments(db: Database, rows: CommentRow[], reader: Reader): Promise<Comment[]> {
  if (rows.length === 0) return []
  const authorIds = [...new Set(rows.map((row) => row.authorId))]
  const authors = await db
    .select({ id: users.id, username: users.username, avatarVersion: users.avatarVersion })
    .from(users)
    .where(inArray(users.id, authorIds))
  const byId = new Map(authors.map((author) => [author.id, author]))
  const liked = new Set(
    reader.uid === null
      ? []
      : (
          await db
            .select({ id: commentLikes.commentId })
            .from(commentLikes)
            .where(
              and(
                eq(commentLikes.userId, reader.uid),
                inArray(
                  commentLikes.commentId,
                  rows.map((row) => row.id),
                ),
              ),
            )
        ).map((like) => like.id),
  )
  return rows.map((row) => {
    const author = byId.get(row.authorId)
    const removed = row.removedAt !== null
    return {
      id: row.id,
      parentId: row.parentId,
      author: {
        uid: row.authorId,
        username: author?.username ?? '',
        avatar: author ? avatarUrl(author) : null,
      },
      body: removed ? '' : row.body,
      likes: row.likeCount,
      liked: liked.has(row.id),
      removed,
      canRemove: !removed && mayRemove(row, reader),
      createdAt: row.createdAt,
    }
  })
}

export async function pageOfComments(
  db: Database,
  kind: CommentKind,
  targetId: number,
  order: CommentOrder,
  pageIndex: number,
  reader: Reader,
): Promise<CommentPage> {
  const where = shownTopLevel(kind, targetId)
  const [total] = await db.select({ n: count() }).from(comments).where(where)
  const [all] = await db
    .select({ n: count() })
    .from(comments)
    .where(and(ofTarget(kind, targetId), isNull(comments.removedAt)))
  const top = await db
    .select()
    .from(comments)
    .where(where)
    .orderBy(...(order === 'hot' ? [desc(comments.likeCount)] : []), desc(comments.createdAt), desc(comments.id))
    .limit(COMMENT_LIMITS.pageSize)
    .offset((pageIndex - 1) * COMMENT_LIMITS.pageSize)
  const parents = top.filter((row) => row.replyCount > 0).map((row) => row.id)
  const replyRows =
    parents.length === 0
      ? []
      : await db
          .select()
          .from(comments)
          .where(and(inArray(comments.parentId, parents), isNull(comments.removedAt)))
          .orderBy(comments.createdAt, comments.id)
  const [threads, replies] = await Promise.all([toComments(db, top, reader), toComments(db, replyRows, reader)])
  return {
    total: Number(total?.n ?? 0),
    count: Number(all?.n ?? 0),
    list: threads.map((thread, i) => ({
      ...thread,
      replyCount: top[i]?.replyCount ?? 0,
      replies: replies.filter((reply) => reply.parentId === thread.id).slice(0, COMMENT_LIMITS.repliesShown),
    })),
  }
}

/** A user's comments not removed, newest first. */
export async function commentsOfAuthor(db: Database, authorId: number, pageIndex: number) {
  const where = and(eq(comments.authorId, authorId), isNull(comments.removedAt))
  const [total] = await db.select({ n: count() }).from(comments).where(where)
  const rows = await db
    .select()
    .from(comments)
    .where(where)
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(COMMENT_LIMITS.pageSize)
    .offset((pageIndex - 1) * COMMENT_LIMITS.pageSize)
  return { total: Number(total?.n ?? 0), rows }
}
