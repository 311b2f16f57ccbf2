import { useLingui } from '@lingui/react/macro'
import { gameById } from '../../../../protocol/games'
import type { Incident } from '../../../../protocol/match'
import { incidentLabel, incidentTime } from '../match-labels'
import { type RunningScore, runningScores } from './running-score'
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
 * The score after an incident, home then guest like the page's head (mirrored with it in RTL), the side
 * that just scored in bold; a shoot-out's count in brackets.
 */
function ScoreAfter({ score, side }: { score: RunningScore; side: TimelineEntry['side'] }) {
  const { t } = useLingui()
  const shootout = score.scope === 'shootout'
  return (
    <span
      className="incident-score"
      data-testid="incident-score"
      data-scope={score.scope}
      title={shootout ? t`点球大战` : undefined}
    >
      {shootout ? <i>(</i> : null}
      <b data-scored={side === 'home' || undefined}>{score.home}</b>
      <i>–</i>
      <b data-scored={side === 'guest' || undefined}>{score.guest}</b>
      {shootout ? <i>)</i> : null}
    </span>
  )
}

/**
 * The match's incidents, newest first: time, kind and team on one line (the team's name cut short rather
 * than wrapped) with the score after it when it scored, what happened (a substitution's players, a scorer)
 * on its own line under the team. Player names are shown where the feed gives them (goals, cards,
 * substitutions, kicks); a MOBA's kills carry none.
 */
export function IncidentTimeline({ entries, gameId, homeName, guestName }: Props) {
  const { i18n, t } = useLingui()
  // Counted over the whole timeline in order, before the newest 200 are cut out of it.
  const scores = runningScores(entries, gameId)
  // A battle royale's incident names its team in `detail`; for the match's two teams the side says it already
  // (in the reader's language), so the name is not printed twice.
  const royale = gameById(gameId)?.kind === 'battleRoyale'
  const shown = entries
    .filter((e) => !BP_KINDS.has(e.kind))
    .slice(-200)
    .reverse()
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box, focusable so keyboard users can scroll it too
    <ol className="incident-timeline" data-testid="incident-timeline" tabIndex={0} aria-label={t`赛况`}>
      {shown.map((entry) => {
        const score = scores.get(entry.seq)
        return (
          <li
            key={entry.seq}
            className={`incident ${entry.side ?? 'neutral'}`}
            data-testid="incident"
            data-kind={entry.kind}
            data-seq={entry.seq}
          >
            {/* A football minute (45+2') reads left to right in every locale; the apostrophe would flip in RTL. */}
            <span className="incident-time" dir={gameId === 202 ? 'ltr' : undefined}>
              {incidentTime(entry, gameId, i18n)}
            </span>
            <span className={`incident-kind kind-${entry.kind}`}>{incidentLabel(entry.kind, i18n)}</span>
            {entry.side ? (
              <span className="incident-side" title={entry.side === 'home' ? homeName : guestName}>
                {entry.side === 'home' ? homeName : guestName}
              </span>
            ) : null}
            {entry.detail && !(royale && entry.side) ? (
              <span className="incident-detail" dir="auto">
                {entry.detail}
              </span>
            ) : null}
            {entry.points > 1 ? <span className="incident-points">+{entry.points}</span> : null}
            {score ? <ScoreAfter score={score} side={entry.side} /> : null}
          </li>
        )
      })}
    </ol>
  )
}
