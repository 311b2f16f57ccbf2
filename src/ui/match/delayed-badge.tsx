import { Trans, useLingui } from '@lingui/react/macro'
import type { Match } from '../../../protocol/match'
import { formatMatchTime } from '../../i18n/format'

/**
 * 数据延迟: the match's data provider has not answered for a while (protocol/match.ts `delayedSince`), so the
 * score shown may be behind. Compact in a row (the time, and the phase it stands in for, in its title),
 * spelled out on the match page.
 */
export function DelayedBadge({
  match,
  full = false,
  phase,
}: {
  match: Pick<Match, 'status' | 'delayedSince'>
  full?: boolean
  phase?: string
}) {
  const { t } = useLingui()
  if (match.status !== 'live' || !match.delayedSince) return null
  const time = formatMatchTime(match.delayedSince)
  const updated = t`最后更新 ${time}`
  return (
    <span className="match-delayed" data-testid="match-delayed" title={phase ? `${phase} · ${updated}` : updated}>
      {full ? <Trans>数据延迟 · 最后更新 {time}</Trans> : <Trans>数据延迟</Trans>}
    </span>
  )
}
