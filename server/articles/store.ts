import { and, eq, inArray, sql } from 'drizzle-orm'
import { type ArticleDraft, bodyText } from '../../protocol/articles'
import { ARTICLE_MESSAGES } from '../../protocol/messages/articles'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'
import { peopleArticles } from './tables'

// The owner of people_articles and of their review states. Every change of state is one conditional
// UPDATE (… WHERE state IN the states it may come from), so two administrators, or an author editing while
// an administrator reviews, can never both win: the loser matches no row and is told the state changed.
//
//   (new) ──save──► draft ──save+submit──► submitted ──pass──► published ──unpublish──► unpublished
//                     ▲                        └─reject(reason)─► rejected
//                     └── save (from any state; a published article leaves the lists until passed again)

const SUMMARY_CHARS = 120

function fieldsOf(draft: ArticleDraft) {
  const text = bodyText(draft.body)
  return {
    gameId: draft.gameId,
    title: draft.title,
    cover: draft.cover,
    tags: draft.tags,
    matchId: draft.matchId,
    body: draft.body,
    summary: text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS)}…` : text,
  }
}

/**
 * Saves an article of `authorId` (a new one when `id` is null) as a draft, or submitted for review when
 * `submit`. Only its author may save it; a submission clears the last rejection's reason.
 */
export async function saveArticle(
  db: Database,
  input: { authorId: number; id: number | null; draft: ArticleDraft; submit: boolean; now: number },
): Promise<number> {
  const { authorId, id, draft, submit, now } = input
  const state = submit ? ('submitted' as const) : ('draft' as const)
  const submission = submit ? { submittedAt: now, rejectReason: null } : {}
  if (id === null) {
    const [row] = await db
      .insert(peopleArticles)
      .values({ authorId, ...fieldsOf(draft), state, createdAt: now, updatedAt: now, views: 0, ...submission })
      .returning({ id: peopleArticles.id })
    if (!row) throw new Error('article insert returned nothing')
    return row.id
  }
  const [row] = await db
    .update(peopleArticles)
    .set({ ...fieldsOf(draft), state, updatedAt: now, ...submission })
    .where(and(eq(peopleArticles.id, id), eq(peopleArticles.authorId, authorId)))
    .returning({ id: peopleArticles.id })
  if (!row) throw new CallError(404, ARTICLE_MESSAGES.notFound)
  return row.id
}

/** An administrator's verdict on a submitted article: published, or rejected with the reason. */
export async function reviewArticle(
  db: Database,
  input: { id: number; pass: boolean; reason: string | null; now: number },
): Promise<void> {
  const [row] = await db
    .update(peopleArticles)
    .set(
      input.pass
        ? { state: 'published', publishedAt: input.now, rejectReason: null, updatedAt: input.now }
        : { state: 'rejected', rejectReason: input.reason, updatedAt: input.now },
    )
    .where(and(eq(peopleArticles.id, input.id), eq(peopleArticles.state, 'submitted')))
    .returning({ id: peopleArticles.id })
  if (!row) throw await stateOrMissing(db, input.id)
}

/** Takes a published article off the lists: its author may, and so may an administrator. */
export async function unpublishArticle(
  db: Database,
  input: { id: number; userId: number; admin: boolean; now: number },
): Promise<void> {
  const whose = input.admin ? undefined : eq(peopleArticles.authorId, input.userId)
  const [row] = await db
    .update(peopleArticles)
    .set({ state: 'unpublished', updatedAt: input.now })
    .where(and(eq(peopleArticles.id, input.id), eq(peopleArticles.state, 'published'), whose))
    .returning({ id: peopleArticles.id })
  if (row) return
  // Someone else's article is "not found" to a non-administrator, whatever its state.
  const [other] = await db
    .select({ authorId: peopleArticles.authorId })
    .from(peopleArticles)
    .where(eq(peopleArticles.id, input.id))
  if (!other || (!input.admin && other.authorId !== input.userId)) throw new CallError(404, ARTICLE_MESSAGES.notFound)
  throw new CallError(409, ARTICLE_MESSAGES.wrongState)
}

async function stateOrMissing(db: Database, id: number): Promise<CallError> {
  const [row] = await db.select({ id: peopleArticles.id }).from(peopleArticles).where(eq(peopleArticles.id, id))
  return row ? new CallError(409, ARTICLE_MESSAGES.wrongState) : new CallError(404, ARTICLE_MESSAGES.notFound)
}

/** Counts one read of a published article. */
export async function countArticleView(db: Database, id: number): Promise<void> {
  await db
    .update(peopleArticles)
    .set({ views: sql`${peopleArticles.views} + 1` })
    .where(and(eq(peopleArticles.id, id), inArray(peopleArticles.state, ['published'])))
}
