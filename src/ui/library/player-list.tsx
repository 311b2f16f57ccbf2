import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Virtuoso } from 'react-virtuoso'
import type { PlayerCard } from '../../../protocol/calls/library'
import { PlayerSilhouette } from '../crest/crest'
import { roleLabel } from '../match/role-labels'

/** Rows have one height, so the virtual list never measures them. */
const ROW_HEIGHT = 56

function PlayerLine({ player }: { player: PlayerCard }) {
  const { i18n } = useLingui()
  return (
    <Link to="/playerLibrary/$id" params={{ id: player.id }} className="player-line" data-testid="player-row">
      <PlayerSilhouette size={36} />
      <strong className="player-line-name">{player.nickname}</strong>
      <span className="player-line-real">{player.realName}</span>
      <span className="player-line-role">{roleLabel(player.role, (d) => i18n._(d))}</span>
      <span className="player-line-team">{player.team?.name ?? '—'}</span>
      <span className="player-line-country">{player.country ?? ''}</span>
    </Link>
  )
}

/**
 * Players as a virtualized list scrolling with the window: a game has about a thousand, of which only those
 * near the viewport are in the DOM. `fixed` renders them all (a team's roster).
 */
export function PlayerList({ players, fixed = false }: { players: readonly PlayerCard[]; fixed?: boolean }) {
  if (fixed)
    return (
      <div className="player-list" data-testid="player-list">
        {players.map((player) => (
          <PlayerLine key={player.id} player={player} />
        ))}
      </div>
    )
  return (
    <Virtuoso
      className="player-list"
      data-testid="player-list"
      useWindowScroll
      data={players}
      fixedItemHeight={ROW_HEIGHT}
      computeItemKey={(_index, player) => player.id}
      itemContent={(_index, player) => <PlayerLine player={player} />}
    />
  )
}
