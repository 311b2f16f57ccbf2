import { eq, sql } from 'drizzle-orm'
import { AUTH_MESSAGES } from '../../../protocol/messages/auth'
import { requireSession } from '../../auth/context'
import { userAvatars, users } from '../../auth/tables'
import { findUser, toUser } from '../../auth/users'
import { requireCleanPublicText } from '../../chat/public-text'
import { CallError } from '../../http/call-error'
import type { Handler } from '../../http/handler'
import { decodeAvatar } from './avatar'

const USERNAME_LENGTH = { min: 2, max: 16 }
const SIGNATURE_MAX = 60

/** Edits the caller's name, signature and avatar; each field only when given. */
export const modifyUser: Handler<'modifyUser'> = async (input, { db, auth }) => {
  const userId = requireSession(auth).userId
  const changes: Partial<typeof users.$inferInsert> = {}
  requireCleanPublicText([input.username, input.signature])
  if (input.username !== undefined) {
    const length = [...input.username].length
    if (length < USERNAME_LENGTH.min || length > USERNAME_LENGTH.max)
      throw new CallError(400, AUTH_MESSAGES.usernameInvalid)
    changes.username = input.username
  }
  if (input.signature !== undefined) {
    if ([...input.signature].length > SIGNATURE_MAX) throw new CallError(400, AUTH_MESSAGES.signatureTooLong)
    changes.signature = input.signature.trim()
  }
  await db.transaction(async (tx) => {
    if (input.avatar === null) {
      await tx.delete(userAvatars).where(eq(userAvatars.userId, userId))
      changes.avatarVersion = null
    } else if (input.avatar !== undefined) {
      const image = decodeAvatar(input.avatar)
      if (!image) throw new CallError(400, AUTH_MESSAGES.avatarInvalid)
      await tx
        .insert(userAvatars)
        .values({ userId, ...image })
        .onConflictDoUpdate({ target: userAvatars.userId, set: image })
      // A new version makes a new URL, so caches never show the old picture.
      await tx
        .update(users)
        .set({ avatarVersion: sql`coalesce(${users.avatarVersion}, 0) + 1` })
        .where(eq(users.id, userId))
    }
    if (Object.keys(changes).length > 0) await tx.update(users).set(changes).where(eq(users.id, userId))
  })
  const row = await findUser(db, userId)
  if (!row) throw new CallError(404, AUTH_MESSAGES.userNotFound)
  return toUser(db, row, true)
}
