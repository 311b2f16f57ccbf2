import { useLingui } from '@lingui/react/macro'
import type { Incident } from '../../../../protocol/match'
import { incidentLabel, incidentTime } from '../match-labels'
import './detail.css'
import './incident-timeline.css'

export type TimelineEntry = Incident & { seq: number }

type Props = {
  entries: readonly TimelineEntry[]
  gameId: number
  homeName: string
  guestName: string
}

/** Kinds too frequent to list one by one in esports (every kill of a game); the stats count them. */
const BP_KINDS = new Set(['pick', 'ban'])

/**
 * The match's incidents, newest first: time, kind and team on one line (the team's name cut short rather
 * than wrapped), what happened (a substitution's players, a scorer) on its own line under the team.
 */
export function IncidentTimeline({ entries, gameId, homeName, guestName }: Props) {
  const { i18n, t } = useLingui()
  const shown = entries
    .filter((e) => !BP_KINDS.has(e.kind))
    .slice(-200)
    .reverse()
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box, focusable so keyboard users can scroll it too
    <ol className="incident-timeline" data-testid="incident-timeline" tabIndex={0} aria-label={t`赛况`}>
      {shown.map((entry) => (
        <li
          key={entry.seq}
          className={`incident ${entry.side ?? 'neutral'}`}
          data-testid="incident"
          data-kind={entry.kind}
          data-seq={entry.seq}
        >
          <span className="incident-time">{incidentTime(entry, gameId, i18n)}</span>
          <span className={`incident-kind kind-${entry.kind}`}>{incidentLabel(entry.kind, i18n)}</span>
          {entry.side ? (
            <span className="incident-side" title={entry.side === 'home' ? homeName : guestName}>
              {entry.side === 'home' ? homeName : guestName}
            </span>
          ) : null}
          {entry.detail ? <span className="incident-detail">{entry.detail}</span> : null}
          {entry.points > 1 ? <span className="incident-points">+{entry.points}</span> : null}
        </li>
      ))}
    </ol>
  )
}
