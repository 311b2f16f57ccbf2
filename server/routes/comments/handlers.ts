import type { COMMENT_CALLS } from '../../../protocol/calls/comments'
import { NEWS_GAMES } from '../../../protocol/calls/game-paths'
import { COMMENT_LIMITS, type CommentKind, type CommentOrder } from '../../../protocol/comments'
import { MESSAGES } from '../../../protocol/messages'
import { SOCIAL_MESSAGES } from '../../../protocol/messages/social'
import { commentById, commentsOfAuthor, mayRemove, pageOfComments, type Reader, toComments } from '../../comments/read'
import { commentLimits, requirePublishable, requireRate } from '../../comments/rules'
import { insertComment, removeComment, setLike } from '../../comments/store'
import { commentTarget } from '../../comments/targets'
import { CallError } from '../../http/call-error'
import { requireSession } from '../context'
import type { CallContext, Handler, HandlersOf } from '../handler'

async function readerOf(context: CallContext, targetOwnerId: number | null): Promise<Reader> {
  const session = context.auth.session
  return { uid: session?.userId ?? null, admin: session?.roles.includes('admin') ?? false, targetOwnerId }
}

async function requireTarget(context: CallContext, kind: CommentKind, id: number) {
  const target = await commentTarget(context.db, kind, id, context.locale)
  if (!target) throw new CallError(404, SOCIAL_MESSAGES.commentTargetNotFound)
  return target
}

const pageOf =
  (kind: CommentKind) =>
  async (
    { game, id, pageIndex, order }: { game: string; id: number; pageIndex: number; order: CommentOrder },
    context: CallContext,
  ) => {
    if (!NEWS_GAMES.includes(game)) throw new CallError(404, MESSAGES.notFound)
    const target = await requireTarget(context, kind, id)
    return pageOfComments(context.db, kind, id, order, pageIndex, await readerOf(context, target.ownerId))
  }

export const commentPost: Handler<'commentPost'> = async ({ kind, targetId, parentId, body }, context) => {
  const uid = requireSession(context.auth).userId
  const target = await requireTarget(context, kind, targetId)
  if (parentId !== undefined) {
    const parent = await commentById(context.db, parentId)
    if (!parent || parent.targetKind !== kind || parent.targetId !== targetId || parent.removedAt !== null)
      throw new CallError(404, SOCIAL_MESSAGES.commentNotFound)
    if (parent.parentId !== null) throw new CallError(400, SOCIAL_MESSAGES.commentNoReplyToReply)
  }
  requirePublishable(body)
  const now = context.auth.now()
  await requireRate(
    context.db,
    commentLimits(uid, COMMENT_LIMITS.perMinute, COMMENT_LIMITS.perHour),
    now,
    SOCIAL_MESSAGES.commentTooFast,
  )
  const row = await insertComment(context.db, { kind, targetId, parentId: parentId ?? null, authorId: uid, body, now })
  const [shown] = await toComments(context.db, [row], await readerOf(context, target.ownerId))
  if (!shown) throw new Error('a new comment could not be read back')
  return shown
}

export const commentLike: Handler<'commentLike'> = async ({ commentId, like }, { db, auth }) => {
  const uid = requireSession(auth).userId
  const row = await commentById(db, commentId)
  if (!row || row.removedAt !== null) throw new CallError(404, SOCIAL_MESSAGES.commentNotFound)
  const likes = await setLike(db, commentId, uid, like, auth.now())
  if (likes === null) throw new CallError(404, SOCIAL_MESSAGES.commentNotFound)
  return { liked: like, likes }
}

export const commentRemove: Handler<'commentRemove'> = async ({ commentId }, context) => {
  const uid = requireSession(context.auth).userId
  const row = await commentById(context.db, commentId)
  if (!row || row.removedAt !== null) throw new CallError(404, SOCIAL_MESSAGES.commentNotFound)
  const target = await commentTarget(context.db, row.targetKind, row.targetId, context.locale)
  if (!mayRemove(row, await readerOf(context, target?.ownerId ?? null)))
    throw new CallError(403, SOCIAL_MESSAGES.commentCannotRemove)
  await removeComment(context.db, row, uid, context.auth.now())
  return { removed: true }
}

export const myComments: Handler<'myComments'> = async ({ pageIndex }, context) => {
  const uid = requireSession(context.auth).userId
  const { total, rows } = await commentsOfAuthor(context.db, uid, pageIndex)
  const list = await Promise.all(
    rows.map(async (row) => {
      const target = await commentTarget(context.db, row.targetKind, row.targetId, context.locale)
      return {
        id: row.id,
        kind: row.targetKind,
        targetId: row.targetId,
        game: target?.game ?? 'hot',
        targetTitle: target?.title ?? '',
        body: row.body,
        likes: row.likeCount,
        createdAt: row.createdAt,
      }
    }),
  )
  return { total, list }
}

export const COMMENT_HANDLERS: HandlersOf<typeof COMMENT_CALLS> = {
  newsComments: pageOf('news'),
  videoComments: pageOf('video'),
  commentPost,
  commentLike,
  commentRemove,
  myComments,
}
