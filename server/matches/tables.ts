import { bigint, bigserial, index, integer, jsonb, pgTable, primaryKey, real, text, unique } from 'drizzle-orm/pg-core'
import type { Incident, MatchLiveState, PeriodScore } from '../../protocol/match'

// The catalogue (leagues, teams, players; written by server/seed) and the matches with their events (written
// by server/feed/store.ts): the typed view of migrations/0001–0006. Listed in server/tables.ts.

export const leagues = pgTable(
  'leagues',
  {
    id: text('id').primaryKey(),
    gameId: integer('game_id').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    shortName: text('short_name').notNull(),
    region: text('region').notNull(),
    tier: integer('tier').notNull().default(1),
    logo: text('logo'),
    source: text('source').notNull(),
  },
  (t) => [index('leagues_game_idx').on(t.gameId)],
)

export const teams = pgTable(
  'teams',
  {
    id: text('id').primaryKey(),
    gameId: integer('game_id').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en').notNull(),
    shortName: text('short_name').notNull(),
    country: text('country'),
    logo: text('logo'),
    source: text('source').notNull(),
  },
  (t) => [index('teams_game_idx').on(t.gameId)],
)

export const leagueTeams = pgTable(
  'league_teams',
  {
    leagueId: text('league_id')
      .notNull()
      .references(() => leagues.id),
    teamId: text('team_id')
      .notNull()
      .references(() => teams.id),
  },
  (t) => [primaryKey({ columns: [t.leagueId, t.teamId] })],
)

export const players = pgTable('players', {
  id: text('id').primaryKey(),
  gameId: integer('game_id').notNull(),
  teamId: text('team_id').references(() => teams.id),
  nickname: text('nickname').notNull(),
  realName: text('real_name').notNull(),
  role: text('role').notNull(),
  country: text('country'),
  birthDate: text('birth_date'),
  source: text('source').notNull(),
})

export const matches = pgTable('matches', {
  id: text('id').primaryKey(),
  gameId: integer('game_id').notNull(),
  leagueId: text('league_id')
    .notNull()
    .references(() => leagues.id),
  homeTeamId: text('home_team_id')
    .notNull()
    .references(() => teams.id),
  guestTeamId: text('guest_team_id')
    .notNull()
    .references(() => teams.id),
  startTime: bigint('start_time', { mode: 'number' }).notNull(),
  bestOf: integer('best_of').notNull().default(1),
  status: text('status').$type<MatchLiveState['status']>().notNull(),
  phase: text('phase').$type<MatchLiveState['phase']>().notNull(),
  period: integer('period').notNull().default(0),
  clock: integer('clock').notNull().default(0),
  homeScore: integer('home_score').notNull().default(0),
  guestScore: integer('guest_score').notNull().default(0),
  periods: jsonb('periods').$type<PeriodScore[]>().notNull().default([]),
  winRate: real('win_rate'),
  seq: integer('seq').notNull().default(0),
  playbackUrl: text('playback_url'),
  updatedAt: bigint('updated_at', { mode: 'number' }).notNull(),
  delayedSince: bigint('delayed_since', { mode: 'number' }),
})

export const matchEvents = pgTable(
  'match_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    matchId: text('match_id')
      .notNull()
      .references(() => matches.id),
    gameId: integer('game_id').notNull(),
    seq: integer('seq').notNull(),
    type: text('type').$type<'score' | 'status' | 'incident' | 'correction'>().notNull(),
    at: bigint('at', { mode: 'number' }).notNull(),
    state: jsonb('state').$type<MatchLiveState>().notNull(),
    incident: jsonb('incident').$type<Incident>(),
    retracts: integer('retracts'),
  },
  (t) => [unique().on(t.matchId, t.seq)],
)
