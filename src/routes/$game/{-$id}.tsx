import { createFileRoute } from '@tanstack/react-router'
import { isRoomIdSegment } from '../../../protocol/rooms'
import { gameGate, toCanonicalGamePath } from '../-app/game-param'
import { GameHubPage } from './-components/game-hub-page'
import { LiveRoomPage } from './-components/live-room-page'
import { MatchDetailPage } from './-components/match-detail-page'

/**
 * The catch-all of the spec's table: /{game} (the game's page) and /{game}/{id} (a match and its live
 * room). Every static first segment (/about, /live, /s/…) ranks above this dynamic one, and only the ten
 * slugs of the game list are accepted here, so /unknown and /unknown/1 are the 404 page rather than an
 * empty game page. /{game}/data is its own route (static beats the optional {id}). An id of digits only is
 * a live room (room ids are positive integers; match ids never are all digits).
 */
export const Route = createFileRoute('/$game/{-$id}')({
  params: { parse: gameGate },
  beforeLoad: toCanonicalGamePath,
  // A match's data is asked for while the page's code loads and renders, not after (not for a hovered link).
  loader: ({ params: { id }, preload }) => {
    if (id && !isRoomIdSegment(id) && !preload) {
      void import('../../streams/matches/match-interest').then((m) => m.beginMatchInterest(id))
    }
  },
  component: GamePage,
})

function GamePage() {
  const { game, id } = Route.useParams()
  if (id && isRoomIdSegment(id)) return <LiveRoomPage key={id} roomId={Number(id)} />
  return id ? <MatchDetailPage key={id} matchId={id} /> : <GameHubPage game={game} />
}
