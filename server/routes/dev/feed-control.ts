import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { FeedHandle, FeedPushResult } from '../../feed/index'

/**
 * A local run's feed control: tests (and a developer) push a chosen event for a chosen match instead of
 * waiting for the simulation to produce one. Made before the app, bound to the feed once it runs.
 */
export type FeedControl = {
  bind(feed: Pick<FeedHandle, 'push'>): void
  push(matchId: string, side: 'home' | 'guest'): Promise<FeedPushResult>
}

export function createFeedControl(): FeedControl {
  let feed: Pick<FeedHandle, 'push'> | null = null
  return {
    bind: (running) => {
      feed = running
    },
    push: async (matchId, side) => (feed ? feed.push(matchId, side) : { refused: 'notLeader' }),
  }
}

const feedBody = z
  .object({
    matchId: z.string().min(1).max(64),
    side: z.enum(['home', 'guest']),
  })
  .strict()

const REFUSALS = {
  unknown: { code: 404, error: 'no such match' },
  notLive: { code: 409, error: 'the match is not in progress' },
  notLeader: { code: 503, error: 'this process does not run the match feed' },
} as const

/**
 * POST /java/dev/feed {matchId, side}: one point for `side` of a live match, stored and pushed as the
 * feed's next event (the answer is that event). Registered in a local run only.
 */
export function registerFeedControl(app: FastifyInstance, control: FeedControl): void {
  app.post('/java/dev/feed', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const parsed = feedBody.safeParse(request.body)
    if (!parsed.success)
      return reply.code(400).send({ error: "matchId (text) and side ('home' or 'guest') are required" })
    const result = await control.push(parsed.data.matchId, parsed.data.side)
    if ('pushed' in result) return reply.send({ event: result.pushed })
    const refusal = REFUSALS[result.refused]
    return reply.code(refusal.code).send({ error: refusal.error })
  })
}
