import * as OpenCC from 'opencc-js'
import type { LocalizedNames } from '../../protocol/entity-names'

// The other-language names of a catalogue entity (protocol/entity-names.ts): English from the catalogue's
// name_en, traditional Chinese converted from its Chinese name with OpenCC's Taiwan standard (the same
// conversion the news writer uses). Names are few (a few thousand teams and leagues) and every match read
// needs them, so conversions are kept.

const toTraditional = OpenCC.Converter({ from: 'cn', to: 'twp' })
const traditional = new Map<string, string>()

function traditionalOf(name: string): string {
  let converted = traditional.get(name)
  if (converted === undefined) {
    converted = toTraditional(name)
    traditional.set(name, converted)
  }
  return converted
}

/** `name` in English and traditional Chinese, leaving out what reads the same as `name`. */
export function localizedNames(name: string, nameEn: string | null | undefined): LocalizedNames {
  const names: LocalizedNames = {}
  if (nameEn && nameEn !== name) names.en = nameEn
  const zhTW = traditionalOf(name)
  if (zhTW !== name) names.zh_TW = zhTW
  return names
}
