import { type APIRequestContext, expect } from '@playwright/test'
import { z } from 'zod'
import { addDays, beijingDay } from '../../protocol/calendar'
import { envelopeSchema } from '../../protocol/envelope'
import { type MatchEvent, matchEventSchema } from '../../protocol/match'
import { runNow } from './clock'

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

const PC = { sysType: 'PC' }

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

const liveListSchema = envelopeSchema(z.array(z.object({ id: z.string(), gameId: z.number() }).loose()))
const dayListSchema = envelopeSchema(
  z.object({ list: z.array(z.object({ id: z.string(), gameId: z.number(), status: z.string() }).loose()) }),
)

/**
 * A match in progress of one of `gameIds`. At an hour when the calendar has none in progress (the feed plays a
 * real day: at dawn in Beijing nothing may be on), one that has not started, today or tomorrow, kicks off now
 * through the local run's feed control (POST /java/dev/feed {start}), so a story does not depend on the time of
 * day.
 */
export async function matchInProgress(
  request: APIRequestContext,
  gameIds: ReadonlySet<number>,
): Promise<{ id: string; gameId: number }> {
  const live = liveListSchema.parse(await (await request.get('/java/v2/match/getPCLiveGameMatch')).json())
  // The list is in start order: the one that started last has the longest left to play (the first ones may end
  // while a test still needs them live: an anchor's broadcast of a match outside the live window is refused).
  const inProgress = (live.result ?? []).filter((m) => gameIds.has(m.gameId)).at(-1)
  if (inProgress) return inProgress
  const today = beijingDay(runNow())
  for (const day of [today, addDays(today, 1)]) {
    const reply = await request.post('/java/match/pcMatches', { data: { day, pageSize: 1000 }, headers: PC })
    const upcoming = (dayListSchema.parse(await reply.json()).result?.list ?? []).find(
      (m) => m.status === 'notStarted' && gameIds.has(m.gameId),
    )
    if (!upcoming) continue
    const started = await request.post('/java/dev/feed', { data: { matchId: upcoming.id, start: true }, headers: PC })
    expect(started.ok(), await started.text()).toBe(true)
    return upcoming
  }
  throw new Error(`no match of games ${[...gameIds].join(', ')} in progress or to come today or tomorrow`)
}
