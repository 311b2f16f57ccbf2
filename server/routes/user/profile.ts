import type { UserDataStatus } from '../../../protocol/auth'
import type { CallInput, CallResult } from '../../../protocol/calls'
import { AUTH_MESSAGES } from '../../../protocol/messages/auth'
import { publishedArticlesOf } from '../../articles/read'
import { findUser, requestDeletion, savePreferences, setRoles, toUser } from '../../auth/users'
import type { Database } from '../../db/client'
import { CallError } from '../../http/call-error'
import { postsOf } from '../../posts/read'
import { postImageUrl } from '../../posts/store'
import { requireSession } from '../context'
import type { Handler } from '../handler'

export const userInfo: Handler<'userInfo'> = async ({ userId }, { db, auth }) => {
  const id = userId ?? requireSession(auth).userId
  const row = await findUser(db, id)
  if (!row) throw new CallError(404, AUTH_MESSAGES.userNotFound)
  return toUser(db, row, auth.session?.userId === id)
}

type ContentType = CallInput<'userContent'>['type']
type ContentPage = CallResult<'userContent'>
type ContentReader = (db: Database, userId: number, pageIndex: number) => Promise<ContentPage>

const none: ContentReader = async () => ({ list: [], total: 0 })

/** Posts as content items: the text is the summary, the first picture the cover. */
const posts: ContentReader = async (db, userId, pageIndex) => {
  const { total, rows } = await postsOf(db, userId, pageIndex)
  return {
    total,
    list: rows.map((row) => ({
      id: String(row.id),
      title: '',
      summary: row.body,
      cover: row.imageIds[0] ? postImageUrl(row.imageIds[0]) : null,
      time: row.createdAt,
    })),
  }
}

/** Each type of a user's public content is read by its own area; a type without one is honestly empty. */
const CONTENT_READERS: Record<ContentType, ContentReader> = { news: publishedArticlesOf, post: posts, video: none }

export const userContent: Handler<'userContent'> = async ({ userId, type, pageIndex }, { db }) => {
  if (!(await findUser(db, userId))) throw new CallError(404, AUTH_MESSAGES.userNotFound)
  return CONTENT_READERS[type](db, userId, pageIndex)
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
