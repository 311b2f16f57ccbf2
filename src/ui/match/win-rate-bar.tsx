import { useLingui } from '@lingui/react/macro'
import './win-rate-bar.css'

type Props = { /** The home side's live win rate in percent (0–100). */ home: number }

export function WinRateBar({ home }: Props) {
  const { t } = useLingui()
  const homePct = Math.round(Math.min(100, Math.max(0, home)))
  const guestPct = 100 - homePct
  return (
    <span className="win-rate" data-testid="win-rate" title={t`实时胜率`}>
      <span className="win-rate-value home">{homePct}%</span>
      <span className="win-rate-track" aria-hidden="true">
        <span className="win-rate-home" style={{ transform: `scaleX(${homePct / 100})` }} />
      </span>
      <span className="win-rate-value guest">{guestPct}%</span>
    </span>
  )
}
