import { and, eq, isNull, sql } from 'drizzle-orm'
import type { CommentKind } from '../../protocol/comments'
import type { Database } from '../db/client'
import { type CommentRow, commentLikes, comments } from './tables'

// The owner of `comments` and `comment_likes`. Counts are kept on the comment row and changed only in the
// same transaction as the row they count (a like, a reply, a removal), each change conditional on the
// row it counts having really changed: liking twice, or a hundred likes at once, leave the count exact.

export type NewComment = {
  kind: CommentKind
  targetId: number
  parentId: number | null
  authorId: number
  body: string
  now: number
}

export async function insertComment(db: Database, comment: NewComment): Promise<CommentRow> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(comments)
      .values({
        targetKind: comment.kind,
        targetId: comment.targetId,
        parentId: comment.parentId,
        authorId: comment.authorId,
        body: comment.body,
        createdAt: comment.now,
      })
      .returning()
    if (!row) throw new Error('comment insert returned nothing')
    if (comment.parentId !== null)
      await tx
        .update(comments)
        .set({ replyCount: sql`${comments.replyCount} + 1` })
        .where(eq(comments.id, comment.parentId))
    return row
  })
}

/** Likes or unlikes once; answers the comment's like count after the change (null when it does not exist). */
export async function setLike(
  db: Database,
  commentId: number,
  userId: number,
  like: boolean,
  now: number,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const changed = like
      ? await tx
          .insert(commentLikes)
          .values({ commentId, userId, createdAt: now })
          .onConflictDoNothing()
          .returning({ id: commentLikes.commentId })
      : await tx
          .delete(commentLikes)
          .where(and(eq(commentLikes.commentId, commentId), eq(commentLikes.userId, userId)))
          .returning({ id: commentLikes.commentId })
    const step = changed.length === 0 ? 0 : like ? 1 : -1
    const [row] = await tx
      .update(comments)
      .set({ likeCount: sql`${comments.likeCount} + ${step}` })
      .where(eq(comments.id, commentId))
      .returning({ likes: comments.likeCount })
    return row?.likes ?? null
  })
}

/**
 * Removes a comment once (its text is cleared; the row stays so a thread with replies keeps its place) and
 * takes a removed reply off its thread's count. False when it was already removed.
 */
export async function removeComment(db: Database, row: CommentRow, by: number, now: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .update(comments)
      .set({ removedAt: now, removedBy: by, body: '' })
      .where(and(eq(comments.id, row.id), isNull(comments.removedAt)))
      .returning({ id: comments.id })
    if (removed.length === 0) return false
    if (row.parentId !== null)
      await tx
        .update(comments)
        .set({ replyCount: sql`greatest(${comments.replyCount} - 1, 0)` })
        .where(eq(comments.id, row.parentId))
    return true
  })
}
