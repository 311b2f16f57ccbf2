import { useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { type GameSlug, gameBySlug } from '../../../../protocol/games'
import { useFavourites } from '../../../db/queries/favourites'
import { useLeagues } from '../../../db/queries/leagues'
import { entityName } from '../../../i18n/entity-name'
import { useLeaguesInterest } from '../../../streams/matches/match-interest'
import { GameFilter } from '../../../ui/match/game-filter'
import { LeagueFilter } from '../../../ui/match/league-filter'
import { type MatchTab, MatchTabs } from '../../../ui/match/match-tabs'
import { usePageTitle } from '../../-app/use-page-title'
import { useBeijingToday } from '../../-components/home/use-beijing-today'
import { CalendarTab } from './calendar-tab'
import { FavouritesTab, ResultsTab, ScheduleTab } from './list-tabs'

const route = getRouteApi('/match/{-$game}')

/** /match/{game?}: schedule, results, favourites and a calendar, with game and league filters. */
export function MatchesPage() {
  const { game } = route.useParams()
  const { tab = 'schedule', league, month, day } = route.useSearch()
  const navigate = route.useNavigate()
  const today = useBeijingToday()
  const { i18n, t } = useLingui()
  const gameId = game ? gameBySlug(game)?.gameId : undefined
  useLeaguesInterest(gameId)
  const leagues = useLeagues(gameId)
  const favourites = useFavourites()
  // The route's head says the game ("英雄联盟 · 比分直播"); a chosen league says itself ("LPL · 比分直播").
  const chosen = league ? leagues?.find((entry) => entry.id === league) : undefined
  usePageTitle(chosen ? `${entityName(chosen, i18n.locale)} · ${t`比分直播`}` : undefined)

  const selectTab = (next: MatchTab) =>
    void navigate({ search: (prev) => ({ ...prev, tab: next === 'schedule' ? undefined : next }) })
  const selectGame = (next: GameSlug | undefined) =>
    void navigate({ to: '/match/{-$game}', params: { game: next }, search: (prev) => ({ ...prev, league: undefined }) })
  const selectLeague = (next: string | undefined) => void navigate({ search: (prev) => ({ ...prev, league: next }) })
  // Back to today: the calendar returns to this month and today; the lists scroll back to their top (today).
  const backToToday = () => {
    void navigate({ search: (prev) => ({ ...prev, month: undefined, day: undefined }) })
    globalThis.scrollTo({ top: 0 })
  }

  const common = { gameId, leagueId: league, today }
  return (
    <section className="panel matches-page" data-testid="matches-page" data-tab={tab}>
      <MatchTabs tab={tab} onSelect={selectTab} onToday={backToToday} favouriteCount={favourites?.length} />
      <div className="match-toolbar">
        <GameFilter value={game && game !== 'hot' ? (game as GameSlug) : undefined} onChange={selectGame} />
        <LeagueFilter leagues={leagues} value={league} onChange={selectLeague} />
      </div>
      {tab === 'schedule' ? <ScheduleTab {...common} /> : null}
      {tab === 'results' ? <ResultsTab {...common} /> : null}
      {tab === 'favourites' ? <FavouritesTab {...common} /> : null}
      {tab === 'calendar' ? (
        <CalendarTab
          {...common}
          month={month ?? today.slice(0, 7)}
          day={day ?? (month && month !== today.slice(0, 7) ? null : today)}
          onMonth={(next) => void navigate({ search: (prev) => ({ ...prev, month: next, day: undefined }) })}
          onDay={(next) => void navigate({ search: (prev) => ({ ...prev, day: next, month: next.slice(0, 7) }) })}
        />
      ) : null}
    </section>
  )
}
