import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useDeferredValue, useState } from 'react'
import { useLeagues } from '../../../db/queries/leagues'
import { useLibraryTeams } from '../../../db/queries/library'
import { useLibraryTeamsInterest } from '../../../streams/library/library-interest'
import { useLeaguesInterest } from '../../../streams/matches/match-interest'
import { LibraryResults } from '../../../ui/library/library-results'
import { TeamGrid } from '../../../ui/library/team-grid'
import { GameTabs } from './game-tabs'
import { gameOf } from './library-search'
import '../../../ui/library/library.css'
import { usePageTitle } from '../../-app/use-page-title'

const route = getRouteApi('/squadLibrary/')
type Sort = 'name' | 'winRate' | 'played'

/** /squadLibrary?game=…: a game's teams, narrowed by league and name, sorted by name, win rate or matches. */
export function SquadLibraryPage() {
  const { t } = useLingui()
  const search = route.useSearch()
  usePageTitle(t`战队库`)
  const navigate = route.useNavigate()
  const game = gameOf(search)
  const { status } = useLibraryTeamsInterest(game.gameId)
  useLeaguesInterest(game.gameId)
  const teams = useLibraryTeams(game.gameId)
  const leagues = useLeagues(game.gameId)
  const [league, setLeague] = useState('')
  const [text, setText] = useState('')
  const [sort, setSort] = useState<Sort>('name')
  const needle = useDeferredValue(text.trim().toLowerCase())
  const shown = (teams ?? [])
    .filter((team) => league === '' || team.leagueIds.includes(league))
    .filter(
      (team) =>
        needle === '' || [team.name, team.nameEn, team.shortName].some((name) => name.toLowerCase().includes(needle)),
    )
    .sort((a, b) => (sort === 'winRate' ? b.winRate - a.winRate : sort === 'played' ? b.played - a.played : 0))
  return (
    <section className="panel" data-testid="squad-library">
      <div className="library-head">
        <div>
          <h1>
            <Trans>战队库</Trans>
          </h1>
          <p className="library-head-sub">
            <Trans>战队阵容、战绩、近况与交锋记录</Trans>
          </p>
        </div>
      </div>
      <GameTabs value={game.slug} onChange={(next) => void navigate({ search: { game: next } })} />
      <div className="library-toolbar">
        <input
          type="search"
          value={text}
          maxLength={50}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`输入战队名称`}
          aria-label={t`按名称筛选战队`}
          data-testid="team-filter"
        />
        <label>
          {t`联赛`}{' '}
          <select value={league} onChange={(e) => setLeague(e.target.value)} data-testid="team-league-filter">
            <option value="">{t`全部`}</option>
            {(leagues ?? []).map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t`排序`}{' '}
          <select value={sort} onChange={(e) => setSort(e.target.value as Sort)} data-testid="team-sort">
            <option value="name">{t`按名称`}</option>
            <option value="winRate">{t`按胜率`}</option>
            <option value="played">{t`按场次`}</option>
          </select>
        </label>
        {teams ? <span className="library-count">{t`共 ${shown.length} 支战队`}</span> : null}
      </div>
      <LibraryResults
        status={status}
        total={teams?.length}
        shown={shown.length}
        skeletonRows={6}
        noMatch={needle ? <Trans>没有找到匹配的战队</Trans> : null}
      >
        <TeamGrid teams={shown} />
      </LibraryResults>
    </section>
  )
}
