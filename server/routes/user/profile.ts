import type { UserDataStatus } from '../../../protocol/auth'
import { AUTH_MESSAGES } from '../../../protocol/messages/auth'
import { requireSession } from '../../auth/context'
import { findUser, requestDeletion, savePreferences, setRoles, toUser } from '../../auth/users'
import { CallError } from '../../http/call-error'
import type { Handler } from '../../http/handler'

export const userInfo: Handler<'userInfo'> = async ({ userId }, { db, auth }) => {
  const id = userId ?? requireSession(auth).userId
  const row = await findUser(db, id)
  if (!row) throw new CallError(404, AUTH_MESSAGES.userNotFound)
  return toUser(db, row, auth.session?.userId === id)
}

/** News and posts of a user come with the content issues; until then every list is honestly empty. */
export const userContent: Handler<'userContent'> = async ({ userId }, { db }) => {
  if (!(await findUser(db, userId))) throw new CallError(404, AUTH_MESSAGES.userNotFound)
  return { list: [], total: 0 }
}

const DEFAULT_STATUS: UserDataStatus = {
  locale: null,
  favouriteGames: [],
  notifications: { matchStart: true, followedAnchorLive: true, planPublished: true },
}

export const getUserDataStatus: Handler<'getUserDataStatus'> = async (_input, { db, auth }) => {
  const row = await findUser(db, requireSession(auth).userId)
  return row?.preferences ?? DEFAULT_STATUS
}

export const saveUserDataStatus: Handler<'saveUserDataStatus'> = async (input, { db, auth }) => {
  await savePreferences(db, requireSession(auth).userId, input)
  return input
}

/** §5: deleting an account needs a submitted request; staff carry it out. Asking twice keeps the first date. */
export const requestAccountDeletion: Handler<'requestAccountDeletion'> = async ({ reason }, { db, auth }) => {
  return { requestedAt: await requestDeletion(db, requireSession(auth).userId, reason, auth.now()) }
}

export const setUserRoles: Handler<'setUserRoles'> = async ({ userId, roles }, { db }) => {
  const row = await setRoles(db, userId, roles)
  if (!row) throw new CallError(404, AUTH_MESSAGES.userNotFound)
  // Sessions read roles on every request, so the change applies to open sessions at once.
  return toUser(db, row, true)
}
