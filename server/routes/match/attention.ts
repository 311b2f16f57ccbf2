import { MAX_FOLLOWED_MATCHES } from '../../../protocol/calls/match-attention'
import { MESSAGES } from '../../../protocol/messages'
import { tooManyFollows } from '../../../protocol/messages/match'
import { CallError } from '../../http/call-error'
import { follow, followedCount, followedMatches, followerCount, isFollowing, unfollow } from '../../matches/attention'
import { matchById } from '../../matches/read'
import { requireSession } from '../context'
import type { Handler } from '../handler'

// Both calls declare `auth: 'user'`, so a caller without a session got errorCode 3000/3001 before reaching
// them; requireSession only hands over the checked session.

export const attention: Handler<'attention'> = async (input, context) => {
  const { userId } = requireSession(context.auth)
  const { db } = context
  if (input.follow) {
    if (!(await matchById(db, input.matchId))) throw new CallError(404, MESSAGES.matchNotFound)
    const already = await isFollowing(db, userId, input.matchId)
    if (!already && (await followedCount(db, userId)) >= MAX_FOLLOWED_MATCHES) throw new CallError(400, tooManyFollows)
    await follow(db, userId, input.matchId, Date.now())
  } else {
    // Unfollowing a match that is gone or was never followed is already done: nothing to refuse.
    await unfollow(db, userId, input.matchId)
  }
  return { matchId: input.matchId, followed: input.follow, followers: await followerCount(db, input.matchId) }
}

export const attentionList: Handler<'attentionList'> = async (_input, context) =>
  followedMatches(context.db, requireSession(context.auth).userId)
