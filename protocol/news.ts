import { z } from 'zod'
import { articleAuthorSchema, articleBodySchema } from './articles'
import { incidentKindSchema, matchSchema } from './match'

/**
 * News written from the feed (§2 /news/{game}, /news/{game?}/{id}; issue #12): a preview before a match
 * starts and a report once it has ended. The server keeps the facts of each article and writes its text in
 * the reader's language (Chinese, traditional Chinese or English; other languages read the English).
 */
export const NEWS_LIMITS = {
  pageSize: 20,
  hotSize: 10,
  /** A preview is written this long before the start. */
  previewAheadMs: 24 * 60 * 60 * 1000,
  /** A report is written for matches that ended within this long (older ones stay without). */
  reportWithinMs: 12 * 60 * 60 * 1000,
  /** Hot lists count the articles of this many days. */
  hotDays: 7,
  keyIncidents: 8,
} as const

export const articleKindSchema = z.enum(['preview', 'report'])
export type ArticleKind = z.infer<typeof articleKindSchema>

/** A team as articles name it: its Chinese name and, when the catalogue has one, its English name. */
const teamFactsSchema = z.object({ id: z.string(), name: z.string(), nameEn: z.string().nullable() })
const resultSchema = z.enum(['W', 'D', 'L'])

/** What a preview is written from: the teams' last results and their last meetings. */
export const previewFactsSchema = z.object({
  kind: z.literal('preview'),
  leagueName: z.string(),
  leagueNameEn: z.string().nullable(),
  home: teamFactsSchema,
  guest: teamFactsSchema,
  startTime: z.number().int(),
  bestOf: z.number().int(),
  /** Newest first, up to five each. */
  form: z.object({ home: z.array(resultSchema), guest: z.array(resultSchema) }),
  meetings: z.array(
    z.object({
      startTime: z.number().int(),
      homeId: z.string(),
      homeScore: z.number().int(),
      guestScore: z.number().int(),
    }),
  ),
})
export type PreviewFacts = z.infer<typeof previewFactsSchema>

/** What a report is written from: the final score, the periods and the key incidents. */
export const reportFactsSchema = z.object({
  kind: z.literal('report'),
  leagueName: z.string(),
  leagueNameEn: z.string().nullable(),
  home: teamFactsSchema,
  guest: teamFactsSchema,
  startTime: z.number().int(),
  bestOf: z.number().int(),
  homeScore: z.number().int(),
  guestScore: z.number().int(),
  periods: z.array(z.object({ home: z.number().int(), guest: z.number().int() })),
  /** Incidents per kind: [home, guest]. */
  counts: z.record(z.string(), z.tuple([z.number().int(), z.number().int()])),
  key: z.array(
    z.object({
      kind: incidentKindSchema,
      side: z.enum(['home', 'guest']).nullable(),
      period: z.number().int(),
      clock: z.number().int(),
      detail: z.string().nullable(),
    }),
  ),
  /** A battle royale's final points table, best first (absent for head-to-head matches and older reports). */
  lobby: z
    .array(
      z.object({
        name: z.string(),
        nameEn: z.string().nullable(),
        points: z.number().int(),
        kills: z.number().int(),
        wins: z.number().int(),
      }),
    )
    .optional(),
})
export type ReportFacts = z.infer<typeof reportFactsSchema>

export const articleFactsSchema = z.discriminatedUnion('kind', [previewFactsSchema, reportFactsSchema])
export type ArticleFacts = z.infer<typeof articleFactsSchema>

/** What a list shows: the feed's previews and reports, and 'article' for one written by a person. */
export const listedKindSchema = z.enum(['preview', 'report', 'article'])
export type ListedKind = z.infer<typeof listedKindSchema>

export const articleSummarySchema = z.object({
  id: z.number().int(),
  gameId: z.number().int(),
  kind: listedKindSchema,
  /** The match it is about: always for the feed's, when its author linked one for a person's. */
  matchId: z.string().nullable(),
  title: z.string(),
  summary: z.string(),
  publishedAt: z.number().int(),
  views: z.number().int().min(0),
  /** A person's article: its cover picture and its author (null for the feed's). */
  cover: z.string().nullable(),
  author: articleAuthorSchema.nullable(),
})
export type ArticleSummary = z.infer<typeof articleSummarySchema>

export const articleSchema = articleSummarySchema.extend({
  /** The feed's text; empty for a person's article, which has `body`. */
  paragraphs: z.array(z.string()),
  /** A person's article: the reviewed TipTap document (rendered by walking it, never as HTML). */
  body: articleBodySchema.nullable(),
  tags: z.array(z.string()),
  match: matchSchema.nullable(),
  related: z.array(articleSummarySchema),
})
export type Article = z.infer<typeof articleSchema>
