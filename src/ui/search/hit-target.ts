import type { SearchHit } from '../../../protocol/calls/search'
import { gameById } from '../../../protocol/games'

/** Where a search hit leads: the library page of a league, team or player, a match or a live room, a profile. */
export function hitTarget(hit: SearchHit) {
  const game = gameById(hit.gameId ?? 0)?.slug ?? 'lol'
  switch (hit.kind) {
    case 'league':
      return { to: '/leagueLibrary/$id', params: { id: hit.id } } as const
    case 'team':
      return { to: '/squadLibrary/$id', params: { id: hit.id } } as const
    case 'player':
      return { to: '/playerLibrary/$id', params: { id: hit.id } } as const
    case 'match':
    case 'room':
      return { to: '/$game/{-$id}', params: { game, id: hit.id } } as const
    case 'anchor':
      return { to: '/userInfo/{-$id}', params: { id: hit.id } } as const
  }
}
