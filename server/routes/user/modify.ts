import { AUTH_MESSAGES } from '../../../protocol/messages/auth'
import { changeProfile, findUser, type ProfileChange, toUser } from '../../auth/users'
import { requireCleanPublicText } from '../../chat/public-text'
import { CallError } from '../../http/call-error'
import { requireSession } from '../context'
import type { Handler } from '../handler'
import { decodeAvatar } from './avatar'

const USERNAME_LENGTH = { min: 2, max: 16 }
const SIGNATURE_MAX = 60

/** Edits the caller's name, signature and avatar; each field only when given. */
export const modifyUser: Handler<'modifyUser'> = async (input, { db, auth }) => {
  const userId = requireSession(auth).userId
  const change: ProfileChange = {}
  requireCleanPublicText([input.username, input.signature])
  if (input.username !== undefined) {
    const length = [...input.username].length
    if (length < USERNAME_LENGTH.min || length > USERNAME_LENGTH.max)
      throw new CallError(400, AUTH_MESSAGES.usernameInvalid)
    change.username = input.username
  }
  if (input.signature !== undefined) {
    if ([...input.signature].length > SIGNATURE_MAX) throw new CallError(400, AUTH_MESSAGES.signatureTooLong)
    change.signature = input.signature.trim()
  }
  if (input.avatar === null) change.avatar = null
  else if (input.avatar !== undefined) {
    const image = decodeAvatar(input.avatar)
    if (!image) throw new CallError(400, AUTH_MESSAGES.avatarInvalid)
    change.avatar = image
  }
  await changeProfile(db, userId, change)
  const row = await findUser(db, userId)
  if (!row) throw new CallError(404, AUTH_MESSAGES.userNotFound)
  return toUser(db, row, true)
}
