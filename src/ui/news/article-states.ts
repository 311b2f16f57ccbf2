import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ArticleState } from '../../../protocol/articles'

const STATES = {
  draft: msg`草稿`,
  submitted: msg`审核中`,
  rejected: msg`已驳回`,
  published: msg`已发布`,
  unpublished: msg`已下线`,
} as const

export function articleStateLabel(state: ArticleState, i18n: I18n): string {
  return i18n._(STATES[state])
}
