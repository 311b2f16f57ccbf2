import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ListedKind } from '../../../protocol/news'

const KINDS = { preview: msg`前瞻`, report: msg`战报`, article: msg`专栏` } as const

export function kindLabel(kind: ListedKind, i18n: I18n): string {
  return i18n._(KINDS[kind])
}
