import { z } from 'zod'
import { gameIdSchema } from '../game-schemas'
import { incidentKindSchema, matchSchema, teamRefSchema } from '../match'
import { type CallDef, queryInt } from './call-def'
import { leagueSummarySchema } from './league'

// The reference libraries (/leagueLibrary, /squadLibrary, /playerLibrary): the catalogue of leagues, teams and
// players with what the feed's results say about them. The spec shows no calls for them; these are ours.

/** Biggest page of a library list: a game has at most a few hundred teams and about a thousand players. */
export const LIBRARY_PAGE_MAX = 500
/** How many finished matches a team's or player's page looks back over (form chart, recent results). */
export const LIBRARY_HISTORY = 30

const id = z.string().min(1).max(64)
const resultSchema = z.enum(['won', 'drawn', 'lost'])
export type MatchResult = z.infer<typeof resultSchema>

const recordFields = {
  played: z.number().int().min(0).describe('Finished matches.'),
  won: z.number().int().min(0),
  drawn: z.number().int().min(0),
  lost: z.number().int().min(0),
  /** Won / played in percent, one decimal. */
  winRate: z.number().min(0).max(100),
}

/** A team as the library lists it: the catalogue's names and its record over every finished match. */
export const teamCardSchema = z.object({
  id: z.string(),
  gameId: z.number().int(),
  name: z.string(),
  nameEn: z.string(),
  shortName: z.string(),
  country: z.string().nullable(),
  logo: z.string().nullable(),
  leagueIds: z.array(z.string()),
  players: z.number().int().min(0).describe('Players on the roster.'),
  ...recordFields,
})
export type TeamCard = z.infer<typeof teamCardSchema>

/** A player as the library lists them. */
export const playerCardSchema = z.object({
  id: z.string(),
  gameId: z.number().int(),
  nickname: z.string(),
  realName: z.string(),
  /** Position or role as the game names it (e.g. 中单, 后卫, AWPer). */
  role: z.string(),
  country: z.string().nullable(),
  birthDate: z.string().nullable(),
  team: teamRefSchema.nullable(),
})
export type PlayerCard = z.infer<typeof playerCardSchema>

/** One point of a team's form over time: after each finished match, its result and win rate so far. */
export const formPointSchema = z.object({
  time: z.number().int().describe('Start of the match, epoch ms.'),
  matchId: z.string(),
  result: resultSchema,
  winRate: z.number().min(0).max(100).describe('Win rate over the matches up to this one, percent.'),
})

export const teamRecordSchema = z.object({
  ...recordFields,
  scoreFor: z.number().int().min(0),
  scoreAgainst: z.number().int().min(0),
})
export type TeamRecord = z.infer<typeof teamRecordSchema>

export const teamPageSchema = z.object({
  team: teamCardSchema,
  leagues: z.array(leagueSummarySchema.pick({ id: true, gameId: true, name: true, shortName: true, tier: true })),
  roster: z.array(playerCardSchema),
  record: teamRecordSchema,
  /** Results of the last five finished matches, newest first. */
  form: z.array(resultSchema).max(5),
  /** Finished matches, newest first; at most LIBRARY_HISTORY / 3. */
  recent: z.array(matchSchema),
  /** Live and not-started matches, soonest first; at most 10. */
  upcoming: z.array(matchSchema),
  /** Oldest first, the last LIBRARY_HISTORY finished matches. */
  formSeries: z.array(formPointSchema).max(LIBRARY_HISTORY),
  /** Teams it has played, most meetings first (for the head-to-head picker); at most 30. */
  opponents: z.array(teamRefSchema.extend({ meetings: z.number().int().min(1) })),
})
export type TeamPage = z.infer<typeof teamPageSchema>

export const headToHeadSchema = z.object({
  team: teamRefSchema,
  opponent: teamRefSchema,
  /** From the team's side. */
  record: teamRecordSchema,
  /** Their meetings, newest first; at most 20. */
  matches: z.array(matchSchema).max(20),
})
export type HeadToHead = z.infer<typeof headToHeadSchema>

/** What a player did in one finished match of their team: its incidents that name the player, by kind. */
export const playerMatchSchema = z.object({
  match: matchSchema,
  result: resultSchema,
  numbers: z.array(z.object({ kind: incidentKindSchema, count: z.number().int().min(1) })),
})
export type PlayerMatch = z.infer<typeof playerMatchSchema>

export const playerPageSchema = z.object({
  player: playerCardSchema,
  /** The team's finished matches the player's record counts (their team at the time is the current one). */
  record: z.object(recordFields),
  /** Totals of the incidents naming the player over those matches, by kind, most first. */
  totals: z.array(z.object({ kind: incidentKindSchema, count: z.number().int().min(1) })),
  /** Newest first; at most 10. */
  recent: z.array(playerMatchSchema).max(10),
  /** Oldest first: the key number (the game's first scoring kind) per finished match. */
  series: z.array(z.object({ time: z.number().int(), matchId: z.string(), value: z.number().int().min(0) })),
  /** The incident kind `series` counts (goal, basket, kill …), null when the game names no players in them. */
  seriesKind: incidentKindSchema.nullable(),
  teammates: z.array(playerCardSchema.omit({ team: true })),
})
export type PlayerPage = z.infer<typeof playerPageSchema>

export const leaguePageSchema = z.object({
  league: leagueSummarySchema,
  teams: z.array(teamCardSchema),
  /** Finished matches of the league. */
  played: z.number().int().min(0),
  /** Finished matches, newest first; at most 20. */
  recent: z.array(matchSchema).max(20),
  /** Live and not-started matches, soonest first; at most 20. */
  upcoming: z.array(matchSchema).max(20),
})
export type LibraryLeaguePage = z.infer<typeof leaguePageSchema>

const paging = {
  pageIndex: queryInt.min(1).max(10_000).default(1).describe('1-based page number.'),
  pageSize: queryInt.min(1).max(LIBRARY_PAGE_MAX).default(100).describe(`Rows per page, 1–${LIBRARY_PAGE_MAX}.`),
}

export const LIBRARY_CALLS = {
  libraryLeague: {
    method: 'GET',
    path: '/library/league',
    summary: 'A league’s overview: its teams with their records, finished and coming matches.',
    input: z.object({ leagueId: id }).strict(),
    result: leaguePageSchema,
  },
  libraryTeams: {
    method: 'GET',
    path: '/library/teams',
    summary: 'Teams of a game (or a league), by name, one page of them, each with its record.',
    input: z
      .object({
        gameId: queryInt.pipe(gameIdSchema).optional().describe('Only teams of this game.'),
        leagueId: id.optional().describe('Only teams of this league.'),
        ...paging,
      })
      .strict(),
    result: z.object({ list: z.array(teamCardSchema), total: z.number().int().min(0) }),
  },
  libraryTeam: {
    method: 'GET',
    path: '/library/team',
    summary: 'A team’s page: roster, record, form, recent and coming matches, form over time, opponents.',
    input: z.object({ teamId: id }).strict(),
    result: teamPageSchema,
  },
  libraryHeadToHead: {
    method: 'GET',
    path: '/library/headToHead',
    summary: 'Two teams’ meetings and the first team’s record against the second.',
    input: z.object({ teamId: id, opponentId: id }).strict(),
    result: headToHeadSchema,
  },
  libraryPlayers: {
    method: 'GET',
    path: '/library/players',
    summary: 'Players of a game (or a team), by nickname, one page of them.',
    input: z
      .object({
        gameId: queryInt.pipe(gameIdSchema).optional().describe('Only players of this game.'),
        teamId: id.optional().describe('Only players of this team.'),
        ...paging,
      })
      .strict(),
    result: z.object({ list: z.array(playerCardSchema), total: z.number().int().min(0) }),
  },
  libraryPlayer: {
    method: 'GET',
    path: '/library/player',
    summary: 'A player’s page: team, record, numbers per match and in total, a key number over time.',
    input: z.object({ playerId: id }).strict(),
    result: playerPageSchema,
  },
} as const satisfies Record<string, CallDef>
