import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo } from 'react'
import { beijingDay } from '../../../protocol/calendar'
import { gameById } from '../../../protocol/games'
import type { Match } from '../../../protocol/match'
import { entityName, leagueNameOf } from '../../i18n/entity-name'
import { formatMatchDay, formatMatchTime } from '../../i18n/format'
import { TeamCrest } from '../crest/crest'
import { GameIcon } from '../game-icon'
import { gameNameById } from '../game-names'
import { phaseLabel } from './match-labels'
import { isRoyale, LobbyLeaders, RoyaleRound } from './royale-lobby'
import { resultOf, winnerOf } from './winner'
import './match-cards.css'

type Variant = 'hot' | 'preview' | 'highlight'

type Props = { matches: readonly Match[]; variant: Variant }

/**
 * A row of small match cards for the home's hot list, previews and highlight clips. The whole card opens
 * the match (its teams-and-score link is stretched over the card); a highlight's play link sits above it.
 */
export function MatchCards({ matches, variant }: Props) {
  return (
    <ul className={`match-cards ${variant}`} data-testid={`match-cards-${variant}`}>
      {matches.map((match) => (
        <li key={match.id}>
          <MatchCard match={match} variant={variant} />
        </li>
      ))}
    </ul>
  )
}

const MatchCard = memo(function MatchCard({ match, variant }: { match: Match; variant: Variant }) {
  const { i18n } = useLingui()
  const slug = gameById(match.gameId)?.slug ?? 'hot'
  const live = match.status === 'live'
  const started = match.status !== 'notStarted'
  const score = started ? `${match.homeScore} - ${match.guestScore}` : 'VS'
  const home = entityName(match.home, i18n.locale)
  const guest = entityName(match.guest, i18n.locale)
  const league = leagueNameOf(match, i18n.locale)
  const winner = winnerOf(match)
  const royale = isRoyale(match)
  return (
    <div className="match-card" data-testid="match-card" data-match-id={match.id} data-status={match.status}>
      <div className="match-card-meta">
        <span>
          <GameIcon slug={slug} size={14} />
          {gameNameById(match.gameId, i18n)}
        </span>
        <span className="match-card-league">{league}</span>
      </div>
      <Link
        to="/$game/{-$id}"
        params={{ game: slug, id: match.id }}
        className={royale ? 'match-card-body royale-card-body' : 'match-card-body'}
        data-testid="match-link"
      >
        {royale ? (
          <LobbyLeaders match={match} crest={20} />
        ) : (
          <>
            <span className="match-card-team" data-result={resultOf(winner, 'home')}>
              <span className="match-card-name">{home}</span>
              <TeamCrest team={match.home} size={28} />
            </span>
            <span className="match-card-score" data-testid="match-score" data-seq={match.seq}>
              {started ? (
                <>
                  <b data-result={resultOf(winner, 'home')}>{match.homeScore}</b> -{' '}
                  <b data-result={resultOf(winner, 'guest')}>{match.guestScore}</b>
                </>
              ) : (
                score
              )}
            </span>
            <span className="match-card-team" data-result={resultOf(winner, 'guest')}>
              <TeamCrest team={match.guest} size={28} />
              <span className="match-card-name">{guest}</span>
            </span>
          </>
        )}
      </Link>
      <div className="match-card-foot">
        {live ? (
          <span className="live-badge">{phaseLabel(match, i18n)}</span>
        ) : (
          <span>
            {formatMatchDay(beijingDay(match.startTime))} {formatMatchTime(match.startTime)}
          </span>
        )}
        {royale ? <RoyaleRound match={match} /> : null}
        {match.bestOf > 1 ? <span className="match-bo">BO{match.bestOf}</span> : null}
        {variant === 'highlight' && match.playbackUrl ? (
          <a className="match-card-play" href={match.playbackUrl} target="_blank" rel="noreferrer">
            ▶ <Trans>集锦回放</Trans>
          </a>
        ) : null}
      </div>
    </div>
  )
})
