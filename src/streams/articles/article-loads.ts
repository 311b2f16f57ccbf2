import type { ArticleDraft, ArticleImage, OwnArticle } from '../../../protocol/articles'
import { ARTICLE_LIMITS } from '../../../protocol/articles'
import { ARTICLE_MESSAGES } from '../../../protocol/messages/articles'
import type { ApiClient } from '../../api/client'
import type { ArticleCacheData, ArticleCacheKind } from '../../db/article-rows'
import { session } from '../account/account-runtime'
import { attempt } from '../account/session-actions'
import type { EventBus } from '../core/bus'
import { type Interest, type ScreenLoad, useLoadInterest } from '../core/interest'
import { app } from '../core/runtime'

// The article area's loads (one call each, stored whole under its key), the hooks screens call, and what
// writers and reviewers do: upload a picture, save, submit, unpublish, pass or reject.

export const articleKeys = {
  mine: (page: number) => `mine:${page}`,
  own: (id: number) => `own:${id}`,
  review: (page: number) => `review:${page}`,
}

function into<K extends ArticleCacheKind>(
  kind: K,
  key: string,
  fetch: (api: ApiClient, signal: AbortSignal) => Promise<ArticleCacheData[K]>,
): ScreenLoad {
  return async (api, bus, signal) => {
    const data = await fetch(api, signal)
    bus.emit({ type: 'article/cache', key, kind, data, at: Date.now() } as Parameters<EventBus['emit']>[0])
  }
}

export const articleLoads = {
  mine: (page: number) =>
    into('mine', articleKeys.mine(page), (api, signal) => api.call('articleMine', { pageIndex: page }, { signal })),
  own: (id: number) => into('own', articleKeys.own(id), (api, signal) => api.call('articleOwn', { id }, { signal })),
  review: (page: number) =>
    into('review', articleKeys.review(page), (api, signal) =>
      api.call('articleReviewQueue', { pageIndex: page }, { signal }),
    ),
}

/** While mounted: the loads run (again after a reconnect); `enabled` false loads nothing. */
export function useArticleInterest(key: string, enabled: boolean, ...loads: ScreenLoad[]): Interest {
  return useLoadInterest(
    `article:${key}`,
    enabled
      ? (api, bus, signal) => Promise.all(loads.map((load) => load(api, bus, signal))).then(() => undefined)
      : null,
  )
}

/** Stores an answer about one article and reads the lists it shows in again. */
async function refresh(article: OwnArticle | null, ...loads: ScreenLoad[]): Promise<void> {
  const { api } = session
  const { bus } = app
  if (article)
    bus.emit({ type: 'article/cache', key: articleKeys.own(article.id), kind: 'own', data: article, at: Date.now() })
  const signal = new AbortController().signal
  await Promise.all(loads.map((load) => load(api, bus, signal))).catch(() => undefined)
}

/** The bytes of a file as base64 (what the upload call takes; the server decides the type from them). */
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

export type UploadOutcome = { image: ArticleImage; refused: null } | { image: null; refused: string }

/** Uploads a cover or body picture; too big a file is refused here, before its bytes travel. */
export async function uploadArticleImage(file: Blob, tooBig: string): Promise<UploadOutcome> {
  if (file.size > ARTICLE_LIMITS.imageMaxBytes) return { image: null, refused: tooBig }
  let image: ArticleImage | null = null
  const refused = await attempt(async () => {
    image = await session.api.call('articleImageUpload', { data: await base64Of(file) })
  })
  return image ? { image, refused: null } : { image: null, refused: refused ?? ARTICLE_MESSAGES.imageType.message }
}

export type SaveOutcome = { article: OwnArticle; refused: null } | { article: null; refused: string }

/** Saves (and with `submit`, submits for review) an article; a new one when `id` is null. */
export async function saveArticle(id: number | null, article: ArticleDraft, submit: boolean): Promise<SaveOutcome> {
  let saved: OwnArticle | null = null
  const refused = await attempt(async () => {
    saved = await session.api.call('articleSave', { ...(id !== null && { id }), submit, article })
  })
  if (!saved) return { article: null, refused: refused ?? '' }
  await refresh(saved, articleLoads.mine(1))
  return { article: saved, refused: null }
}

/** Takes a published article off the lists; null when done, else the refusal. */
export async function unpublishArticle(id: number): Promise<string | null> {
  let done: OwnArticle | null = null
  const refused = await attempt(async () => {
    done = await session.api.call('articleUnpublish', { id })
  })
  await refresh(done, articleLoads.mine(1))
  return refused
}

/** An administrator's verdict; the queue is read again either way (another may have reviewed it first). */
export async function reviewArticle(id: number, pass: boolean, reason: string): Promise<string | null> {
  let done: OwnArticle | null = null
  const refused = await attempt(async () => {
    done = await session.api.call('articleReview', { id, pass, ...(pass ? {} : { reason }) })
  })
  await refresh(done, articleLoads.review(1))
  return refused
}
