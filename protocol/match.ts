import { z } from 'zod'
import { localizedNamesSchema } from './entity-names'
import { matchDetailSchema } from './match-detail'

/** Match status of the spec's §4: not started, in progress, closed. */
export const matchStatusSchema = z.enum(['notStarted', 'live', 'closed'])
export type MatchStatus = z.infer<typeof matchStatusSchema>

/**
 * Where a match is inside its status (§4): half time, overtime, penalty kicks, ended; innings, sets,
 * quarters, halves, and BP (ban/pick) for esports. The client localizes these names.
 */
export const matchPhaseSchema = z.enum([
  'scheduled',
  'firstHalf',
  'halfTime',
  'secondHalf',
  'extraTime',
  'penalties',
  'quarter',
  'overtime',
  'bp',
  'inGame',
  'betweenGames',
  'round',
  'ended',
  'postponed',
  'cancelled',
])
export type MatchPhase = z.infer<typeof matchPhaseSchema>

export const teamRefSchema = z.object({
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  logo: z.string().nullable(),
  /** `name` in English and traditional Chinese; absent from data cached before names were sent. */
  names: localizedNamesSchema.optional(),
})
export type TeamRef = z.infer<typeof teamRefSchema>

/** One set, map, game, quarter or half of a match and its score. */
export const periodScoreSchema = z.object({
  /** 1-based index of the period inside the match. */
  index: z.number().int().min(1),
  home: z.number().int().min(0),
  guest: z.number().int().min(0),
})
export type PeriodScore = z.infer<typeof periodScoreSchema>

/** One team's line of a battle-royale lobby's points table (protocol/match-detail.ts has the whole table). */
export const lobbyStandingSchema = z.object({
  teamId: z.string(),
  name: z.string(),
  names: localizedNamesSchema.optional(),
  points: z.number().int(),
  kills: z.number().int(),
})
export type LobbyStanding = z.infer<typeof lobbyStandingSchema>

/**
 * A battle-royale match's lobby at a glance, for lists and cards: PUBG's 16 teams are not a head-to-head,
 * so rows show the leaders and the round instead of home against guest. Three lines keep it small enough to
 * ride on every event of such a match; the whole table stays in the detail.
 */
export const lobbySchema = z.object({
  /** Rounds the match plays (its period is the current round). */
  rounds: z.number().int().min(1),
  /** The best three teams by points, best first. */
  leaders: z.array(lobbyStandingSchema).max(3),
})
export type Lobby = z.infer<typeof lobbySchema>

/** The live state of a match: what every pushed event patches. */
export const matchLiveStateSchema = z.object({
  status: matchStatusSchema,
  phase: matchPhaseSchema,
  /** Current period (quarter, map, game, half); 0 before the start. */
  period: z.number().int().min(0),
  /** Seconds played in the current period, as the feed last reported it. */
  clock: z.number().int().min(0),
  homeScore: z.number().int().min(0),
  guestScore: z.number().int().min(0),
  periods: z.array(periodScoreSchema),
  /** Live win rate of the home side in percent (0–100); null when the feed gives none. */
  winRate: z.number().min(0).max(100).nullable(),
  /** Battle royale only: the lobby's leaders and round count; absent for every other kind. */
  lobby: lobbySchema.optional(),
  /**
   * While a real data provider has not answered for a while: when its last good answer came (epoch ms), so
   * pages say 数据延迟 with that time; null once it answers again (absent: never late).
   */
  delayedSince: z.number().int().nullable().optional(),
})
export type MatchLiveState = z.infer<typeof matchLiveStateSchema>

/** A match before its start: 0:0, no period, no win chance yet. */
export const NOT_STARTED_STATE: Readonly<MatchLiveState> = Object.freeze({
  status: 'notStarted',
  phase: 'scheduled',
  period: 0,
  clock: 0,
  homeScore: 0,
  guestScore: 0,
  periods: [],
  winRate: null,
})

/** A match as lists and detail pages show it (§3 Match). */
export const matchSchema = matchLiveStateSchema.extend({
  id: z.string(),
  gameId: z.number().int(),
  leagueId: z.string(),
  leagueName: z.string(),
  leagueNames: localizedNamesSchema.optional(),
  home: teamRefSchema,
  guest: teamRefSchema,
  /** Start time, epoch milliseconds. */
  startTime: z.number().int(),
  /** Best-of count for series (esports); 1 for sports. */
  bestOf: z.number().int().min(1),
  /** Sequence of the last event applied to this state. */
  seq: z.number().int().min(0),
  /** A playback (replay) link once the match has one. */
  playbackUrl: z.string().nullable(),
})
export type Match = z.infer<typeof matchSchema>

export const incidentKindSchema = z.enum([
  'goal',
  'ownGoal',
  'penaltyGoal',
  /** A penalty shoot-out kick that missed (scored kicks are penaltyGoal in the shoot-out's period). */
  'penaltyMissed',
  'yellowCard',
  'redCard',
  'corner',
  'substitution',
  'kill',
  'tower',
  'dragon',
  'baron',
  'roshan',
  'roundWon',
  'mapWon',
  'gameWon',
  'basket',
  'elimination',
  'pick',
  'ban',
])
export type IncidentKind = z.infer<typeof incidentKindSchema>

export const incidentSchema = z.object({
  kind: incidentKindSchema,
  side: z.enum(['home', 'guest']).nullable(),
  /** Period and clock at which it happened. */
  period: z.number().int().min(0),
  clock: z.number().int().min(0),
  /** Points it added to the side's score in the current period (a basket of 3 adds 3). */
  points: z.number().int().min(0),
  /** Player, hero or map name when the feed gives one. */
  detail: z.string().nullable(),
})
export type Incident = z.infer<typeof incidentSchema>

export const matchEventTypeSchema = z.enum(['score', 'status', 'incident', 'correction'])

/**
 * One change of one match, as stored by the server and pushed to clients. `seq` is per match and gapless
 * from 1; `id` is a global cursor across all matches. `state` is the match's whole live state after the
 * event, so applying the newest event alone is always correct; incidents need every event in order.
 */
export const matchEventSchema = z.object({
  id: z.number().int().min(1),
  matchId: z.string(),
  gameId: z.number().int(),
  seq: z.number().int().min(1),
  type: matchEventTypeSchema,
  /** Server time of the event, epoch milliseconds. */
  at: z.number().int(),
  state: matchLiveStateSchema,
  incident: incidentSchema.nullable(),
  /** For a correction: the seq of the event it retracts. */
  retracts: z.number().int().min(1).nullable(),
  /** The match's whole detail after the event, present only on events that changed it (see match-detail.ts). */
  detail: matchDetailSchema.nullable().optional(),
})
export type MatchEvent = z.infer<typeof matchEventSchema>

/**
 * How the ids of the real data providers' matches begin (the mapping.ts of each provider under server/feed). Their win chances come from
 * the portal's models with no opinion of the teams (the simulator's know its teams' strengths).
 */
export const PROVIDER_MATCH_PREFIXES = { pandascore: 'ps-', 'api-football': 'af-', 'api-basketball': 'ab-' } as const

/** Whether a match comes from a real data provider rather than the built-in simulator. */
export function fromRealProvider(matchId: string): boolean {
  return Object.values(PROVIDER_MATCH_PREFIXES).some((prefix) => matchId.startsWith(prefix))
}
