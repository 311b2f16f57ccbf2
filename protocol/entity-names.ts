import { z } from 'zod'

/**
 * A team's, league's or player's name in the languages the catalogue has besides its own (Chinese) `name`:
 * English from the seed data and traditional Chinese converted from the Chinese (OpenCC, on the server).
 * A language is left out when it reads the same as `name`, so most esports teams ("T1") carry nothing.
 * Every other locale shows English, then Chinese (entityName chooses).
 */
export const localizedNamesSchema = z.object({
  en: z.string().optional(),
  zh_TW: z.string().optional(),
})
export type LocalizedNames = z.infer<typeof localizedNamesSchema>

export type Named = { name: string; names?: LocalizedNames | undefined }

/**
 * Which name of a team, league or player a page prints, for `locale` (a Lingui locale id such as zh_CN, en,
 * ar): the one place that chooses, so every list, card, header and table agrees — and the server's first
 * screen of a match page (server/http/match-page.ts) with them. Chinese pages print the catalogue's name
 * (traditional Chinese converted on the server for zh_TW); English prints the English name; every other
 * language falls back to English (the catalogue has no third language, and a Latin name is far more legible
 * to a Thai or Arabic reader than Chinese), then to the Chinese name when the catalogue has no English one.
 */
export function entityName(entity: Named, locale: string): string {
  if (locale === 'zh_CN') return entity.name
  if (locale === 'zh_TW') return entity.names?.zh_TW ?? entity.name
  return entity.names?.en ?? entity.name
}

/** A match's league name for `locale`. */
export function leagueNameOf(match: { leagueName: string; leagueNames?: LocalizedNames | undefined }, locale: string) {
  return entityName({ name: match.leagueName, names: match.leagueNames }, locale)
}
