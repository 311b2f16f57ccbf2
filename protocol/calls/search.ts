import { z } from 'zod'
import { gameIdSchema } from '../game-schemas'
import { SEARCH_MESSAGES } from '../messages/search'
import { SEARCH_KINDS } from '../search-kinds'
import { type CallDef, queryInt } from './call-def'

/** The longest search text, in characters. */
export const SEARCH_TEXT_MAX = 50
/** What the search finds; adding a kind is one entry here and its indexing in server/search. */
export const searchKindSchema = z.enum(SEARCH_KINDS)
export type SearchKind = z.infer<typeof searchKindSchema>

const searchText = z
  .string({ error: SEARCH_MESSAGES.textRequired.id })
  .trim()
  .min(1, { error: SEARCH_MESSAGES.textRequired.id })
  .max(SEARCH_TEXT_MAX, { error: SEARCH_MESSAGES.textTooLong.id })
  .describe('What was typed: Chinese, pinyin, pinyin initials, English or traditional characters.')

export const searchHitSchema = z.object({
  kind: searchKindSchema,
  /** The entity's id: league, team, player or match id; an anchor's uid; a live room's id. */
  id: z.string(),
  gameId: z.number().int().nullable(),
  title: z.string(),
  /** A second line: a team's English name, a player's team, a match's league, an anchor's room title. */
  subtitle: z.string(),
  /** 3 exact, 2 prefix, 1 substring of one of the entity's names. */
  match: z.number().int().min(1).max(3),
})
export type SearchHit = z.infer<typeof searchHitSchema>

export const searchGroupSchema = z.object({
  kind: searchKindSchema,
  total: z.number().int().min(0),
  list: z.array(searchHitSchema),
})
export type SearchGroup = z.infer<typeof searchGroupSchema>

export const SEARCH_CALLS = {
  search: {
    method: 'GET',
    path: '/search',
    summary:
      'Leagues, teams, players, current matches, anchors and live rooms whose names match the text, grouped ' +
      'by kind (best first: exact, prefix, substring, then popularity), one page of each group.',
    input: z
      .object({
        text: searchText,
        kind: searchKindSchema.optional().describe('Only this kind (to page through one group).'),
        gameId: queryInt.pipe(gameIdSchema).optional(),
        pageIndex: queryInt.min(1).max(1_000).default(1),
        pageSize: queryInt.min(1).max(50).default(10).describe('Hits per group, 1–50.'),
      })
      .strict(),
    result: z.object({ groups: z.array(searchGroupSchema) }),
  },
  searchSuggest: {
    method: 'GET',
    path: '/search/suggest',
    summary: 'The best hits over every kind for the header’s suggestions as the user types.',
    input: z.object({ text: searchText, limit: queryInt.min(1).max(10).default(8) }).strict(),
    result: z.array(searchHitSchema).max(10),
  },
} as const satisfies Record<string, CallDef>
