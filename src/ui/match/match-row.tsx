import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { gameById } from '../../../protocol/games'
import type { Match } from '../../../protocol/match'
import { entityName, leagueNameOf } from '../../i18n/entity-name'
import { formatMatchTime } from '../../i18n/format'
import { TeamCrest } from '../crest/crest'
import { GameIcon } from '../game-icon'
import { gameNameById } from '../game-names'
import { ChangeFlash } from './change-flash'
import { DelayedBadge } from './delayed-badge'
import { FavouriteStar } from './favourite-star'
import { phaseLabel, statusLabel } from './match-labels'
import { PinButton } from './pin-button'
import { isRoyale, RoyaleRound, RoyaleRowLink } from './royale-lobby'
import { WinRateBar } from './win-rate-bar'
import { resultOf, winnerOf } from './winner'
import './match.css'
import './match-row.css'

type Props = {
  match: Match
  /** Hidden when the list is already grouped or filtered by game. */
  showGame: boolean
  /** Followed by the user: the star is lit and changes flash. */
  favourite?: boolean
  /** When a followed match's score or status last changed (epoch ms), for the flash. */
  changedAt?: number | null
  onToggleFavourite?: (matchId: string) => void
  /** On the watch wall: the pin is lit. */
  pinned?: boolean
  /** The wall is full (only pinned matches can be taken off). */
  pinFull?: boolean
  onTogglePin?: (matchId: string) => void
}

/**
 * One match of a schedule list; the whole row opens the match: the score's link is stretched over the row
 * (match-row.css), so the row is one link and one tab stop, while the star and the pin are buttons beside
 * it, never inside it, drawn above the stretched box. Memoized on the fields it shows, because the cache hands out a new
 * object for every match each time a live query re-runs: only rows whose match really changed re-render.
 */
export const MatchRow = memo(function MatchRow({
  match,
  showGame,
  favourite = false,
  changedAt = null,
  onToggleFavourite,
  pinned = false,
  pinFull = false,
  onTogglePin,
}: Props) {
  const { i18n } = useLingui()
  const live = match.status === 'live'
  const started = match.status !== 'notStarted'
  const slug = gameById(match.gameId)?.slug ?? 'hot'
  const home = entityName(match.home, i18n.locale)
  const guest = entityName(match.guest, i18n.locale)
  const league = leagueNameOf(match, i18n.locale)
  const winner = winnerOf(match)
  const royale = isRoyale(match)
  return (
    <div
      className={showGame ? 'match-row with-game' : 'match-row'}
      data-testid="match-row"
      data-match-id={match.id}
      data-status={match.status}
      data-kind={royale ? 'battleRoyale' : undefined}
      data-favourite={favourite || undefined}
    >
      {favourite ? <ChangeFlash at={changedAt} /> : null}
      <span className="match-marks">
        {onToggleFavourite ? (
          <FavouriteStar on={favourite} onToggle={() => onToggleFavourite(match.id)} subject={home} />
        ) : null}
        {onTogglePin ? (
          <PinButton on={pinned} full={pinFull} onToggle={() => onTogglePin(match.id)} subject={`${home} ${guest}`} />
        ) : null}
      </span>
      <span className="match-time">{formatMatchTime(match.startTime)}</span>
      {showGame ? (
        <span className="match-game">
          <GameIcon slug={slug} size={14} />
          {gameNameById(match.gameId, i18n)}
        </span>
      ) : null}
      <span className="match-league" title={league}>
        {league}
      </span>
      <span className="match-status" data-testid="match-status">
        {live ? <span className="live-badge">{statusLabel(match, i18n)}</span> : null}
        {live && match.delayedSince ? (
          // No room for both in a row: the badge says the phase in its title.
          <DelayedBadge match={match} phase={phaseLabel(match, i18n)} />
        ) : (
          <span className="match-phase">{live ? phaseLabel(match, i18n) : statusLabel(match, i18n)}</span>
        )}
      </span>
      {royale ? (
        <RoyaleRowLink match={match} slug={slug} />
      ) : (
        <>
          <span className="match-team match-home" title={home} data-result={resultOf(winner, 'home')}>
            <span className="match-team-name">{home}</span>
            <TeamCrest team={match.home} size={24} />
          </span>
          <Link
            to="/$game/{-$id}"
            params={{ game: slug, id: match.id }}
            className="match-score-link"
            data-testid="match-link"
            aria-label={`${home} ${started ? `${match.homeScore}-${match.guestScore}` : 'VS'} ${guest}`}
          >
            <span className="match-score" data-testid="match-score" data-seq={match.seq} data-live={live || undefined}>
              {started ? (
                <>
                  <b data-result={resultOf(winner, 'home')}>{match.homeScore}</b>
                  <i>-</i>
                  <b data-result={resultOf(winner, 'guest')}>{match.guestScore}</b>
                </>
              ) : (
                <i>VS</i>
              )}
            </span>
          </Link>
          <span className="match-team match-guest" title={guest} data-result={resultOf(winner, 'guest')}>
            <TeamCrest team={match.guest} size={24} />
            <span className="match-team-name">{guest}</span>
          </span>
        </>
      )}
      <span className="match-extra">
        {royale ? (
          <RoyaleRound match={match} />
        ) : live && match.winRate !== null ? (
          <WinRateBar home={match.winRate} />
        ) : match.bestOf > 1 ? (
          <span className="match-bo">BO{match.bestOf}</span>
        ) : null}
      </span>
    </div>
  )
}, sameRow)

/** Equal when every field the row shows is equal; `seq` moves with each applied event. */
function sameRow(a: Props, b: Props): boolean {
  const x = a.match
  const y = b.match
  return (
    a.showGame === b.showGame &&
    a.favourite === b.favourite &&
    a.changedAt === b.changedAt &&
    a.onToggleFavourite === b.onToggleFavourite &&
    a.pinned === b.pinned &&
    a.pinFull === b.pinFull &&
    a.onTogglePin === b.onTogglePin &&
    x.id === y.id &&
    x.seq === y.seq &&
    x.status === y.status &&
    x.phase === y.phase &&
    x.period === y.period &&
    x.homeScore === y.homeScore &&
    x.guestScore === y.guestScore &&
    x.winRate === y.winRate &&
    x.delayedSince === y.delayedSince &&
    x.lobby === y.lobby &&
    x.startTime === y.startTime &&
    x.bestOf === y.bestOf &&
    x.leagueName === y.leagueName &&
    x.home.name === y.home.name &&
    x.guest.name === y.guest.name
  )
}
