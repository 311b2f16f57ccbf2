import type { CommentKind } from '../../protocol/comments'
import type { Locale } from '../../protocol/constants'
import { gameById } from '../../protocol/games'
import { publishedSummaries } from '../articles/read'
import type { Database } from '../db/client'
import { articleRow, summaryOf } from '../news/read'
import { videoRow } from '../videos/read'

// What a comment can be on. Each kind of target answers whether it exists, who wrote it (who may remove
// comments on it besides their authors and administrators) and how it is named in a user's own list.

export type CommentTarget = {
  /** The user who wrote the target, or null (news written from the feed has no author). */
  ownerId: number | null
  /** The game slug of the target's address. */
  game: string
  title: string
  summary: string
}

type TargetReader = (db: Database, id: number, locale: Locale) => Promise<CommentTarget | null>

const slugOf = (gameId: number) => gameById(gameId)?.slug ?? 'hot'

/**
 * An article of either kind (one id space): written from the feed, or by a person and published. Read-later
 * names its articles through this too.
 */
export const newsArticleTarget: TargetReader = async (db, id, locale) => {
  const row = await articleRow(db, id)
  if (row) {
    const { title, summary } = summaryOf(row, locale)
    return { ownerId: null, game: slugOf(row.gameId), title, summary }
  }
  const person = (await publishedSummaries(db, [id])).get(id)
  if (!person) return null
  return {
    ownerId: person.author?.uid ?? null,
    game: slugOf(person.gameId),
    title: person.title,
    summary: person.summary,
  }
}

/** A video, once its recording is a replay or clip; its anchor is its author. */
const videoTarget: TargetReader = async (db, id) => {
  const row = await videoRow(db, id)
  if (row?.video.state !== 'ready') return null
  return { ownerId: row.video.anchorId, game: slugOf(row.video.gameId), title: row.video.title, summary: '' }
}

const READERS: Record<CommentKind, TargetReader> = { news: newsArticleTarget, video: videoTarget }

export function commentTarget(db: Database, kind: CommentKind, id: number, locale: Locale) {
  return READERS[kind](db, id, locale)
}
