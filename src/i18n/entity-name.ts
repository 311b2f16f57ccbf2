import type { LocalizedNames } from '../../protocol/entity-names'

// Which name of a team, league or player a page prints: the one place that chooses, so every list, card,
// header and table agrees. Chinese pages print the catalogue's name (traditional Chinese converted on the
// server for zh_TW); English prints the English name; every other language falls back to English (the
// catalogue has no third language, and a Latin name is far more legible to a Thai or Arabic reader than
// Chinese), then to the Chinese name when the catalogue has no English one.

export type Named = { name: string; names?: LocalizedNames | undefined }

/** The entity's name for `locale` (a Lingui locale id such as zh_CN, en, ar). */
export function entityName(entity: Named, locale: string): string {
  if (locale === 'zh_CN') return entity.name
  if (locale === 'zh_TW') return entity.names?.zh_TW ?? entity.name
  return entity.names?.en ?? entity.name
}

/** A match's league name for `locale`. */
export function leagueNameOf(match: { leagueName: string; leagueNames?: LocalizedNames | undefined }, locale: string) {
  return entityName({ name: match.leagueName, names: match.leagueNames }, locale)
}
