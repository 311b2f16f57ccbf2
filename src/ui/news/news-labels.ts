import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ArticleKind } from '../../../protocol/news'

const KINDS = { preview: msg`前瞻`, report: msg`战报` } as const

export function kindLabel(kind: ArticleKind, i18n: I18n): string {
  return i18n._(KINDS[kind])
}
