import { AUTH_MESSAGES } from '../../../protocol/messages/auth'
import { fansOf, followPage, isFollowing } from '../../auth/follows'
import { addFollow, findUser, removeFollow } from '../../auth/users'
import { CallError } from '../../http/call-error'
import { requireSession } from '../context'
import type { Handler } from '../handler'

export const getFollowOrFansH5: Handler<'getFollowOrFansH5'> = async (input, { db, auth }) => {
  const me = requireSession(auth).userId
  return followPage(db, { ...input, owner: input.userId ?? me, viewer: me })
}

export const followUser: Handler<'followUser'> = async ({ userId, follow }, { db, auth }) => {
  const me = requireSession(auth).userId
  if (userId === me) throw new CallError(400, AUTH_MESSAGES.cannotFollowSelf)
  if (!(await findUser(db, userId))) throw new CallError(404, AUTH_MESSAGES.userNotFound)
  if (follow) {
    await addFollow(db, me, userId, auth.now())
  } else {
    await removeFollow(db, me, userId)
  }
  return { followed: follow, fansCount: await fansOf(db, userId) }
}

export const hasFollowUser: Handler<'hasFollowUser'> = async ({ userId }, { db, auth }) => ({
  followed: await isFollowing(db, requireSession(auth).userId, userId),
})
