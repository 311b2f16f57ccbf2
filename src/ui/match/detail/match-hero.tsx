import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { beijingDay } from '../../../../protocol/calendar'
import { gameById } from '../../../../protocol/games'
import type { LiveRoom } from '../../../../protocol/live'
import type { Match } from '../../../../protocol/match'
import { entityName, leagueNameOf } from '../../../i18n/entity-name'
import { formatMatchTime } from '../../../i18n/format'
import { TeamCrest } from '../../crest/crest'
import { GameIcon } from '../../game-icon'
import { gameNameById } from '../../game-names'
import { FavouriteStar } from '../favourite-star'
import { phaseLabel, statusLabel } from '../match-labels'
import { isRoyale, RoyaleHeroStandings } from '../royale-lobby'
import { WinRateBar } from '../win-rate-bar'
import { resultOf, winnerOf } from '../winner'
import { clockRuns, useRunningClock } from './running-clock'
import './detail.css'
import './match-hero.css'
import { DelayedBadge } from '../delayed-badge'

type Props = {
  match: Match
  favourite: boolean
  onToggleFavourite: () => void
  /** The rooms on air covering the match: 看直播 shows only when there is one to go to. */
  liveRooms: readonly Pick<LiveRoom, 'roomId' | 'gameId'>[]
  /** A note under the score, e.g. that the page shows cached data. */
  notice?: ReactNode
  /** Whether the clock may run between events (the page is live, not showing cached data). */
  connected?: boolean
}

/** A head-to-head's score, home : guest (VS before the start), the winner's side marked once decided. */
function HeroScore({ match }: { match: Match }) {
  const winner = winnerOf(match)
  return (
    <div
      className="match-hero-score"
      data-testid="detail-score"
      data-seq={match.seq}
      data-live={match.status === 'live' || undefined}
    >
      {match.status !== 'notStarted' ? (
        <>
          <b data-result={resultOf(winner, 'home')}>{match.homeScore}</b>
          <i>:</i>
          <b data-result={resultOf(winner, 'guest')}>{match.guestScore}</b>
        </>
      ) : (
        <i>VS</i>
      )}
    </div>
  )
}

/** The head of a match page: league, teams, the live score with its status and phase, and the actions. */
export function MatchHero({ match, favourite, onToggleFavourite, liveRooms, notice, connected = false }: Props) {
  const { i18n } = useLingui()
  const live = match.status === 'live'
  const seconds = useRunningClock(match.clock, connected && clockRuns(match))
  const clock = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
  const home = entityName(match.home, i18n.locale)
  const winner = winnerOf(match)
  // A battle royale's lobby has no home and guest: its leaders and round take the teams' and score's place.
  const royale = isRoyale(match)
  return (
    <section className="panel match-hero" data-testid="match-hero" data-status={match.status}>
      <div className="match-hero-meta">
        <span>
          <GameIcon slug={gameById(match.gameId)?.slug ?? 'hot'} size={14} />
          {gameNameById(match.gameId, i18n)}
        </span>
        <span>{leagueNameOf(match, i18n.locale)}</span>
        <span>
          {beijingDay(match.startTime)} {formatMatchTime(match.startTime)}
        </span>
        {match.bestOf > 1 ? <span className="match-bo">BO{match.bestOf}</span> : null}
        <FavouriteStar on={favourite} onToggle={onToggleFavourite} subject={home} />
      </div>
      <div className="match-hero-main">
        {royale ? null : <TeamBlock team={match.home} side="home" result={resultOf(winner, 'home')} />}
        <div className="match-hero-center">
          {royale ? <RoyaleHeroStandings match={match} /> : <HeroScore match={match} />}
          <div className="match-hero-status" data-testid="detail-status">
            {live ? <span className="live-badge">{statusLabel(match, i18n)}</span> : null}
            <span>{live ? phaseLabel(match, i18n) : statusLabel(match, i18n)}</span>
            {live && match.clock > 0 ? <span className="match-hero-clock">{clock}</span> : null}
          </div>
          <DelayedBadge match={match} full />
          {live && match.winRate !== null && !royale ? <WinRateBar home={match.winRate} /> : null}
        </div>
        {royale ? null : <TeamBlock team={match.guest} side="guest" result={resultOf(winner, 'guest')} />}
      </div>
      <div className="match-hero-actions">
        {match.playbackUrl ? (
          <a className="button" href={match.playbackUrl} target="_blank" rel="noreferrer" data-testid="playback-link">
            <Trans>观看回放</Trans>
          </a>
        ) : null}
        <WatchLiveLink matchId={match.id} rooms={liveRooms} />
      </div>
      {notice}
    </section>
  )
}

type TeamBlockProps = { team: Match['home']; side: 'home' | 'guest'; result: 'won' | 'lost' | undefined }

function TeamBlock({ team, side, result }: TeamBlockProps) {
  const { i18n } = useLingui()
  return (
    <div className={`match-hero-team ${side}`} data-testid={`team-${side}`} data-result={result}>
      <TeamCrest team={team} size={64} />
      <span className="match-hero-name">{entityName(team, i18n.locale)}</span>
    </div>
  )
}

/**
 * 看直播, only while a room is on air on the match (a finished or unscheduled match has none, and a button
 * leading to 暂无直播 would be a dead end): one room opens that room, several the list of them.
 */
function WatchLiveLink({ matchId, rooms }: { matchId: string; rooms: Props['liveRooms'] }) {
  const [only] = rooms
  if (only === undefined) return null
  const label = <Trans>看直播</Trans>
  return rooms.length === 1 ? (
    <Link
      to="/$game/{-$id}"
      params={{ game: gameById(only.gameId)?.slug ?? 'hot', id: String(only.roomId) }}
      className="button button-primary"
      data-testid="live-rooms-link"
    >
      {label}
    </Link>
  ) : (
    <Link to="/live" search={{ match: matchId }} className="button button-primary" data-testid="live-rooms-link">
      {label}
    </Link>
  )
}
