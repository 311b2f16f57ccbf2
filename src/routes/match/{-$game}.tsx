import { createFileRoute } from '@tanstack/react-router'
import { gameGate, toCanonicalGamePath } from '../-app/game-param'
import { MatchesPage } from './-components/matches-page'
import { type MatchesSearch, matchesSearch } from './-components/matches-search'

export const Route = createFileRoute('/match/{-$game}')({
  params: { parse: gameGate },
  beforeLoad: toCanonicalGamePath,
  validateSearch: (search: Record<string, unknown>): MatchesSearch => matchesSearch(search),
  component: MatchesPage,
})
