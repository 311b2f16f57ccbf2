import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { useDeferredValue, useState } from 'react'
import { useLibraryPlayers } from '../../../db/queries/library'
import { useLibraryPlayersInterest } from '../../../streams/library/library-interest'
import { LibraryResults } from '../../../ui/library/library-results'
import { PlayerList } from '../../../ui/library/player-list'
import { roleLabel } from '../../../ui/match/role-labels'
import { GameTabs } from './game-tabs'
import { gameOf } from './library-search'
import '../../../ui/library/library.css'
import { usePageTitle } from '../../-app/use-page-title'

const route = getRouteApi('/playerLibrary/')

/** /playerLibrary?game=…: a game's players, narrowed by role and by nickname, real name or team. */
export function PlayerLibraryPage() {
  const { i18n, t } = useLingui()
  const search = route.useSearch()
  usePageTitle(t`选手库`)
  const navigate = route.useNavigate()
  const game = gameOf(search)
  const { status } = useLibraryPlayersInterest(game.gameId)
  const players = useLibraryPlayers(game.gameId)
  const [role, setRole] = useState('')
  const [text, setText] = useState('')
  const needle = useDeferredValue(text.trim().toLowerCase())
  const roles = [...new Set((players ?? []).map((p) => p.role))].sort()
  const shown = (players ?? []).filter(
    (player) =>
      (role === '' || player.role === role) &&
      (needle === '' ||
        [player.nickname, player.realName, player.team?.name ?? ''].some((name) =>
          name.toLowerCase().includes(needle),
        )),
  )
  return (
    <section className="panel" data-testid="player-library">
      <div className="library-head">
        <div>
          <h1>
            <Trans>选手库</Trans>
          </h1>
          <p className="library-head-sub">
            <Trans>选手位置、所属战队、每场数据与走势</Trans>
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
          placeholder={t`输入选手或战队名称`}
          aria-label={t`按名称筛选选手`}
          data-testid="player-filter"
        />
        <label>
          {t`位置`}{' '}
          <select value={role} onChange={(e) => setRole(e.target.value)} data-testid="player-role-filter">
            <option value="">{t`全部`}</option>
            {roles.map((r) => (
              <option key={r} value={r}>
                {roleLabel(r, (d) => i18n._(d))}
              </option>
            ))}
          </select>
        </label>
        {players ? <span className="library-count">{t`共 ${shown.length} 名选手`}</span> : null}
      </div>
      <LibraryResults
        status={status}
        total={players?.length}
        shown={shown.length}
        skeletonRows={8}
        noMatch={needle ? <Trans>没有找到匹配的选手</Trans> : null}
      >
        <PlayerList players={shown} />
      </LibraryResults>
    </section>
  )
}
