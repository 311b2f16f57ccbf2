import { z } from 'zod'
import { matchSchema } from '../match'
import type { CallDef } from './call-def'

/** Most matches one account may follow; older finished ones can be unfollowed to make room. */
export const MAX_FOLLOWED_MATCHES = 500

const matchId = z.string().min(1).max(64)

/** Following matches (favourites, "attention"): needs a logged-in user, errorCode 3000 otherwise. */
export const MATCH_ATTENTION_CALLS = {
  attention: {
    method: 'POST',
    path: '/match/attention',
    summary: 'Follow (`follow: true`, the default) or unfollow a match. Idempotent; answers the new state.',
    auth: 'user',
    input: z
      .object({
        matchId: matchId.describe('The match to follow or unfollow.'),
        follow: z.boolean().default(true).describe('true follows, false unfollows.'),
      })
      .strict(),
    result: z.object({
      matchId: z.string(),
      followed: z.boolean(),
      /** How many accounts follow the match now. */
      followers: z.number().int().min(0),
    }),
  },
  attentionList: {
    method: 'GET',
    path: '/match/attentionList',
    summary: "The logged-in user's followed matches, in start order (syncs favourites to every device).",
    auth: 'user',
    input: z.object({}).strict(),
    result: z.array(matchSchema),
  },
} as const satisfies Record<string, CallDef>
