import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { BlindBoxPrize, PrizeKind } from '../../../protocol/blindbox'

const KINDS: Record<PrizeKind, MessageDescriptor> = {
  coins: msg`金币`,
  mallItem: msg`商城好礼`,
  badge: msg`徽章`,
}

export const prizeKindLabel = (kind: PrizeKind, i18n: I18n) => i18n._(KINDS[kind])

/** Basis points as a percentage with two decimals (4500 → 45.00%), in the UI's language. */
export function formatOdds(oddsBp: number, locale: string): string {
  return new Intl.NumberFormat(locale.replace('_', '-'), {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(oddsBp / 10_000)
}

/** The top-tier prizes' names, as the guarantee promises them ("A或B"). */
export function topPrizeNames(prizes: readonly BlindBoxPrize[], i18n: I18n): string {
  const or = i18n._(msg`或`)
  return prizes
    .filter((p) => p.top)
    .map((p) => p.name)
    .join(or)
}

/** A China-time date (YYYY-MM-DD) for when odds were published. */
export function formatChinaDate(ms: number): string {
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 10)
}
