import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { FeedHandle, FeedPushResult } from '../../feed/index'

/**
 * A local run's feed control: tests (and a developer) push a chosen event for a chosen match instead of
 * waiting for the simulation to produce one. Made before the app, bound to the feed once it runs.
 */
export type FeedControl = {
  bind(feed: Pick<FeedHandle, 'push' | 'finish' | 'start'>): void
  push(matchId: string, side: 'home' | 'guest', incident?: boolean): Promise<FeedPushResult>
  finish(matchId: string, score: { home: number; guest: number }): Promise<FeedPushResult>
  start(matchId: string): Promise<FeedPushResult>
}

export function createFeedControl(): FeedControl {
  let feed: Pick<FeedHandle, 'push' | 'finish' | 'start'> | null = null
  return {
    bind: (running) => {
      feed = running
    },
    push: async (matchId, side, incident) => (feed ? feed.push(matchId, side, incident) : { refused: 'notLeader' }),
    finish: async (matchId, score) => (feed ? feed.finish(matchId, score) : { refused: 'notLeader' }),
    start: async (matchId) => (feed ? feed.start(matchId) : { refused: 'notLeader' }),
  }
}

const goals = z.number().int().min(0).max(999)
const feedBody = z.union([
  z
    .object({ matchId: z.string().min(1).max(64), side: z.enum(['home', 'guest']), incident: z.boolean().optional() })
    .strict(),
  z.object({ matchId: z.string().min(1).max(64), final: z.object({ home: goals, guest: goals }).strict() }).strict(),
  z.object({ matchId: z.string().min(1).max(64), start: z.literal(true) }).strict(),
])

const REFUSALS = {
  unknown: { code: 404, error: 'no such match' },
  notLive: {
    code: 409,
    error: 'the match is not in progress (or, to finish it, has ended already; to start it, has started already)',
  },
  notLeader: { code: 503, error: 'this process does not run the match feed' },
} as const

/**
 * POST /java/dev/feed {matchId, side, incident?}: one point for `side` of a live match (with `incident`: as
 * the game's scoring incident — a goal, a kill…); {matchId, final: {home, guest}}:
 * the match (not ended yet) ends with that score; {matchId, start: true}: the match (not started yet) kicks off
 * now. Stored and pushed as the feed's next event (the answer is
 * that event). Registered in a local run only.
 */
export function registerFeedControl(app: FastifyInstance, control: FeedControl): void {
  app.post('/java/dev/feed', async (request, reply) => {
    reply.header('cache-control', 'no-store')
    const parsed = feedBody.safeParse(request.body)
    if (!parsed.success)
      return reply.code(400).send({
        error: "matchId (text) and one of side ('home' or 'guest'), final ({home, guest}) or start (true) are required",
      })
    const body = parsed.data
    const result =
      'side' in body
        ? await control.push(body.matchId, body.side, body.incident)
        : 'final' in body
          ? await control.finish(body.matchId, body.final)
          : await control.start(body.matchId)
    if ('pushed' in result) return reply.send({ event: result.pushed })
    const refusal = REFUSALS[result.refused]
    return reply.code(refusal.code).send({ error: refusal.error })
  })
}
