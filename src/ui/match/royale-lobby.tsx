import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { gameById } from '../../../protocol/games'
import type { LobbyStanding, Match } from '../../../protocol/match'
import type { MatchDetail } from '../../../protocol/match-detail'
import { entityName } from '../../i18n/entity-name'
import { Crest } from '../crest/crest'
import './royale-lobby.css'

// PUBG and 和平精英 put 16 teams in one lobby: lists, cards and the match page show the lobby's leaders
// (points and kills) and the round, never home against guest with a win-rate bar.

/** A battle royale: a lobby of many teams, not a head-to-head. */
export function isRoyale(match: Pick<Match, 'gameId'>): boolean {
  return gameById(match.gameId)?.kind === 'battleRoyale'
}

type Props = { match: Match; slug: string }

/**
 * A list row's middle for a battle royale: one link (stretched over the row like the score link of a
 * head-to-head) holding the top three of the lobby, or the featured teams before the first round.
 */
export function RoyaleRowLink({ match, slug }: Props) {
  // Named by what it shows (the leaders and their points), so the spoken name matches the visible one.
  return (
    <Link
      to="/$game/{-$id}"
      params={{ game: slug, id: match.id }}
      className="match-score-link royale-row-link"
      data-testid="match-link"
    >
      <LobbyLeaders match={match} crest={20} />
    </Link>
  )
}

/** The leaders as a short ordered list (1 DRG 45分 · 2 JTJ 40分 · 3 …); the winner marked once closed. */
export function LobbyLeaders({ match, crest }: { match: Match; crest: number }) {
  const { i18n } = useLingui()
  const leaders = match.lobby?.leaders ?? []
  if (leaders.length === 0 || match.status === 'notStarted') {
    const home = entityName(match.home, i18n.locale)
    const guest = entityName(match.guest, i18n.locale)
    return (
      <span className="royale-entrants" data-testid="royale-leaders">
        <Trans>
          {home}、{guest} 等多队积分赛
        </Trans>
      </span>
    )
  }
  return (
    <ol className="royale-leaders" data-testid="royale-leaders" data-seq={match.seq}>
      {leaders.map((line, i) => (
        <li key={line.teamId} data-result={i === 0 && match.status === 'closed' ? 'won' : undefined}>
          <span className="royale-place">{i + 1}</span>
          <Crest name={line.name} shortName={line.name} size={crest} />
          <span className="royale-name">{entityName(line, i18n.locale)}</span>
          <span className="royale-points">
            <Trans>{line.points}分</Trans>
          </span>
        </li>
      ))}
    </ol>
  )
}

/** How many rounds the match plays (共5轮); while it plays, its phase already says round N of M. */
export function RoyaleRound({ match }: { match: Match }) {
  const rounds = match.lobby?.rounds
  if (!rounds || match.status === 'live') return null
  return (
    <span className="royale-round" data-testid="royale-round">
      <Trans>共{rounds}轮</Trans>
    </span>
  )
}

/**
 * The match page shows one points table: its head takes the leaders from the detail's table (the same
 * snapshot as the table below) rather than the lobby, which moves with every kill and would run ahead.
 */
export function withTableLeaders(match: Match, detail: MatchDetail | null | undefined): Match {
  if (detail?.kind !== 'battleRoyale' || !match.lobby) return match
  const leaders = detail.table
    .slice(0, 3)
    .map(({ teamId, name, names, points, kills }) => ({ teamId, name, ...(names && { names }), points, kills }))
  return { ...match, lobby: { ...match.lobby, leaders } }
}

/** The match page's head for a battle royale: the top three with points and kills, and the round. */
export function RoyaleHeroStandings({ match }: { match: Match }) {
  const { t } = useLingui()
  const leaders = match.lobby?.leaders ?? []
  return (
    <div className="royale-hero" data-testid="royale-hero">
      {leaders.length > 0 && match.status !== 'notStarted' ? (
        <ol className="royale-hero-leaders" aria-label={t`积分榜前三`}>
          {leaders.map((line, i) => (
            <HeroLine key={line.teamId} line={line} place={i + 1} won={i === 0 && match.status === 'closed'} />
          ))}
        </ol>
      ) : (
        <LobbyLeaders match={match} crest={28} />
      )}
      <RoyaleRound match={match} />
    </div>
  )
}

function HeroLine({ line, place, won }: { line: LobbyStanding; place: number; won: boolean }) {
  const { i18n } = useLingui()
  return (
    <li data-result={won ? 'won' : undefined}>
      <span className="royale-place">{place}</span>
      <Crest name={line.name} shortName={line.name} size={40} />
      <span className="royale-name">{entityName(line, i18n.locale)}</span>
      <span className="royale-hero-figures">
        <b>
          <Trans>{line.points}分</Trans>
        </b>
        <span>
          <Trans>{line.kills}淘汰</Trans>
        </span>
      </span>
    </li>
  )
}
