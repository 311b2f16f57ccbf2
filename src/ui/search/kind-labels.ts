import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { SearchKind } from '../../../protocol/calls/search'

const KIND_NAMES = {
  league: msg`联赛`,
  team: msg`战队`,
  player: msg`选手`,
  match: msg`比赛`,
  anchor: msg`主播`,
  room: msg`直播间`,
} as const

export function kindLabel(kind: SearchKind, i18n: I18n): string {
  return i18n._(KIND_NAMES[kind])
}
