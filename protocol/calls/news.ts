import { z } from 'zod'
import { MESSAGES } from '../messages'
import { articleSchema, articleSummarySchema } from '../news'
import { type CallDef, queryInt } from './call-def'
import { GAME_SEGMENT, NEWS_GAMES, newsGameSchema } from './game-paths'

const gamePath = { game: GAME_SEGMENT }
const list = z.object({ list: z.array(articleSummarySchema), total: z.number().int().min(0) })

export const NEWS_CALLS = {
  newsHot: {
    method: 'GET',
    path: '/news/getHotNewsByGame',
    summary: 'The most read articles of the last 7 days, of one game or of all.',
    input: z
      .object({ game: z.enum(NEWS_GAMES as [string, ...string[]], { error: MESSAGES.unknownGame.id }).optional() })
      .strict(),
    result: z.object({ list: z.array(articleSummarySchema) }),
  },
  newsList: {
    method: 'GET',
    path: '/{game}/{type}/{pageIndex}',
    summary:
      "A game's articles, newest first, 20 a page ('hot': most read of all games; 'recommend': newest of all games). Text in the request's language.",
    input: z.object({ game: newsGameSchema, type: z.string().max(16), pageIndex: queryInt.min(1).max(500) }).strict(),
    paramPatterns: gamePath,
    result: list,
  },
  newsArticle: {
    method: 'GET',
    path: '/{game}/news{id}',
    summary: 'One article with its match and related articles; counts a view.',
    input: z.object({ game: newsGameSchema, id: queryInt.min(1) }).strict(),
    paramPatterns: gamePath,
    result: articleSchema,
  },
  newsOfMatch: {
    method: 'GET',
    path: '/{game}/{matchId}',
    summary: "A match's articles: its preview and, once it has ended, its report.",
    input: z.object({ game: newsGameSchema, matchId: z.string().min(1).max(64) }).strict(),
    paramPatterns: gamePath,
    result: z.object({ list: z.array(articleSummarySchema) }),
  },
} as const satisfies Record<string, CallDef>
