/**
 * Frames shaped like PandaScore's documented live samples (developers.pandascore.co, Data samples: League of
 * Legends, Counter-Strike, Dota 2), for the double and the tests: every field the portal reads, with the
 * others the samples show where they are cheap to fill.
 */

type Team = { id: number; name: string; acronym?: string | null }

export type LolSideInput = {
  team: Team
  kills: number
  gold: number
  towers?: number
  drakes?: number
  nashors?: number
  /** Player names by position (top, jun, mid, adc, sup) with their champions. */
  players?: Partial<Record<'top' | 'jun' | 'mid' | 'adc' | 'sup', { name: string; champion: string }>>
  score?: number
}

export function sampleLolFrame(input: {
  matchId: number
  gameId: number
  clock: number
  blue: LolSideInput
  red: LolSideInput
  finished?: boolean
  winnerId?: number | null
}) {
  const side = (s: LolSideInput) => ({
    id: s.team.id,
    name: s.team.name,
    acronym: s.team.acronym ?? null,
    kills: s.kills,
    gold: s.gold,
    towers: s.towers ?? 0,
    drakes: s.drakes ?? 0,
    nashors: s.nashors ?? 0,
    herald: 0,
    inhibitors: 0,
    voidgrubs: 0,
    score: s.score ?? 0,
    players: Object.fromEntries(
      Object.entries(s.players ?? {}).map(([position, player]) => [
        position,
        { id: null, name: player.name, champion: { id: null, name: player.champion }, kills: 0, deaths: 0 },
      ]),
    ),
  })
  return {
    game: { id: input.gameId, finished: input.finished ?? false, winner_id: input.winnerId ?? null },
    match: { id: input.matchId },
    tournament: { id: Math.floor(input.matchId / 10) },
    current_timestamp: input.clock,
    paused: false,
    blue: side(input.blue),
    red: side(input.red),
  }
}

export type CsSideInput = { team: Team; rounds: number; score?: number; players?: string[] }

export function sampleCsFrame(input: {
  matchId: number
  gameId: number
  map: string
  round: number
  counterTerrorists: CsSideInput
  terrorists: CsSideInput
  finished?: boolean
  winnerId?: number | null
}) {
  const side = (s: CsSideInput) => ({
    id: s.team.id,
    name: s.team.name,
    round_score: s.rounds,
    score: s.score ?? 0,
    players: (s.players ?? []).map((name) => ({ id: null, name, kills: 0, deaths: 0, hp: 100 })),
  })
  return {
    game: { id: input.gameId, finished: input.finished ?? false, winner_id: input.winnerId ?? null },
    match: { id: input.matchId },
    tournament: { id: Math.floor(input.matchId / 10) },
    map: { id: 1, name: input.map },
    round: input.round,
    current_timestamp: 40,
    bomb_planted: false,
    paused: false,
    counter_terrorists: side(input.counterTerrorists),
    terrorists: side(input.terrorists),
  }
}

export function sampleDotaFrame(input: {
  matchId: number
  gameId: number
  clock: number
  radiant: { team: Team; kills: number }
  dire: { team: Team; kills: number }
  finished?: boolean
  winnerId?: number | null
}) {
  const side = (s: { team: Team; kills: number }) => ({ id: s.team.id, name: s.team.name, score: s.kills, players: [] })
  return {
    game: { id: input.gameId, finished: input.finished ?? false, winner_id: input.winnerId ?? null },
    match: { id: input.matchId },
    tournament: { id: Math.floor(input.matchId / 10) },
    current_timestamp: input.clock,
    daytime: true,
    radiant: side(input.radiant),
    dire: side(input.dire),
  }
}
