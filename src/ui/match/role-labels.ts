import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

// The seed stores player roles as keys (the catalogue is language-neutral); these are their names.
const ROLE_LABELS: Record<string, MessageDescriptor> = {
  top: msg`上单`,
  jungle: msg`打野`,
  mid: msg`中单`,
  bot: msg`下路`,
  support: msg`辅助`,
  carry: msg`核心`,
  offlane: msg`劣势路`,
  softSupport: msg`四号位辅助`,
  hardSupport: msg`五号位辅助`,
  clash: msg`对抗路`,
  farm: msg`发育路`,
  roam: msg`游走`,
  dragon: msg`发育路`,
  baron: msg`对抗路`,
  igl: msg`指挥`,
  awper: msg`狙击手`,
  rifler: msg`步枪手`,
  entry: msg`突破手`,
  fragger: msg`突击手`,
  scout: msg`侦察`,
  goalkeeper: msg`门将`,
  defender: msg`后卫`,
  midfielder: msg`中场`,
  forward: msg`前锋`,
  guard: msg`后卫`,
  center: msg`中锋`,
  // Stand-ins the seed gives players without a position: a bench player, and a player of no stated role.
  // (in context 'role': one person's role, where the same words elsewhere head a list: "Substitutes", "Players")
  substitute: msg({ message: '替补', context: 'role' }),
  player: msg({ message: '选手', context: 'role' }),
}

/** The localized name of a role key, or the key itself for a role this list does not know. */
export function roleLabel(role: string, translate: (descriptor: MessageDescriptor) => string): string {
  const descriptor = ROLE_LABELS[role]
  return descriptor ? translate(descriptor) : role
}
