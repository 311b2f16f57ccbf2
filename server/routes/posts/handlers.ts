import type { POST_CALLS } from '../../../protocol/calls/posts'
import { AUTH_MESSAGES } from '../../../protocol/messages/auth'
import { NEWS_MESSAGES } from '../../../protocol/messages/news'
import { SOCIAL_MESSAGES } from '../../../protocol/messages/social'
import { POST_LIMITS } from '../../../protocol/posts'
import { findUser } from '../../auth/users'
import { hourlyLimit, requirePublishable, requireRate } from '../../comments/rules'
import { newsArticleTarget } from '../../comments/targets'
import { CallError } from '../../http/call-error'
import { feedOf, postsOf, toPosts } from '../../posts/read'
import { readLaterOf, setReadLater } from '../../posts/read-later'
import { deletePost, insertPost, ownImageIds, storePostImage } from '../../posts/store'
import { hotArticlesOf } from '../../posts/user-hot'
import { requireSession } from '../context'
import type { Handler, HandlersOf } from '../handler'

export const postImage: Handler<'postImage'> = async ({ image }, { db, auth }) => {
  const uid = requireSession(auth).userId
  const now = auth.now()
  await requireRate(db, hourlyLimit('postImage', uid, POST_LIMITS.imagesPerHour), now, SOCIAL_MESSAGES.postTooFast)
  const url = await storePostImage(db, uid, image, now)
  if (!url) throw new CallError(400, SOCIAL_MESSAGES.postImageRefused)
  return { url }
}

export const postCreate: Handler<'postCreate'> = async ({ text, images }, { db, auth }) => {
  const uid = requireSession(auth).userId
  requirePublishable(text)
  const imageIds = await ownImageIds(db, uid, images)
  if (!imageIds) throw new CallError(400, SOCIAL_MESSAGES.postImageUnknown)
  const now = auth.now()
  await requireRate(db, hourlyLimit('post', uid, POST_LIMITS.perHour), now, SOCIAL_MESSAGES.postTooFast)
  const row = await insertPost(db, { authorId: uid, body: text, imageIds, now })
  const [post] = await toPosts(db, [row], uid)
  if (!post) throw new Error('a new post could not be read back')
  return post
}

export const postDelete: Handler<'postDelete'> = async ({ postId }, { db, auth }) => {
  if (!(await deletePost(db, requireSession(auth).userId, postId, auth.now())))
    throw new CallError(404, SOCIAL_MESSAGES.postNotFound)
  return { deleted: true }
}

export const postsOfUser: Handler<'postsOfUser'> = async ({ userId, pageIndex }, { db, auth }) => {
  if (!(await findUser(db, userId))) throw new CallError(404, AUTH_MESSAGES.userNotFound)
  const { total, rows } = await postsOf(db, userId, pageIndex)
  return { total, list: await toPosts(db, rows, auth.session?.userId ?? null) }
}

export const postFeed: Handler<'postFeed'> = async ({ pageIndex }, { db, auth }) => {
  const uid = requireSession(auth).userId
  return feedOf(db, uid, pageIndex, uid)
}

export const userHotNews: Handler<'userHotNews'> = async ({ userId }, { db }) => {
  if (!(await findUser(db, userId))) throw new CallError(404, AUTH_MESSAGES.userNotFound)
  return { list: await hotArticlesOf(db, userId) }
}

export const readLaterList: Handler<'readLaterList'> = async (_input, { db, auth, locale }) => ({
  list: await readLaterOf(db, requireSession(auth).userId, locale),
})

export const readLaterSave: Handler<'readLaterSave'> = async ({ articleId, save }, { db, auth, locale }) => {
  const userId = requireSession(auth).userId
  const article = await newsArticleTarget(db, articleId, locale)
  if (!article && save) throw new CallError(404, NEWS_MESSAGES.articleNotFound)
  await setReadLater(db, { userId, articleId, game: article?.game ?? 'hot', save, now: auth.now() })
  return { saved: save }
}

export const POST_HANDLERS: HandlersOf<typeof POST_CALLS> = {
  postImage,
  postCreate,
  postDelete,
  postsOfUser,
  postFeed,
  userHotNews,
  readLaterList,
  readLaterSave,
}
