import type { CommentKind } from '../../protocol/comments'
import type { Locale } from '../../protocol/constants'
import { gameById } from '../../protocol/games'
import type { Database } from '../db/client'
import { articleRow, summaryOf } from '../news/read'

// What a comment can be on. Each kind of target answers whether it exists, who wrote it (who may remove
// comments on it besides their authors and administrators) and how it is named in a user's own list.

export type CommentTarget = {
  /** The user who wrote the target, or null (news written from the feed has no author). */
  ownerId: number | null
  /** The game slug of the target's address. */
  game: string
  title: string
}

type TargetReader = (db: Database, id: number, locale: Locale) => Promise<CommentTarget | null>

const slugOf = (gameId: number) => gameById(gameId)?.slug ?? 'hot'

const newsTarget: TargetReader = async (db, id, locale) => {
  const row = await articleRow(db, id)
  if (!row) return null
  return { ownerId: null, game: slugOf(row.gameId), title: summaryOf(row, locale).title }
}

/** Videos are not yet readable here: nothing can be commented on until their module answers. */
const videoTarget: TargetReader = async () => null

const READERS: Record<CommentKind, TargetReader> = { news: newsTarget, video: videoTarget }

export function commentTarget(db: Database, kind: CommentKind, id: number, locale: Locale) {
  return READERS[kind](db, id, locale)
}
