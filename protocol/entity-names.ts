import { z } from 'zod'

/**
 * A team's, league's or player's name in the languages the catalogue has besides its own (Chinese) `name`:
 * English from the seed data and traditional Chinese converted from the Chinese (OpenCC, on the server).
 * A language is left out when it reads the same as `name`, so most esports teams ("T1") carry nothing.
 * Every other locale shows English, then Chinese (src/i18n/entity-name.ts chooses).
 */
export const localizedNamesSchema = z.object({
  en: z.string().optional(),
  zh_TW: z.string().optional(),
})
export type LocalizedNames = z.infer<typeof localizedNamesSchema>
