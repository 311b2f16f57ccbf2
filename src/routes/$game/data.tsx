import { createFileRoute } from '@tanstack/react-router'
import { gameGate, toCanonicalGamePath } from '../-app/game-param'
import { GameDataPage } from './-components/game-data-page'

/** /{game}/data: standings and leaders per league (?league=…), from the results the feed produced. */
export const Route = createFileRoute('/$game/data')({
  params: { parse: gameGate },
  beforeLoad: toCanonicalGamePath,
  validateSearch: (search: Record<string, unknown>): { league?: string } => ({
    league: typeof search.league === 'string' && search.league.length <= 64 ? search.league : undefined,
  }),
  component: GameDataPage,
})
