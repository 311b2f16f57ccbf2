import type { MatchLiveState, PeriodScore } from '../../../protocol/match'
import type { FpsDetail, FpsMap, Lineup, MobaDetail, MobaGame, MobaStats } from '../../../protocol/match-detail'
import { MOBA_WEIGHTS, mapWinChance, mobaGameChance, seriesWinChance } from '../builtin/win-chance'
import type { GameMemory } from './live'
import type { FrameSide } from './live-wire'
import type { PandaMatch } from './wire'

/**
 * What a running match's frames add to its REST picture (mapping.ts), README "Real data providers":
 *
 * - each game with frames gets its line in the periods: kills per side in a MOBA game, rounds per side on a
 *   CS map; the game being played sets the clock (MOBA game time);
 * - a win chance from the portal's own models (builtin/win-chance.ts) with no opinion of the teams — the
 *   kill and gold leads of the game being played (MOBA), the rounds of the map (CS), then the series score;
 * - the match detail: lineups from the frame's players, and per MOBA game its picks, kills, towers, dragons,
 *   barons, team gold and the gold-lead chart; per CS map its halves where the frames saw the first half end
 *   (a map joined later shows only in the periods, not with halves that would be guessed).
 *
 * Dota 2's frames give kills only: its games get their kill lines and a chance from the kill lead, but no
 * detail — a stats panel of 35 kills beside 0 gold and 0 towers would be invented zeros. Honor of Kings and
 * Wild Rift have no live frames at PandaScore.
 */
export function withFrames(
  state: MatchLiveState,
  match: PandaMatch,
  homeId: number,
  gameId: number,
  bestOf: number,
  games: ReadonlyMap<number, GameMemory>,
): { state: MatchLiveState; detail: MobaDetail | FpsDetail | null } {
  const ordered = [...match.games]
    .sort((a, b) => a.position - b.position)
    .flatMap((game) => {
      const memory = games.get(game.id)
      return memory ? [{ game, memory }] : []
    })
  if (ordered.length === 0) return { state, detail: null }
  const kind = ordered[0]?.memory.frame.kind ?? 'moba'
  const split = (memory: GameMemory) => {
    const [first, second] = memory.frame.sides
    return first.teamId === homeId ? { home: first, guest: second } : { home: second, guest: first }
  }
  const lines: PeriodScore[] = ordered.map(({ game, memory }) => {
    const { home, guest } = split(memory)
    return kind === 'fps'
      ? { index: game.position, home: home.rounds, guest: guest.rounds }
      : { index: game.position, home: home.kills, guest: guest.kills }
  })
  const byIndex = new Map(state.periods.map((line) => [line.index, line]))
  for (const line of lines) byIndex.set(line.index, line)
  const periods = [...byIndex.values()].sort((a, b) => a.index - b.index)

  const running = match.games.find((game) => game.status === 'running')
  const current = running ? games.get(running.id) : undefined
  const toWin = Math.floor(bestOf / 2) + 1
  let chance = 0.5
  if (current && !current.frame.finished) {
    const { home, guest } = split(current)
    chance =
      kind === 'fps'
        ? mapWinChance(home.rounds, guest.rounds, 0.5)
        : mobaGameChance(
            {
              gap: 0,
              remaining: 1,
              killLead: home.kills - guest.kills,
              goldLead: home.gold !== null && guest.gold !== null ? (home.gold - guest.gold) / 1000 : 0,
            },
            MOBA_WEIGHTS[gameId],
          )
  }
  const decided = chance === 0 || chance === 1
  const winRate =
    state.status === 'live'
      ? Math.round(
          1000 * seriesWinChance(toWin - state.homeScore, toWin - state.guestScore, decided ? 0.5 : chance, 0.5),
        ) / 10
      : state.winRate
  const next: MatchLiveState = {
    ...state,
    periods,
    winRate,
    ...(kind === 'moba' && current && state.phase === 'inGame' ? { clock: current.frame.clock } : {}),
  }

  // Frames without gold (Dota 2's) tell kills only: no detail rather than zeros for what they do not tell.
  if (kind === 'moba' && ordered.every(({ memory }) => memory.frame.sides[0].gold === null))
    return { state: next, detail: null }
  const last = (ordered.at(-1) as { memory: GameMemory }).memory
  const lineups = {
    home: lineupOf(split(last).home),
    guest: lineupOf(split(last).guest),
  }
  const winnerOf = (game: PandaMatch['games'][number]) =>
    game.winner?.id === homeId ? 'home' : game.winner?.id != null ? 'guest' : null
  if (kind === 'moba') {
    const detail: MobaDetail = {
      kind: 'moba',
      lineups,
      games: ordered.map(({ game, memory }): MobaGame => {
        const { home, guest } = split(memory)
        return {
          index: game.position,
          draft: { home: { picks: picksOf(home), bans: [] }, guest: { picks: picksOf(guest), bans: [] } },
          stats: { home: statsOf(home), guest: statsOf(guest) },
          goldLead: memory.goldLead.map((sample) => ({
            clock: sample.clock,
            lead: sample.firstTeamId === homeId ? sample.lead : -sample.lead,
          })),
          winner: game.status === 'finished' ? winnerOf(game) : null,
        }
      }),
    }
    return { state: next, detail }
  }
  const maps = ordered.flatMap(({ game, memory }): FpsMap[] => {
    const { home, guest } = split(memory)
    const round = memory.frame.round ?? 0
    // Halves the frames did not see (joined after the first half, or overtime's three-round halves) are not
    // guessed: that map shows in the periods only.
    if (memory.firstCtTeamId === null || (round > 12 && memory.firstHalf === null) || round > 24) return []
    const first = memory.firstHalf
      ? { home: memory.firstHalf.get(home.teamId) ?? 0, guest: memory.firstHalf.get(guest.teamId) ?? 0 }
      : null
    const halves = first
      ? [first, { home: home.rounds - first.home, guest: guest.rounds - first.guest }]
      : [{ home: home.rounds, guest: guest.rounds }]
    return [
      {
        index: game.position,
        map: memory.frame.map ?? '',
        halves,
        startsCt: memory.firstCtTeamId === homeId ? 'home' : 'guest',
        winner: game.status === 'finished' ? winnerOf(game) : null,
      },
    ]
  })
  return { state: next, detail: { kind: 'fps', lineups, veto: [], maps } }
}

function lineupOf(side: FrameSide): Lineup {
  return { starters: side.players.map((player) => ({ name: player.name, role: player.role })), bench: [] }
}

function picksOf(side: FrameSide): string[] {
  return side.players.flatMap((player) => (player.pick ? [player.pick] : []))
}

function statsOf(side: FrameSide): MobaStats {
  return {
    kills: side.kills,
    towers: side.towers,
    dragons: side.dragons,
    barons: side.barons,
    roshans: 0,
    gold: side.gold === null ? 0 : Math.round(side.gold / 100) / 10,
  }
}
