import { useLingui } from '@lingui/react/macro'

type Record = { played: number; won: number; drawn: number; lost: number; winRate: number }

/** A record as figures: played, won, drawn (when the game has draws), lost, win rate. */
export function RecordFigures({ record, draws }: { record: Record; draws: boolean }) {
  const { t } = useLingui()
  const figures: [string, string][] = [
    [t`场次`, String(record.played)],
    [t`胜`, String(record.won)],
    ...(draws ? ([[t`平`, String(record.drawn)]] as [string, string][]) : []),
    [t`负`, String(record.lost)],
    [t`胜率`, `${record.winRate}%`],
  ]
  return (
    <dl className="record-figures" data-testid="record-figures">
      {figures.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
