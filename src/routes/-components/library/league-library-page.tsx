import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'
import { useState } from 'react'
import { GAMES } from '../../../../protocol/games'
import { useLeagues } from '../../../db/queries/leagues'
import { entityName } from '../../../i18n/entity-name'
import { useLeaguesInterest } from '../../../streams/matches/match-interest'
import { Crest } from '../../../ui/crest/crest'
import { gameNameById } from '../../../ui/game-names'
import { LibraryResults } from '../../../ui/library/library-results'
import { GameFilter } from '../../../ui/match/game-filter'
import '../../../ui/library/library.css'
import { usePageTitle } from '../../-app/use-page-title'

const route = getRouteApi('/leagueLibrary/')

/** /leagueLibrary: every league by game, tier and name, narrowed by game, tier and region. */
export function LeagueLibraryPage() {
  const { i18n, t } = useLingui()
  const tierLabel = (tier: number) => t`第${tier}级`
  const { game } = route.useSearch()
  usePageTitle(t`联赛库`)
  const navigate = route.useNavigate()
  const gameId = GAMES.find((g) => g.slug === game)?.gameId
  const { status } = useLeaguesInterest(gameId)
  const leagues = useLeagues(gameId)
  const [tier, setTier] = useState('')
  const [region, setRegion] = useState('')
  const regions = [...new Set((leagues ?? []).map((l) => l.region))].sort()
  const tiers = [...new Set((leagues ?? []).map((l) => l.tier))].sort((a, b) => a - b)
  const shown = (leagues ?? []).filter(
    (l) => (tier === '' || String(l.tier) === tier) && (region === '' || l.region === region),
  )
  return (
    <section className="panel" data-testid="league-library">
      <div className="library-head">
        <div>
          <h1>
            <Trans>联赛库</Trans>
          </h1>
          <p className="library-head-sub">
            <Trans>各项目联赛的积分榜、赛程、战队与数据</Trans>
          </p>
        </div>
      </div>
      <GameFilter value={game} onChange={(next) => void navigate({ search: next ? { game: next } : {} })} />
      <div className="library-toolbar">
        <label>
          {t`级别`}{' '}
          <select value={tier} onChange={(e) => setTier(e.target.value)} data-testid="tier-filter">
            <option value="">{t`全部`}</option>
            {tiers.map((n) => (
              <option key={n} value={String(n)}>
                {tierLabel(n)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t`地区`}{' '}
          <select value={region} onChange={(e) => setRegion(e.target.value)} data-testid="region-filter">
            <option value="">{t`全部`}</option>
            {regions.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        {leagues ? <span className="library-count">{t`共 ${shown.length} 个联赛`}</span> : null}
      </div>
      <LibraryResults status={status} total={leagues?.length} shown={shown.length} skeletonRows={6} noMatch={null}>
        <ul className="library-grid" data-testid="league-grid">
          {shown.map((league) => (
            <li key={league.id}>
              <Link
                to="/leagueLibrary/$id"
                params={{ id: league.id }}
                className="library-card"
                data-testid="league-card"
              >
                <Crest
                  name={league.name}
                  shortName={league.shortName}
                  nameEn={league.names?.en}
                  kind="league"
                  size={44}
                />
                <span className="library-card-text">
                  <strong>{entityName(league, i18n.locale)}</strong>
                  <small>
                    {gameNameById(league.gameId, i18n)} · {league.region} · {tierLabel(league.tier)}
                  </small>
                  <small>{t`进行中 ${league.live} · 未开始 ${league.upcoming}`}</small>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </LibraryResults>
    </section>
  )
}
