import type { Lobby } from '../../../../protocol/match'
import type { BattleRoyaleDetail, RoyaleRound } from '../../../../protocol/match-detail'
import type { Rng } from '../../../seed/prng'
import { MatchScript, MINUTE, type Side, sigmoid } from '../script'
import { ratingGap, ratingOf } from '../strength'
import type { KindEngine, ScriptInput } from './kind'

const RULES: Record<number, { rounds: number; minutes: readonly [number, number]; pause: number; maps: string[] }> = {
  5: { rounds: 5, minutes: [26, 34], pause: 8, maps: ['Erangel', 'Miramar', 'Taego', 'Vikendi', 'Deston'] },
  6: { rounds: 6, minutes: [18, 26], pause: 6, maps: ['Erangel', 'Miramar', 'Sanhok', 'Vikendi', 'Livik', 'Rondo'] },
}
const FALLBACK = RULES[5] as (typeof RULES)[number]
export const LOBBY_SIZE = 16
/** Placement points by place (1st = 10), the usual esports scoring; each kill adds one point on top. */
export const PLACEMENT_POINTS = [10, 6, 5, 4, 3, 2, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0]
const KILL_RETRACTION = 0.02

/**
 * PUBG and PUBG mobile: a lobby of 16 teams of the league (home and guest are two of them) plays several
 * rounds; teams score one point per kill and placement points by finishing place. The detail holds the
 * whole points table and every round's finishing order; the match score is home's and guest's points.
 */
export const battleRoyale: KindEngine = {
  bestOf: () => 1,
  shortestMinutes(gameId) {
    const rules = RULES[gameId] ?? FALLBACK
    return rules.rounds * rules.minutes[0] + (rules.rounds - 1) * rules.pause
  },
  script(input: ScriptInput) {
    const { rng, catalogue } = input
    const rules = RULES[input.gameId] ?? FALLBACK
    const edge = 0.4 * ratingGap(input.homeTeamId, input.guestTeamId)
    const script = new MatchScript<BattleRoyaleDetail>(
      'sum',
      (state) => {
        const diff = state.homeScore - state.guestScore
        if (state.status === 'closed') return diff > 0 ? 100 : diff < 0 ? 0 : 50
        const played = state.period / rules.rounds
        return 100 * sigmoid(edge * (1 - played) + diff * (0.05 + 0.25 * played))
      },
      input.compact,
    )
    const others = rng
      .shuffle(
        catalogue.leagueTeams(input.leagueId).filter((id) => id !== input.homeTeamId && id !== input.guestTeamId),
      )
      .slice(0, LOBBY_SIZE - 2)
    const lobby = [input.homeTeamId, input.guestTeamId, ...others]
    const detail: BattleRoyaleDetail = {
      kind: 'battleRoyale',
      placementPoints: PLACEMENT_POINTS,
      table: lobby.map((teamId) => ({
        teamId,
        name: catalogue.teamName(teamId),
        names: catalogue.teamNames(teamId),
        kills: 0,
        placementPoints: 0,
        points: 0,
        wins: 0,
      })),
      rounds: [],
    }
    script.detail = detail
    const sideOf = (teamId: string): Side | null =>
      teamId === input.homeTeamId ? 'home' : teamId === input.guestTeamId ? 'guest' : null
    const line = (teamId: string) => detail.table.find((row) => row.teamId === teamId) as (typeof detail.table)[number]
    // Every re-sort also hands the top three to the state, so lists show the lobby's leaders live.
    const sortTable = () => {
      detail.table.sort(
        (a, b) => b.points - a.points || b.wins - a.wins || b.kills - a.kills || a.teamId.localeCompare(b.teamId),
      )
      script.setLobby(lobbyOf(detail, rules.rounds))
    }
    script.setLobby(lobbyOf(detail, rules.rounds))
    let offset = 0
    for (let index = 1; index <= rules.rounds; index++) {
      if (index > 1) {
        script.status(offset, { phase: 'betweenGames' })
        offset += rules.pause * MINUTE
      }
      const round: RoyaleRound = {
        index,
        map: rules.maps[(index - 1) % rules.maps.length] ?? 'Erangel',
        eliminated: [],
        kills: {},
        winner: null,
      }
      detail.rounds.push(round)
      script.status(offset, { status: 'live', phase: 'round', period: index, clock: 0 })
      const length = rng.int(rules.minutes[0], rules.minutes[1]) * 60
      for (const event of roundEvents(rng, lobby, length)) {
        const at = offset + event.second * 1000
        const row = line(event.teamId)
        const side = sideOf(event.teamId)
        if (event.kind === 'kill') {
          row.kills += event.count
          row.points += event.count
          round.kills[event.teamId] = (round.kills[event.teamId] ?? 0) + event.count
          sortTable()
          const seq = script.incident(at, event.second, 'kill', side, event.count, row.name)
          if (side && rng.chance(KILL_RETRACTION)) {
            row.kills -= event.count
            row.points -= event.count
            round.kills[event.teamId] = (round.kills[event.teamId] ?? 0) - event.count
            sortTable()
            script.correction(at + 20_000, seq)
          }
          continue
        }
        const place = lobby.length - round.eliminated.length
        const points = PLACEMENT_POINTS[place - 1] ?? 0
        round.eliminated.push(event.teamId)
        row.placementPoints += points
        row.points += points
        if (place === 1) {
          round.winner = event.teamId
          row.wins++
        }
        sortTable()
        // The table is pushed every few eliminations and for the last four places, not on every kill.
        if (place <= 4 || round.eliminated.length % 4 === 0) script.markDetail()
        script.incident(at, event.second, place === 1 ? 'gameWon' : 'elimination', side, points, row.name)
      }
      offset += length * 1000
    }
    script.finish(offset)
    return script.events
  },
}

/** The lobby at a glance for lists (protocol/match.ts): the round count and the best three of the table. */
export function lobbyOf(detail: BattleRoyaleDetail, rounds: number): Lobby {
  return {
    rounds,
    leaders: detail.table
      .slice(0, 3)
      .map(({ teamId, name, names, points, kills }) => ({ teamId, name, ...(names && { names }), points, kills })),
  }
}

type RoundEvent = { second: number; teamId: string; kind: 'kill' | 'out'; count: number }

/**
 * One round: a finishing order (stronger teams tend to last longer), each team out at a time that follows
 * its place (the winner at the end), and its kills in one or two fights before it is out.
 */
function roundEvents(rng: Rng, lobby: readonly string[], length: number): RoundEvent[] {
  const order = lobby
    .map((teamId) => ({ teamId, rank: 0.3 * ratingOf(teamId) + rng.next() * 1.6 }))
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.teamId)
  const times = Array.from({ length: order.length - 1 }, () => rng.int(300, length - 60)).sort((a, b) => a - b)
  const events: RoundEvent[] = []
  order.forEach((teamId, i) => {
    const out = times[i] ?? length
    events.push({ second: out, teamId, kind: 'out', count: 0 })
    const kills = rng.poisson(0.8 + (i / order.length) * 5)
    const first = kills > 2 ? rng.int(1, kills - 1) : kills
    for (const count of [first, kills - first]) {
      if (count > 0) events.push({ second: rng.int(120, Math.max(121, out - 1)), teamId, kind: 'kill', count })
    }
  })
  // A team's kills come before it is out; at the same second, kills first.
  return events.sort((a, b) => a.second - b.second || (a.kind === 'kill' ? -1 : 1) - (b.kind === 'kill' ? -1 : 1))
}
