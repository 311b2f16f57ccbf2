import * as OpenCC from 'opencc-js'
import { pinyin } from 'pinyin-pro'

// How names and queries are folded so that every way a Chinese user types a name meets the same terms:
// traditional characters become simplified (OpenCC), full-width forms half-width (NFKC), Latin letters lower
// case; Chinese names also get their pinyin (xiaohu) and pinyin initials (bjjdg for 北京JDG).

const toSimplified = OpenCC.Converter({ from: 't', to: 'cn' })
const HAN = /\p{Script=Han}/u

/** Simplified, NFKC, lower case, single spaces. */
export function fold(text: string): string {
  return toSimplified(text.normalize('NFKC')).toLowerCase().replace(/\s+/g, ' ').trim()
}

/** The folded text without spaces and punctuation (for "paris saint-germain" typed as "parissaint"). */
export function compact(folded: string): string {
  return folded.replace(/[\s\p{P}\p{S}]+/gu, '')
}

/** Every form of a name that a search should find it by; Chinese names add pinyin and initials. */
export function termsOf(names: readonly (string | null | undefined)[]): string[] {
  const terms = new Set<string>()
  for (const name of names) {
    if (!name) continue
    const folded = fold(name)
    if (!folded) continue
    terms.add(folded)
    terms.add(compact(folded))
    if (HAN.test(folded)) {
      const syllables = pinyin(folded, { toneType: 'none', type: 'array', nonZh: 'consecutive', v: true })
      const initials = pinyin(folded, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'consecutive' })
      terms.add(compact(syllables.join('').toLowerCase()))
      terms.add(compact(initials.join('').toLowerCase()))
    }
  }
  terms.delete('')
  return [...terms]
}

/** A search term's LIKE pattern part: the wildcard and escape characters taken literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`)
}
