import { walkBody } from '../../../protocol/articles'
import type { ARTICLE_CALLS } from '../../../protocol/calls/articles'
import { ARTICLE_MESSAGES } from '../../../protocol/messages/articles'
import { missingImages, storeArticleImage } from '../../articles/images'
import { articlesOfAuthor, articleWithAuthor, ownArticleOf, reviewQueue } from '../../articles/read'
import { reviewArticle, saveArticle, unpublishArticle } from '../../articles/store'
import type { Database } from '../../db/client'
import { CallError } from '../../http/call-error'
import { matchById } from '../../matches/read'
import { requireSession } from '../context'
import type { Handler, HandlersOf } from '../handler'

async function ownArticle(db: Database, id: number) {
  const found = await articleWithAuthor(db, id)
  if (!found) throw new CallError(404, ARTICLE_MESSAGES.notFound)
  return ownArticleOf(found)
}

export const articleImageUpload: Handler<'articleImageUpload'> = async ({ data }, { db, auth }) =>
  storeArticleImage(db, requireSession(auth).userId, data, auth.now())

export const articleSave: Handler<'articleSave'> = async ({ id, submit, article }, { db, auth }) => {
  const { userId } = requireSession(auth)
  // Every picture must be one uploaded here (the schema checks the address, this that it exists).
  const pictures = [
    ...(article.cover ? [article.cover] : []),
    ...[...walkBody(article.body.content)].flatMap((node) => (node.type === 'image' ? [node.attrs.src] : [])),
  ]
  if ((await missingImages(db, pictures)).length > 0) throw new CallError(400, ARTICLE_MESSAGES.imageMissing)
  if (article.matchId && !(await matchById(db, article.matchId)))
    throw new CallError(400, ARTICLE_MESSAGES.matchMissing)
  const saved = await saveArticle(db, { authorId: userId, id: id ?? null, draft: article, submit, now: auth.now() })
  return ownArticle(db, saved)
}

export const articleMine: Handler<'articleMine'> = async ({ pageIndex }, { db, auth }) =>
  articlesOfAuthor(db, requireSession(auth).userId, pageIndex)

export const articleOwn: Handler<'articleOwn'> = async ({ id }, { db, auth }) => {
  const session = requireSession(auth)
  const article = await ownArticle(db, id)
  // Someone else's article is not found, whatever its state; administrators read any (the review).
  if (article.author.uid !== session.userId && !session.roles.includes('admin'))
    throw new CallError(404, ARTICLE_MESSAGES.notFound)
  return article
}

export const articleUnpublish: Handler<'articleUnpublish'> = async ({ id }, { db, auth }) => {
  const session = requireSession(auth)
  await unpublishArticle(db, { id, userId: session.userId, admin: session.roles.includes('admin'), now: auth.now() })
  return ownArticle(db, id)
}

export const articleReviewQueue: Handler<'articleReviewQueue'> = async ({ pageIndex }, { db }) =>
  reviewQueue(db, pageIndex)

export const articleReview: Handler<'articleReview'> = async ({ id, pass, reason }, { db, auth }) => {
  await reviewArticle(db, { id, pass, reason: pass ? null : (reason ?? null), now: auth.now() })
  return ownArticle(db, id)
}

export const ARTICLE_HANDLERS: HandlersOf<typeof ARTICLE_CALLS> = {
  articleImageUpload,
  articleSave,
  articleMine,
  articleOwn,
  articleUnpublish,
  articleReviewQueue,
  articleReview,
}
