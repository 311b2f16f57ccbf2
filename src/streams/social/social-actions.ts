import type { CommentOrder } from '../../../protocol/comments'
import type { ApiClient } from '../../api/client'
import { db } from '../../db/instance'
import { session } from '../account/account-runtime'
import { attempt, type Outcome } from '../account/session-actions'
import type { EventBus } from '../core/bus'
import { app } from '../core/runtime'
import { type CommentTargetRef, socialLoads } from './social-loads'

// What a user does with comments, posts and the read-later list. Each action answers an Outcome (the
// server's message in the user's language, or null when it worked) shown next to the control, and reads
// again what it changed.

type Deps = { api: ApiClient; bus: EventBus }
const quiet = (): Deps => ({ api: session.api, bus: app.bus })
const signal = () => new AbortController().signal

/** Comments (or replies, with `parentId`), then reads the page the user is on again. */
export function postComment(
  target: CommentTargetRef,
  body: string,
  parentId: number | null,
  shown: { order: CommentOrder; page: number },
): Outcome {
  const { api, bus } = quiet()
  return attempt(async () => {
    await api.call('commentPost', {
      kind: target.kind,
      targetId: target.id,
      body,
      ...(parentId === null ? {} : { parentId }),
    })
    // A new top-level comment is first of the newest; a reply shows in its thread on the page shown.
    const page = parentId === null ? 1 : shown.page
    await socialLoads.comments(target, parentId === null ? 'newest' : shown.order, page)(api, bus, signal())
  })
}

export function likeComment(
  target: CommentTargetRef,
  commentId: number,
  like: boolean,
  shown: { order: CommentOrder; page: number },
): Outcome {
  const { api, bus } = quiet()
  return attempt(async () => {
    await api.call('commentLike', { commentId, like })
    await socialLoads.comments(target, shown.order, shown.page)(api, bus, signal())
  })
}

export function removeComment(
  target: CommentTargetRef,
  commentId: number,
  shown: { order: CommentOrder; page: number },
): Outcome {
  const { api, bus } = quiet()
  return attempt(async () => {
    await api.call('commentRemove', { commentId })
    await socialLoads.comments(target, shown.order, shown.page)(api, bus, signal())
  })
}

/** Uploads one picture (a data URL); answers its address, or the refusal. */
export async function uploadPostImage(image: string): Promise<{ url: string | null; refused: string | null }> {
  let url: string | null = null
  const refused = await attempt(async () => {
    url = (await session.api.call('postImage', { image })).url
  })
  return { url, refused }
}

export function publishPost(uid: number, text: string, images: string[]): Outcome {
  const { api, bus } = quiet()
  return attempt(async () => {
    await api.call('postCreate', { text, images })
    await Promise.all([socialLoads.posts(uid, 1)(api, bus, signal()), socialLoads.feed(1)(api, bus, signal())])
  })
}

export function deletePost(uid: number, postId: number): Outcome {
  const { api, bus } = quiet()
  return attempt(async () => {
    await api.call('postDelete', { postId })
    await Promise.all([socialLoads.posts(uid, 1)(api, bus, signal()), socialLoads.feed(1)(api, bus, signal())])
  })
}

export type ReadLaterArticle = { articleId: number; game: string; title: string; summary: string }

/**
 * Saves an article to read later, or drops it: on this device at once (a visitor's list lives only here),
 * and on the server when logged in.
 */
export function setReadLater(article: ReadLaterArticle, save: boolean): Outcome {
  const { api, bus } = quiet()
  return attempt(async () => {
    const loggedIn = Boolean((await db.session.get('current'))?.user)
    if (loggedIn) await api.call('readLaterSave', { articleId: article.articleId, save })
    if (save) bus.emit({ type: 'social/read-later-saved', row: { ...article, savedAt: Date.now(), synced: loggedIn } })
    else bus.emit({ type: 'social/read-later-dropped', articleId: article.articleId })
  })
}
