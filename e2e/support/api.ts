import type { APIRequestContext } from '@playwright/test'
import { z } from 'zod'
import { envelopeSchema } from '../../protocol/envelope'
import { type MatchEvent, matchEventSchema } from '../../protocol/match'

// Reads the server's own record, so a test can check what the page shows against what was pushed.

const timelineSchema = envelopeSchema(z.array(matchEventSchema))

/** The event with sequence `seq` of one match, as the server stored it. */
export async function matchEventAt(request: APIRequestContext, matchId: string, seq: number): Promise<MatchEvent> {
  const reply = await request.get('/java/match/timeline', { params: { matchId, afterSeq: seq - 1 } })
  const envelope = timelineSchema.parse(await reply.json())
  const event = envelope.result?.find((e) => e.seq === seq)
  if (!event) throw new Error(`The server has no event ${seq} of match ${matchId} (status ${envelope.status}).`)
  return event
}

const matchPageSchema = envelopeSchema(z.object({ list: z.array(z.object({ id: z.string() }).loose()) }))

/** Ids of the matches of one Beijing day, every game. */
export async function matchIdsOfDay(request: APIRequestContext, day: string): Promise<Set<string>> {
  const reply = await request.post('/java/match/pcMatches', {
    data: { day, pageSize: 1000 },
    headers: { sysType: 'PC' },
  })
  const envelope = matchPageSchema.parse(await reply.json())
  return new Set((envelope.result?.list ?? []).map((m) => m.id))
}

const firstMatchSchema = envelopeSchema(
  z.object({ list: z.array(z.object({ id: z.string(), gameId: z.number().int() }).loose()) }),
)

/** The first match the server lists for one Beijing day. */
export async function firstMatchOfDay(
  request: APIRequestContext,
  day: string,
): Promise<{ id: string; gameId: number }> {
  const reply = await request.post('/java/match/pcMatches', { data: { day, pageSize: 1 }, headers: { sysType: 'PC' } })
  const first = firstMatchSchema.parse(await reply.json()).result?.list[0]
  if (!first) throw new Error(`The server lists no match on ${day}.`)
  return first
}

const liveMatchesSchema = envelopeSchema(z.array(z.object({ id: z.string(), seq: z.number().int() }).loose()))

/** The server's current sequence of every match in progress, by match id. */
export async function liveSeqs(request: APIRequestContext): Promise<Record<string, number>> {
  const reply = await request.get('/java/v2/match/getPCLiveGameMatch')
  const envelope = liveMatchesSchema.parse(await reply.json())
  return Object.fromEntries((envelope.result ?? []).map((m) => [m.id, m.seq]))
}

const liveStartsSchema = envelopeSchema(z.array(z.object({ id: z.string(), startTime: z.number() }).loose()))

/** When each match in progress started (epoch ms), by match id. */
export async function liveStartTimes(request: APIRequestContext): Promise<Record<string, number>> {
  const reply = await request.get('/java/v2/match/getPCLiveGameMatch')
  const envelope = liveStartsSchema.parse(await reply.json())
  return Object.fromEntries((envelope.result ?? []).map((m) => [m.id, m.startTime]))
}

const pushedSchema = z.object({ event: matchEventSchema })

/**
 * One point for `side` of a live match, pushed by the server's feed as its next event (POST /java/dev/feed,
 * a local run's feed control), so a story need not wait for the simulation to score.
 */
export async function pushPoint(
  request: APIRequestContext,
  matchId: string,
  side: 'home' | 'guest' = 'home',
  /** As the game's scoring incident (a goal, a kill…), which the match's timeline then lists. */
  incident = false,
): Promise<MatchEvent> {
  const data = incident ? { matchId, side, incident } : { matchId, side }
  const reply = await request.post('/java/dev/feed', { data, headers: { sysType: 'PC' } })
  if (!reply.ok()) throw new Error(`The feed did not push for ${matchId}: ${reply.status()} ${await reply.text()}`)
  return pushedSchema.parse(await reply.json()).event
}
