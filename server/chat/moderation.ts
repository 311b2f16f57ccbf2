import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { LIVE_CALLS } from '../../protocol/calls/live'
import type { ChatMessage } from '../../protocol/live'
import { AUTH_MESSAGES } from '../../protocol/messages/auth'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import { findUser } from '../auth/users'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'
import { chatMutes, roomModerators } from '../live/tables'
import { appendChatMessage, markRemoved } from './messages'
import { type ChatStanding, chatStanding } from './standing'

export type ModerationAction = z.output<(typeof LIVE_CALLS)['chatModerate']['input']>

/** What a moderation changed that others must hear of after it committed. */
export type ModerationOutcome = { message: ChatMessage | null; rulesChanged: RulesChange | null }
export type RulesChange = { slowModeSeconds?: number; keywords?: string[] }

const notModerator = () => new CallError(403, LIVE_MESSAGES.notModerator)

/**
 * One moderation by `moderatorId` in a room: the anchor (owner) may do everything; the room's moderators
 * may mute, unmute, remove lines and set the rules, but not touch the owner or another moderator, and only
 * the owner appoints or dismisses moderators. Anyone else gets notModerator (403).
 */
export async function moderate(
  db: Database,
  moderatorId: number,
  action: ModerationAction,
  now: number,
): Promise<ModerationOutcome> {
  const standing = await chatStanding(db, action.roomId, moderatorId, now)
  if (!standing) throw new CallError(404, LIVE_MESSAGES.roomNotFound)
  if (!standing.owner && !standing.moderator) throw notModerator()
  const none: ModerationOutcome = { message: null, rulesChanged: null }
  switch (action.action) {
    case 'mute': {
      await requireTarget(db, standing, action.uid)
      const until = action.minutes === 0 ? null : now + action.minutes * 60_000
      await db
        .insert(chatMutes)
        .values({ roomId: action.roomId, userId: action.uid, until, byUserId: moderatorId, at: now })
        .onConflictDoUpdate({
          target: [chatMutes.roomId, chatMutes.userId],
          set: { until, byUserId: moderatorId, at: now },
        })
      return none
    }
    case 'unmute':
      await requireTarget(db, standing, action.uid)
      await db.delete(chatMutes).where(and(eq(chatMutes.roomId, action.roomId), eq(chatMutes.userId, action.uid)))
      return none
    case 'remove':
      return { message: await removeLines(db, standing, moderatorId, action.seqs, now), rulesChanged: null }
    case 'addModerator':
      if (!standing.owner) throw notModerator()
      if (action.uid === moderatorId || !(await findUser(db, action.uid))) {
        throw new CallError(404, AUTH_MESSAGES.userNotFound)
      }
      await db.insert(roomModerators).values({ roomId: action.roomId, userId: action.uid }).onConflictDoNothing()
      return none
    case 'removeModerator':
      if (!standing.owner) throw notModerator()
      await db
        .delete(roomModerators)
        .where(and(eq(roomModerators.roomId, action.roomId), eq(roomModerators.userId, action.uid)))
      return none
    case 'rules': {
      const change: RulesChange = {
        ...(action.slowModeSeconds !== undefined && { slowModeSeconds: action.slowModeSeconds }),
        ...(action.keywords !== undefined && { keywords: [...new Set(action.keywords)] }),
      }
      return { message: null, rulesChanged: Object.keys(change).length > 0 ? change : null }
    }
  }
}

/** A mute or unmute must name a user who exists and whom the caller outranks (the owner outranks all). */
async function requireTarget(db: Database, standing: ChatStanding, uid: number): Promise<void> {
  if (uid === standing.room.anchorId) throw notModerator()
  if (!standing.owner) {
    const [appointed] = await db
      .select({ userId: roomModerators.userId })
      .from(roomModerators)
      .where(and(eq(roomModerators.roomId, standing.room.roomId), eq(roomModerators.userId, uid)))
    if (appointed) throw notModerator()
  }
  if (!(await findUser(db, uid))) throw new CallError(404, AUTH_MESSAGES.userNotFound)
}

/**
 * Blanks users' lines (chat lines only: gifts and system lines stay) and appends one 'removal' line that
 * lists the seqs, in one transaction; clients retract them on seeing it. A moderator cannot remove the
 * anchor's lines or another moderator's (they do not outrank them, as for mutes). Null when nothing was removed.
 */
async function removeLines(
  db: Database,
  standing: ChatStanding,
  moderatorId: number,
  seqs: number[],
  now: number,
): Promise<ChatMessage | null> {
  const roomId = standing.room.roomId
  const moderator = await findUser(db, moderatorId)
  return db.transaction(async (tx) => {
    // A moderator who is not the room's owner cannot remove the anchor's lines, nor another moderator's.
    const others = standing.owner
      ? []
      : (
          await tx
            .select({ userId: roomModerators.userId })
            .from(roomModerators)
            .where(eq(roomModerators.roomId, roomId))
        )
          .map((row) => row.userId)
          .filter((userId) => userId !== moderatorId)
    const removed = await markRemoved(tx, roomId, seqs, standing.owner ? [] : [standing.room.anchorId, ...others])
    if (removed.length === 0) return null
    return appendChatMessage(tx, {
      roomId,
      kind: 'removal',
      uid: moderatorId,
      username: moderator?.username ?? null,
      level: moderator?.level ?? null,
      text: '',
      params: null,
      giftId: null,
      giftCount: null,
      removes: removed,
      at: now,
    })
  })
}
