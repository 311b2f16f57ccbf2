import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { gameById } from '../../protocol/games'
import type { Match, MatchEvent } from '../../protocol/match'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import type { Database } from '../db/client'
import { liveRooms } from '../live/tables'
import { matchesByIds } from '../matches/read'
import type { LivePublisher } from '../realtime/live-publisher'
import { appendChatMessage } from './messages'

/** A system line to post: a message id of LIVE_MESSAGES and its values (team names from the match). */
type SystemLine = { text: string; params: (match: Match) => Record<string, string> }

const GOALS = new Set(['goal', 'ownGoal', 'penaltyGoal'])

/**
 * Which match events are worth a line in the chat, and which are not: chat is for people, so only the
 * moments a viewer would shout about. Football: every goal (an own goal counts for the side it scores for).
 * MOBA games: first blood of each game (kills come every few seconds; one line per kill would drown the
 * chat) and each game won. CS: each map won (rounds are too frequent). Every game: the match's end.
 * Basketball baskets, battle-royale kills and picks/bans stay in the score panel.
 */
export function systemLineOf(event: MatchEvent): SystemLine | null {
  const { incident, state } = event
  if (event.type === 'status' && state.status === 'closed' && state.phase === 'ended') {
    return {
      text: LIVE_MESSAGES.systemMatchEnded.id,
      params: (match) => ({
        home: match.home.name,
        guest: match.guest.name,
        score: `${state.homeScore}-${state.guestScore}`,
      }),
    }
  }
  if (!incident?.side) return null
  const side = incident.side
  const team = (match: Match) => (side === 'home' ? match.home.name : match.guest.name)
  const kind = gameById(event.gameId)?.kind
  if (kind === 'football' && GOALS.has(incident.kind) && incident.points > 0) {
    // In a shoot-out the kicks count in their period only: show the shoot-out's score.
    const shootOut = state.phase === 'penalties' ? state.periods.find((p) => p.index === incident.period) : undefined
    const score = shootOut ? `${shootOut.home}-${shootOut.guest}` : `${state.homeScore}-${state.guestScore}`
    return { text: LIVE_MESSAGES.systemGoal.id, params: (match) => ({ team: team(match), score }) }
  }
  if (kind === 'moba' && incident.kind === 'kill') {
    const game = state.periods.find((p) => p.index === incident.period)
    // First blood: the kill that took the game's kill score off 0-0.
    if (!game || game.home + game.guest !== incident.points) return null
    const score = `${game.home}-${game.guest}`
    return { text: LIVE_MESSAGES.systemKill.id, params: (match) => ({ team: team(match), score }) }
  }
  if ((kind === 'moba' && incident.kind === 'gameWon') || (kind === 'fps' && incident.kind === 'mapWon')) {
    const period = String(incident.period)
    return { text: LIVE_MESSAGES.systemPeriodWon.id, params: (match) => ({ team: team(match), period }) }
  }
  return null
}

/**
 * Posts system lines (kind 'system': `text` a message id, `params` its values, shown in each reader's
 * language) to the chat of every live room linked to the match of a notable event. Called with each
 * batch the feed committed; batches are handled one after another so lines keep the events' order.
 * Most events are not notable and cost nothing; a notable one costs one query for the rooms.
 */
export function createMatchChatRelay(options: { db: Database; live: LivePublisher; log: FastifyBaseLogger }): {
  onMatchEvents(events: MatchEvent[]): Promise<void>
} {
  const { db, live, log } = options
  let queue: Promise<void> = Promise.resolve()

  const relay = async (events: MatchEvent[]) => {
    const notable = events.flatMap((event) => {
      const line = systemLineOf(event)
      return line ? [{ event, line }] : []
    })
    if (notable.length === 0) return
    const matchIds = [...new Set(notable.map(({ event }) => event.matchId))]
    const rooms = await db
      .select({ roomId: liveRooms.id, matchId: liveRooms.matchId })
      .from(liveRooms)
      .where(and(eq(liveRooms.state, 'live'), inArray(liveRooms.matchId, matchIds)))
    if (rooms.length === 0) return
    const matches = new Map((await matchesByIds(db, matchIds)).map((match) => [match.id, match]))
    for (const { event, line } of notable) {
      const match = matches.get(event.matchId)
      if (!match) continue
      for (const room of rooms) {
        if (room.matchId !== event.matchId) continue
        const message = await appendChatMessage(db, {
          roomId: room.roomId,
          kind: 'system',
          uid: null,
          username: null,
          level: null,
          text: line.text,
          params: line.params(match),
          giftId: null,
          giftCount: null,
          removes: null,
          at: event.at,
        })
        live.chat(message)
      }
    }
  }

  return {
    onMatchEvents(events) {
      queue = queue
        .then(() => relay(events))
        .catch((error: unknown) => log.error({ err: error }, 'match chat relay failed'))
      return queue
    },
  }
}
