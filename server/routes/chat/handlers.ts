import type { LIVE_CALLS } from '../../../protocol/calls/live'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { findUser } from '../../auth/users'
import { chatRefusal } from '../../chat/access'
import { readChat } from '../../chat/messages'
import { moderate } from '../../chat/moderation'
import { chatStanding } from '../../chat/standing'
import { CallError } from '../../http/call-error'
import { changeRoom, publishRoom } from '../../live/rooms'
import { requireSession } from '../context'
import type { HandlersOf } from '../handler'

/** The REST side of chat: history by seq (catch-up after a disconnection), the caller's standing, moderation. */
export const CHAT_HANDLERS: HandlersOf<Pick<typeof LIVE_CALLS, 'chatHistory' | 'chatModerate' | 'chatRoles'>> = {
  chatHistory: async (input, { db, auth }) => {
    const refusal = await chatRefusal(db, input.roomId, auth.session)
    if (refusal) throw new CallError(refusal === LIVE_MESSAGES.roomNotFound ? 404 : 403, refusal)
    return readChat(db, input.roomId, input.afterSeq)
  },

  chatRoles: async (input, { db, auth }) => {
    const uid = auth.session?.userId ?? null
    const standing = await chatStanding(db, input.roomId, uid, auth.now())
    if (!standing) throw new CallError(404, LIVE_MESSAGES.roomNotFound)
    const user = uid === null ? null : await findUser(db, uid)
    return {
      owner: standing.owner,
      moderator: standing.moderator,
      muted: standing.muted,
      mutedUntil: standing.mutedUntil,
      level: user?.level ?? null,
      keywords: standing.owner || standing.moderator ? standing.room.keywords : null,
    }
  },

  chatModerate: async (input, { db, auth, live }) => {
    const now = auth.now()
    const outcome = await moderate(db, requireSession(auth).userId, input, now)
    // A mute or a moderator changed: cached rules of the room (every process's) are read again.
    live.chatRulesChanged(input.roomId)
    // Pushed once committed: the removal line, and the room's new rules (its version goes up with them).
    if (outcome.message) live.chat(outcome.message)
    if (outcome.rulesChanged) {
      await changeRoom(db, input.roomId, outcome.rulesChanged)
      await publishRoom(db, live, input.roomId, now)
    }
    return { ok: true as const }
  },
}
