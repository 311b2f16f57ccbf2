import { sigmoid } from './script'

// The home side's chance to win, from the state of a match, as the built-in feed shows it (MatchLiveState
// winRate). Each model is the textbook one for its sport, with the rates the match engines play by, so the
// figure is calibrated to the scripts: a side the figure gives 20 % wins about one match in five.

/** Standard normal CDF (Abramowitz–Stegun 26.2.17, error < 1e-7). */
export function normalCdf(x: number): number {
  const t = 1 / (1 + 0.2316419 * Math.abs(x))
  const d = 0.3989422804014327 * Math.exp((-x * x) / 2)
  const tail = d * t * (0.31938153 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))))
  return x >= 0 ? 1 - tail : tail
}

/** Standard deviation of an NBA game's final margin (48 minutes), in points; it grows with √time. */
const NBA_MARGIN_SD = 13.5

/**
 * Basketball (Stern's model): the margin still to come is normal with mean edge × r and variance
 * σ² × r, r the share of the game left, so P(home wins) = Φ((lead + edge·r) / (σ·√r)), σ = 13.5 points
 * over 48 minutes. 12 down in mid Q2 is about 17 %, tied at tip-off 50 % plus the home edge (~2.5
 * points: 57 %), 20 up with a minute left 100 %. Tied with nothing left (overtime next): 50 % plus the
 * edge of an overtime.
 */
export function basketballWinChance(game: {
  lead: number
  /** Game minutes left (of regulation, or of the overtime being played). */
  minutesLeft: number
  /** Minutes of regulation: 48 (NBA) or 40 (FIBA). */
  gameMinutes: number
  /** Expected home margin over a whole game, in points (home court and strength). */
  edge: number
  /** Minutes of an overtime, for a tie with no time left. */
  overtimeMinutes: number
}): number {
  const left = game.minutesLeft > 0 ? game.minutesLeft : game.lead === 0 ? game.overtimeMinutes : 0
  if (left <= 0) return game.lead > 0 ? 1 : 0
  const r = left / game.gameMinutes
  const sd = NBA_MARGIN_SD * Math.sqrt(game.gameMinutes / 48) * Math.sqrt(r)
  return normalCdf((game.lead + game.edge * r) / sd)
}

/** P(X = k) for X ~ Poisson(mean). */
function poisson(mean: number, k: number): number {
  let p = Math.exp(-mean)
  for (let i = 1; i <= k; i++) p *= mean / i
  return p
}

/**
 * Football (Poisson): each side's goals in the time left are Poisson with its rate per 90 minutes × the
 * share left; the figure is P(home wins) + ½ P(draw), so a level match at the whistle is 50 (a knockout's
 * draw goes to extra time and penalties, near a coin toss). Level at kick-off with rates 1.45 and 1.15
 * gives 56 %; a goal up with five minutes left, 93 %.
 */
export function footballWinChance(game: {
  lead: number
  /** Share of 90 minutes still to play (0 in added time). */
  left: number
  homeGoals: number
  guestGoals: number
}): number {
  const home = Math.max(0, game.homeGoals * game.left)
  const guest = Math.max(0, game.guestGoals * game.left)
  let win = 0
  let draw = 0
  for (let h = 0; h <= 12; h++) {
    const ph = poisson(home, h)
    for (let g = 0; g <= 12; g++) {
      const margin = game.lead + h - g
      const p = ph * poisson(guest, g)
      if (margin > 0) win += p
      else if (margin === 0) draw += p
    }
  }
  return win + draw / 2
}

/**
 * A best-of series (esports): home needs `home` more games or maps, guest `guest`; the one being played
 * goes home's way with `current` (from its own state), each later one with `next`. Exact recursion.
 */
export function seriesWinChance(home: number, guest: number, current: number, next: number): number {
  if (home <= 0) return 1
  if (guest <= 0) return 0
  const later = (a: number, b: number): number => {
    if (a <= 0) return 1
    if (b <= 0) return 0
    return next * later(a - 1, b) + (1 - next) * later(a, b - 1)
  }
  return current * later(home - 1, guest) + (1 - current) * later(home, guest - 1)
}

/**
 * A CS map from `home`–`guest` rounds when home takes each round with `round`: first to 13, and at 12–12
 * overtimes of six rounds, first to 4 (first to 16, to 19 …). An overtime level again is replaced by a race
 * to a two-round lead, which a side with round chance p wins with p² / (p² + (1 − p)²): near enough.
 */
export function mapWinChance(home: number, guest: number, round: number): number {
  const level = round ** 2 / (round ** 2 + (1 - round) ** 2)
  const target = home < 12 || guest < 12 ? 13 : 16 + 3 * Math.floor((Math.min(home, guest) - 12) / 3)
  const memo = new Map<string, number>()
  const from = (a: number, b: number): number => {
    if (a >= target) return 1
    if (b >= target) return 0
    if (a === target - 1 && b === target - 1) return level
    const key = `${a}:${b}`
    const known = memo.get(key) ?? round * from(a + 1, b) + (1 - round) * from(a, b + 1)
    memo.set(key, known)
    return known
  }
  return from(home, guest)
}

/** A MOBA game's state, for its win chance. */
export type MobaGameState = {
  /** Home's rating less guest's (strength.ts). */
  gap: number
  /** Share of a usual game still to play: 1 at the start, 0 from the game's usual length on. */
  remaining: number
  /** Home's kills less guest's. */
  killLead: number
  /** Home's gold less guest's, in thousands. */
  goldLead: number
}

export type MobaWeights = { gap: number; kills: number; gold: number }

/**
 * The weights of mobaGameChance per game (LoL, Honor of Kings, Dota 2, LoL mobile), fitted to the engine's
 * games by logistic regression (bench/win-chance.ts fits them again and prints the calibration): Dota 2's
 * longer games with more fights let strength show more than LoL's.
 */
export const MOBA_WEIGHTS: Record<number, MobaWeights> = {
  1: { gap: 0.7, kills: 0.083, gold: 0.5 },
  3: { gap: 0.62, kills: 0.089, gold: 0.44 },
  4: { gap: 0.635, kills: 0.077, gold: 0.52 },
  7: { gap: 0.61, kills: 0.068, gold: 0.49 },
}
const MOBA_WEIGHTS_FALLBACK = MOBA_WEIGHTS[1] as MobaWeights

/**
 * A MOBA game (one of a series): a logistic model of the teams' rating gap, which counts for less as the game
 * goes (by the square of the share left: early leads say more than the teams' standing), and the kill and
 * gold leads, which count for the same all game. Increasing in both leads at every moment. Fitted by
 * logistic regression on the engine's games (Brier 0.13–0.16 over every in-game moment): even teams, 5 kills
 * and 2.2k ahead at 10 minutes is 78 %; at a rating gap of 2 against, still 60–64 %.
 */
export function mobaGameChance(game: MobaGameState, weights: MobaWeights = MOBA_WEIGHTS_FALLBACK): number {
  const prior = weights.gap * game.gap * Math.max(0, Math.min(1, game.remaining)) ** 2
  return sigmoid(prior + weights.kills * game.killLead + weights.gold * game.goldLead)
}
