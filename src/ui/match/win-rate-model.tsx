import { Trans } from '@lingui/react/macro'
import type { GameKind } from '../../../protocol/games'
import './win-rate-model.css'

type Props = {
  kind: GameKind | undefined
  /** A real data provider's match: the model knows nothing of the teams' strengths, only the game. */
  neutral?: boolean
}

/** What the live win rate is computed from, under its chart: each sport's model says its inputs. */
export function WinRateModel({ kind, neutral = false }: Props) {
  const text = neutral ? (
    kind === 'moba' ? (
      <Trans>本局胜率由击杀差和经济差估算（不含对两队实力的判断），再按赛制合计成整个系列赛的胜率。</Trans>
    ) : kind === 'fps' ? (
      <Trans>本图胜率由本图回合比分估算（不含对两队实力的判断），再按赛制合计成整个系列赛的胜率。</Trans>
    ) : kind === 'football' ? (
      <Trans>
        由联赛场均进球（含主场优势）、当前比分和剩余时间估算（泊松模型，不含对两队实力的判断）；数值为主队获胜概率加上平局概率的一半。
      </Trans>
    ) : kind === 'basketball' ? (
      <Trans>由当前分差、剩余时间和主场优势估算（分差正态模型，不含对两队实力的判断）。</Trans>
    ) : null
  ) : kind === 'moba' ? (
    <Trans>
      本局胜率由两队实力、击杀差和经济差估算，开局看实力，越往后越看场上优势；再按赛制合计成整个系列赛的胜率。
    </Trans>
  ) : kind === 'fps' ? (
    <Trans>本图胜率由两队实力和本图回合比分估算，再按赛制合计成整个系列赛的胜率。</Trans>
  ) : kind === 'football' ? (
    <Trans>由两队场均进球、当前比分和剩余时间估算（泊松模型）；数值为主队获胜概率加上平局概率的一半。</Trans>
  ) : kind === 'basketball' ? (
    <Trans>由当前分差、剩余时间和两队实力估算（分差正态模型）。</Trans>
  ) : null
  if (!text) return null
  return (
    <p className="win-rate-model" data-testid="win-rate-model">
      {text}
    </p>
  )
}
