import { sql } from 'drizzle-orm'
import type { SearchGroup, SearchHit, SearchKind } from '../../protocol/calls/search'
import type { Database } from '../db/client'
import { rowsOf } from '../db/rows'
import { compact, fold, likeLiteral } from './fold'

type Query = { text: string; kind?: SearchKind; gameId?: number }
type Row = {
  kind: SearchKind
  id: string
  game_id: number | null
  title: string
  subtitle: string
  match: number
  total: number
}

/** The folded forms of what was typed (as typed, and without spaces and punctuation), none when empty. */
function formsOf(text: string): string[] {
  const folded = fold(text).replaceAll('|', ' ').trim()
  return [...new Set([folded, compact(folded)])].filter((form) => form.length > 0)
}

/**
 * The entries matching `text`, ranked: 3 when a term equals it, 2 when a term starts with it, 1 when it is
 * inside a term (a match one step lower: its terms are its teams' names); then popularity, then title. `perKind` rows of each kind from `offset`, with each kind's
 * total. All values are bound parameters; LIKE's wildcards in the text are taken literally.
 */
async function ranked(db: Database, query: Query, perKind: number, offset: number): Promise<Row[]> {
  const forms = formsOf(query.text)
  if (forms.length === 0) return []
  const any = (pattern: (literal: string) => string, column = sql`terms`) =>
    sql.join(
      forms.map((form) => sql`${column} LIKE ${pattern(likeLiteral(form))} ESCAPE '\\'`),
      sql` OR `,
    )
  const bounded = sql`'|' || terms || '|'`
  const result = await db.execute(sql`
    SELECT kind, id, game_id, title, subtitle, match, total FROM (
      SELECT kind, id, game_id, title, subtitle, match,
             count(*) OVER (PARTITION BY kind)::int AS total,
             row_number() OVER (PARTITION BY kind ORDER BY match DESC, popularity DESC, title, id) AS n
        FROM (SELECT *, CASE WHEN ${any((l) => `%|${l}|%`, bounded)} THEN 3
                             WHEN ${any((l) => `%|${l}%`, bounded)} THEN 2 ELSE 1 END
                        -- A match is found by its teams' names, not its own: one step below them.
                        - CASE WHEN kind = 'match' AND ${any((l) => `%|${l}%`, bounded)} THEN 1 ELSE 0 END AS match
                FROM search_entries
               WHERE (${any((l) => `%${l}%`)})
                 ${query.kind ? sql`AND kind = ${query.kind}` : sql``}
                 ${query.gameId !== undefined ? sql`AND game_id = ${query.gameId}` : sql``}) AS hits
    ) AS numbered
    WHERE n > ${offset} AND n <= ${offset + perKind}
    ORDER BY match DESC, kind, n`)
  return rowsOf<Row>(result)
}

const hitOf = (row: Row): SearchHit => ({
  kind: row.kind,
  id: row.id,
  gameId: row.game_id === null ? null : Number(row.game_id),
  title: row.title,
  subtitle: row.subtitle,
  match: Number(row.match),
})

const KIND_ORDER: readonly SearchKind[] = ['team', 'player', 'league', 'match', 'anchor', 'room']

/** One page of each kind's hits (or of `query.kind`'s only), groups in a fixed order, empty ones left out. */
export async function searchGroups(
  db: Database,
  query: Query,
  paging: { pageIndex: number; pageSize: number },
): Promise<SearchGroup[]> {
  const rows = await ranked(db, query, paging.pageSize, (paging.pageIndex - 1) * paging.pageSize)
  const groups = new Map<SearchKind, SearchGroup>()
  for (const row of rows) {
    const group = groups.get(row.kind) ?? { kind: row.kind, total: Number(row.total), list: [] }
    group.list.push(hitOf(row))
    groups.set(row.kind, group)
  }
  return KIND_ORDER.flatMap((kind) => {
    const group = groups.get(kind)
    return group ? [group] : []
  })
}

/** The best `limit` hits over every kind: each kind's best few, then by match and popularity. */
export async function suggestions(db: Database, text: string, limit: number): Promise<SearchHit[]> {
  const rows = await ranked(db, { text }, limit, 0)
  return rows
    .map(hitOf)
    .sort((a, b) => b.match - a.match)
    .slice(0, limit)
}
