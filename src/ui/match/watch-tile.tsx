import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { gameById } from '../../../protocol/games'
import type { Incident, Match } from '../../../protocol/match'
import { entityName, leagueNameOf } from '../../i18n/entity-name'
import { formatMatchTime } from '../../i18n/format'
import { TeamCrest } from '../crest/crest'
import { gameNameById } from '../game-names'
import { DelayedBadge } from './delayed-badge'
import { incidentLabel, incidentTime, phaseLabel, statusLabel } from './match-labels'
import { PinButton } from './pin-button'
import './watch-tile.css'

type Props = {
  match: Match
  /** Newest first. */
  incidents: readonly (Incident & { seq: number })[]
  onUnpin: (matchId: string) => void
}

/** One match on the watch wall: game and league, both teams with the score, the clock, the latest incidents. */
export function WatchTile({ match, incidents, onUnpin }: Props) {
  const { i18n, t } = useLingui()
  const slug = gameById(match.gameId)?.slug ?? 'hot'
  const live = match.status === 'live'
  const started = match.status !== 'notStarted'
  const home = entityName(match.home, i18n.locale)
  const guest = entityName(match.guest, i18n.locale)
  const sideName = (side: Incident['side']) =>
    side === 'home' ? match.home.shortName : side === 'guest' ? match.guest.shortName : ''
  return (
    <article className="watch-tile" data-testid="watch-tile" data-match-id={match.id} data-status={match.status}>
      <header className="watch-tile-head">
        <span className="watch-tile-league">
          {gameNameById(match.gameId, i18n)} · {leagueNameOf(match, i18n.locale)}
        </span>
        <PinButton on full={false} onToggle={() => onUnpin(match.id)} subject={`${home} ${guest}`} />
      </header>
      <Link to="/$game/{-$id}" params={{ game: slug, id: match.id }} className="watch-tile-board">
        <span className="watch-tile-team">
          {home} <TeamCrest team={match.home} size={22} />
        </span>
        <span className="watch-tile-score" data-testid="watch-score" data-seq={match.seq}>
          {started ? `${match.homeScore} - ${match.guestScore}` : 'VS'}
        </span>
        <span className="watch-tile-team">
          <TeamCrest team={match.guest} size={22} /> {guest}
        </span>
      </Link>
      <p className={live ? 'watch-tile-phase live' : 'watch-tile-phase'}>
        {live ? phaseLabel(match, i18n) : started ? statusLabel(match, i18n) : formatMatchTime(match.startTime)}
        <DelayedBadge match={match} />
      </p>
      <ul className="watch-tile-incidents" aria-label={t`最新事件`}>
        {incidents.map((incident) => (
          <li key={incident.seq}>
            <span className="watch-tile-time">{incidentTime(incident, match.gameId, i18n)}</span>
            <span>{incidentLabel(incident.kind, i18n)}</span>
            <span className="watch-tile-detail">
              {[sideName(incident.side), incident.detail].filter(Boolean).join(' · ')}
            </span>
          </li>
        ))}
      </ul>
    </article>
  )
}
