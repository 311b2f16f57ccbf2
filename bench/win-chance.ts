// Calibration of the win chance the built-in feed shows (server/feed/builtin/win-chance.ts), per game, on
// BENCH_MATCHES simulated matches each (default 1,500) between teams of the game's leagues: every live
// figure the feed would push is scored against how the match ended (a football draw counts ½, as the
// figure is P(home wins) + ½ P(draw)). Prints the Brier score beside two baselines from the same matches —
// a constant 50 % and the figure each match showed at its start held to the end, so the ratio says what
// the live state adds — and a reliability table (deciles of the figure: mean shown, share won). For the
// MOBA games it fits the game model's weights again by logistic regression on the games' moments, to
// compare with MOBA_WEIGHTS.
// Run: node --import tsx bench/win-chance.ts
import { loadavg } from 'node:os'
import { GAMES } from '../protocol/games'
import { engineOf } from '../server/feed/builtin/engines'
import { seededCatalogue } from '../server/feed/builtin/seeded-catalogue'
import { ratingGap } from '../server/feed/builtin/strength'
import { MOBA_WEIGHTS } from '../server/feed/builtin/win-chance'
import { createRng } from '../server/seed/prng'
import { numberFromEnv } from './support/env'
import { table } from './support/stats'

const MATCHES = numberFromEnv('BENCH_MATCHES', 1500)
const GAME_IDS = [1, 2, 3, 4, 7, 201, 202]
const MOBA_LENGTH_MINUTES: Record<number, number> = { 1: 34, 3: 18, 4: 40, 7: 19 }

type Sample = { shown: number; start: number; outcome: number }

function brier(samples: readonly Sample[], figure: (s: Sample) => number): number {
  return samples.reduce((sum, s) => sum + (figure(s) - s.outcome) ** 2, 0) / samples.length
}

function reliability(samples: readonly Sample[]): string[] {
  const bins = Array.from({ length: 10 }, () => ({ shown: 0, won: 0, n: 0 }))
  for (const s of samples) {
    const bin = bins[Math.min(9, Math.floor(s.shown * 10))] as (typeof bins)[number]
    bin.shown += s.shown
    bin.won += s.outcome
    bin.n++
  }
  return bins.map((b, i) =>
    b.n === 0
      ? `${i * 10}–${i * 10 + 10} %: —`
      : `${i * 10}–${i * 10 + 10} %: shown ${((100 * b.shown) / b.n).toFixed(1)}, won ${((100 * b.won) / b.n).toFixed(1)} (n ${b.n})`,
  )
}

/** Logistic regression without intercept (Newton's method): weights for the rows' features. */
function fitLogistic(rows: readonly number[][], ys: readonly number[]): number[] {
  const k = rows[0]?.length ?? 0
  let w = new Array<number>(k).fill(0)
  for (let iteration = 0; iteration < 25; iteration++) {
    const grad = new Array<number>(k).fill(0)
    const hessian = Array.from({ length: k }, () => new Array<number>(k + 1).fill(0))
    rows.forEach((x, i) => {
      const p = 1 / (1 + Math.exp(-x.reduce((sum, v, j) => sum + v * (w[j] ?? 0), 0)))
      for (let a = 0; a < k; a++) {
        grad[a] = (grad[a] ?? 0) + ((ys[i] ?? 0) - p) * (x[a] ?? 0)
        const row = hessian[a] as number[]
        for (let b = 0; b < k; b++) row[b] = (row[b] ?? 0) + p * (1 - p) * (x[a] ?? 0) * (x[b] ?? 0)
      }
    })
    // Solve hessian · step = grad by Gauss–Jordan elimination, then w += step.
    hessian.forEach((row, a) => {
      row[k] = grad[a] ?? 0
    })
    for (let i = 0; i < k; i++) {
      const pivot = hessian[i] as number[]
      for (let j = 0; j < k; j++) {
        if (j === i) continue
        const row = hessian[j] as number[]
        const factor = (row[i] ?? 0) / (pivot[i] ?? 1)
        for (let c = i; c <= k; c++) row[c] = (row[c] ?? 0) - factor * (pivot[c] ?? 0)
      }
    }
    w = w.map((v, i) => v + ((hessian[i] as number[])[k] ?? 0) / ((hessian[i] as number[])[i] ?? 1))
  }
  return w
}

function main(): void {
  const { leagues, catalogue } = seededCatalogue()
  const rows: Array<readonly [string, string]> = []
  const tables: string[] = []
  const started = performance.now()
  for (const gameId of GAME_IDS) {
    const game = GAMES.find((g) => g.gameId === gameId)
    const engine = engineOf(gameId)
    const pool = leagues.filter((l) => l.gameId === gameId && l.teamIds.length >= 2)
    const samples: Sample[] = []
    const fitRows: number[][] = []
    const fitYs: number[] = []
    for (let n = 0; n < MATCHES; n++) {
      const league = pool[n % pool.length]
      if (!league) break
      const matchId = `bench-${gameId}-${n}`
      const [homeTeamId = '', guestTeamId = ''] = createRng(`teams:${matchId}`).shuffle(league.teamIds)
      const events = engine.script({
        matchId,
        gameId,
        leagueId: league.leagueId,
        homeTeamId,
        guestTeamId,
        bestOf: engine.bestOf(createRng(`format:${matchId}`), gameId),
        rng: createRng(`match:${matchId}`),
        catalogue,
        compact: false,
      })
      const end = events.at(-1)?.state
      if (!end) continue
      const outcome = end.homeScore > end.guestScore ? 1 : end.homeScore === end.guestScore ? 0.5 : 0
      const live = events.filter((e) => e.state.status === 'live' && e.state.winRate != null)
      const start = (live[0]?.state.winRate ?? 50) / 100
      for (const e of live) samples.push({ shown: (e.state.winRate ?? 50) / 100, start, outcome })
      const length = MOBA_LENGTH_MINUTES[gameId]
      if (length === undefined) continue
      // The MOBA fit: every in-game moment with a detail, against the winner of that game.
      const gap = ratingGap(homeTeamId, guestTeamId)
      const final = events.findLast((e) => e.detail)?.detail
      if (final?.kind !== 'moba') continue
      for (const e of events) {
        if (e.detail?.kind !== 'moba' || e.state.phase !== 'inGame') continue
        const current = e.detail.games.at(-1)
        const winner = current && final.games[current.index - 1]?.winner
        if (!current || !winner) continue
        const remaining = Math.max(0, 1 - e.state.clock / (length * 60))
        fitRows.push([
          gap * remaining ** 2,
          current.stats.home.kills - current.stats.guest.kills,
          current.goldLead.at(-1)?.lead ?? 0,
        ])
        fitYs.push(winner === 'home' ? 1 : 0)
      }
    }
    const live = brier(samples, (s) => s.shown)
    const flat = brier(samples, () => 0.5)
    const pre = brier(samples, (s) => s.start)
    const name = game?.slug ?? String(gameId)
    rows.push([
      `${name}: Brier (50 % / start-held / ratio)`,
      `${live.toFixed(4)} (${flat.toFixed(4)} / ${pre.toFixed(4)} / ${(live / pre).toFixed(2)})`,
    ])
    if (fitRows.length > 0) {
      const [gapW = 0, killsW = 0, goldW = 0] = fitLogistic(fitRows, fitYs)
      const used = MOBA_WEIGHTS[gameId]
      rows.push([
        `${name}: refitted weights gap/kills/gold (used)`,
        `${gapW.toFixed(3)}/${killsW.toFixed(3)}/${goldW.toFixed(3)} (${used?.gap}/${used?.kills}/${used?.gold})`,
      ])
    }
    tables.push(`${name}, ${samples.length} figures from ${MATCHES} matches:\n  ${reliability(samples).join('\n  ')}`)
  }
  const [load1] = loadavg()
  rows.push(['matches per game', String(MATCHES)])
  rows.push(['time', `${((performance.now() - started) / 1000).toFixed(1)} s`])
  rows.push(['load average (1 min)', (load1 ?? 0).toFixed(2)])
  console.log(table(rows))
  console.log(tables.join('\n\n'))
}

main()
