import type { MobaDetail, MobaGame, MobaStats } from '../../../../protocol/match-detail'
import type { Rng } from '../../../seed/prng'
import { MatchScript, MINUTE, type Side, sigmoid } from '../script'
import { ratingGap } from '../strength'
import { MOBA_WEIGHTS, mobaGameChance, seriesWinChance } from '../win-chance'
import { draftSteps, type Objective, objectivePlan } from './draft'
import { heroPool } from './heroes'
import type { KindEngine, ScriptInput } from './kind'
import { esportsLineup } from './lineups'

type MobaRules = {
  /** Minutes of ban/pick before each game. */
  bp: number
  /** Range of a game's length in minutes. */
  game: readonly [number, number]
  /** Mean kills per game, both sides together. */
  kills: number
  /** Minutes between games of a series. */
  pause: number
  formats: readonly number[]
}

const RULES: Record<number, MobaRules> = {
  1: { bp: 6, game: [26, 42], kills: 26, pause: 8, formats: [3, 3, 3, 5] },
  3: { bp: 4, game: [12, 24], kills: 30, pause: 5, formats: [5, 5, 5, 7] },
  4: { bp: 8, game: [28, 52], kills: 48, pause: 10, formats: [3, 3, 5] },
  7: { bp: 4, game: [14, 24], kills: 28, pause: 5, formats: [5, 5, 3] },
}
const RULES_FALLBACK = RULES[1] as MobaRules
const KILL_RETRACTION = 0.02
/**
 * How fights and games are won. A fight goes the stronger side's way more often (62 % between teams a typical
 * rating gap apart) and the way of the side ahead in gold (items win fights: +8 points at 3k); the game goes
 * to the side ahead at its end, by kills and gold. Strength acts only through the fights, so a side ahead on
 * every measure is the likelier winner unless the gap between the teams is wide.
 */
const FIGHT_RATING = 0.15
const FIGHT_GOLD = 0.2
const END_KILLS = 0.1
const END_GOLD = 0.3
/** Game seconds between two gold samples of the gold-lead chart (taken with the next event). */
const GOLD_SAMPLE_SECONDS = 120
const STAT: Record<Objective, keyof MobaStats> = {
  tower: 'towers',
  dragon: 'dragons',
  baron: 'barons',
  roshan: 'roshans',
}

/**
 * LoL, Honor of Kings, Dota 2 and LoL mobile: a best-of series. Each game opens with a BP phase (bans and
 * picks from the game's hero pool, as incidents and in the detail), then fights (kills), objectives
 * (towers; dragons and barons, which are Honor of Kings' tyrants and overlords; roshans in Dota 2) and a
 * gold lead, then a winner; the series score is games won and the series stops once decided.
 */
export const moba: KindEngine = {
  bestOf: (rng, gameId) => rng.pick((RULES[gameId] ?? RULES_FALLBACK).formats),
  shortestMinutes(gameId, bestOf) {
    const rules = RULES[gameId] ?? RULES_FALLBACK
    const games = Math.floor(bestOf / 2) + 1
    return games * (rules.bp + rules.game[0]) + (games - 1) * rules.pause
  },
  script(input: ScriptInput) {
    const { rng, gameId } = input
    const rules = RULES[gameId] ?? RULES_FALLBACK
    const edge = ratingGap(input.homeTeamId, input.guestTeamId)
    const usualSeconds = ((rules.game[0] + rules.game[1]) / 2) * 60
    const weights = MOBA_WEIGHTS[gameId]
    const toWin = Math.floor(input.bestOf / 2) + 1
    const detail: MobaDetail = {
      kind: 'moba',
      lineups: {
        home: esportsLineup(input.catalogue, input.homeTeamId, 5),
        guest: esportsLineup(input.catalogue, input.guestTeamId, 5),
      },
      games: [],
    }
    const script = new MatchScript<MobaDetail>(
      'series',
      (state) => {
        if (state.status === 'closed') return state.homeScore > state.guestScore ? 100 : 0
        // The game being played, from its leads; between games and in BP the next one, from the teams alone.
        const current = detail.games.at(-1)
        const inGame = state.phase === 'inGame' && current && !current.winner
        const fresh = mobaGameChance({ gap: edge, remaining: 1, killLead: 0, goldLead: 0 }, weights)
        const game = inGame
          ? mobaGameChance(
              {
                gap: edge,
                remaining: 1 - state.clock / usualSeconds,
                killLead: current.stats.home.kills - current.stats.guest.kills,
                goldLead: current.goldLead.at(-1)?.lead ?? 0,
              },
              weights,
            )
          : fresh
        return 100 * seriesWinChance(toWin - state.homeScore, toWin - state.guestScore, game, fresh)
      },
      input.compact,
    )
    script.detail = detail
    const pool = heroPool(gameId)
    let offset = 0
    let blue: Side = 'home'
    for (let index = 1; script.current.homeScore < toWin && script.current.guestScore < toWin; index++) {
      if (index > 1) offset += rules.pause * MINUTE
      const stats = (): MobaStats => ({ kills: 0, towers: 0, dragons: 0, barons: 0, roshans: 0, gold: 2.5 })
      const game: MobaGame = {
        index,
        draft: { home: { picks: [], bans: [] }, guest: { picks: [], bans: [] } },
        stats: { home: stats(), guest: stats() },
        goldLead: [],
        winner: null,
      }
      detail.games.push(game)
      script.status(offset, { status: 'live', phase: 'bp', period: index, clock: 0 })
      const steps = draftSteps(gameId, blue)
      const heroes = rng.shuffle(pool)
      const stepSeconds = Math.floor((rules.bp * 60) / (steps.length + 1))
      steps.forEach(([side, action], i) => {
        const hero = heroes[i] ?? `Hero ${i + 1}`
        game.draft[side][action === 'pick' ? 'picks' : 'bans'].push(hero)
        const clock = (i + 1) * stepSeconds
        script.incident(offset + clock * 1000, clock, action, side, 0, hero)
      })
      offset += rules.bp * MINUTE
      script.status(offset, { phase: 'inGame', clock: 0 })
      const length = rng.int(rules.game[0], rules.game[1]) * 60
      playGame(script, rng, { game, gameId, edge, length, offset, kills: rules.kills })
      const lead = game.stats.home.kills - game.stats.guest.kills
      const gold = game.goldLead.at(-1)?.lead ?? 0
      const winner: Side = rng.chance(sigmoid(END_KILLS * lead + END_GOLD * gold)) ? 'home' : 'guest'
      game.winner = winner
      script.markDetail()
      offset += length * 1000
      script.seriesWin(offset, length, 'gameWon', winner)
      // The loser of a game chooses sides for the next: it takes blue (first pick).
      blue = winner === 'home' ? 'guest' : 'home'
      if (script.current.homeScore < toWin && script.current.guestScore < toWin)
        script.status(offset, { phase: 'betweenGames' })
    }
    script.finish(offset)
    return script.events
  },
}

/** One game's play after BP: fights and objectives in time order, the gold lead sampled as it moves. */
function playGame(
  script: MatchScript<MobaDetail>,
  rng: Rng,
  plan: { game: MobaGame; gameId: number; edge: number; length: number; offset: number; kills: number },
) {
  const { game, edge, length, offset } = plan
  const fights = Math.max(3, Math.round(plan.kills / 2.4))
  const events: Array<{ second: number; objective: Objective | null }> = [
    ...Array.from({ length: fights }, () => ({ second: rng.int(90, length - 30), objective: null })),
    ...objectivePlan(rng, plan.gameId, length).map(([second, objective]) => ({ second, objective })),
  ].sort((a, b) => a.second - b.second)
  let sampled = -GOLD_SAMPLE_SECONDS
  const winnerOf = (): Side => {
    const gold = game.goldLead.at(-1)?.lead ?? 0
    return rng.chance(sigmoid(FIGHT_RATING * edge + FIGHT_GOLD * gold)) ? 'home' : 'guest'
  }
  const sample = (second: number) => {
    if (second - sampled < GOLD_SAMPLE_SECONDS) return
    sampled = second
    script.markDetail()
    for (const side of ['home', 'guest'] as const) game.stats[side].gold = goldOf(game.stats[side], second)
    const lead = Math.round((game.stats.home.gold - game.stats.guest.gold) * 10) / 10
    game.goldLead.push({ clock: second, lead })
  }
  for (const { second, objective } of events) {
    const side = winnerOf()
    const at = offset + second * 1000
    if (objective) {
      game.stats[side][STAT[objective]]++
      sampled = -GOLD_SAMPLE_SECONDS
      sample(second)
      script.incident(at, second, objective, side)
      continue
    }
    const kills = rng.int(1, 4)
    game.stats[side].kills += kills
    sample(second)
    const seq = script.incident(at, second, 'kill', side, kills)
    if (rng.chance(KILL_RETRACTION)) {
      game.stats[side].kills -= kills
      script.correction(at + 20_000, seq)
    }
  }
  sampled = -GOLD_SAMPLE_SECONDS
  sample(length)
}

/** A side's gold in thousands: income over time plus what kills and objectives brought. */
function goldOf(stats: MobaStats, second: number): number {
  const earned = 2.5 + (second / 60) * 1.9 + stats.kills * 0.3 + stats.towers * 0.65
  return Math.round((earned + stats.dragons * 0.4 + stats.barons * 1.5 + stats.roshans * 1.2) * 10) / 10
}
