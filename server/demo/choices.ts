import type { GameId } from '../../protocol/games'
import { ABOUT_MATCH, generalLines } from './cast'

// The demo's dice: which line, which gift, how long until the next. `random` is Math.random in the
// server and a seeded sequence in tests.

export type Random = () => number

/** An integer in [min, max]. */
export function between([min, max]: readonly [number, number], random: Random): number {
  return min + Math.floor(random() * (max - min + 1))
}

function pick<T>(list: readonly T[], random: Random): T {
  const item = list[Math.floor(random() * list.length)] ?? list[0]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** Someone other than `previous` when there is a choice, so one viewer does not talk to themselves. */
export function pickSpeaker<T extends { id: number }>(
  viewers: readonly T[],
  previous: number | null,
  random: Random,
): T {
  const others = viewers.filter((viewer) => viewer.id !== previous)
  return pick(others.length > 0 ? others : viewers, random)
}

/** A chat line for a room of game `gameId`; about a quarter mention the linked match's teams; never `previous`. */
export function pickLine(
  gameId: GameId,
  match: { home: string; guest: string } | null,
  previous: string | null,
  random: Random,
): string {
  for (;;) {
    const line =
      match && random() < 0.25
        ? pick(ABOUT_MATCH, random).replace('{home}', match.home).replace('{guest}', match.guest)
        : pick(generalLines(gameId), random)
    if (line !== previous) return line
  }
}

/** Mostly small gifts, now and then a bigger one; weights in percent. */
const GIFT_ODDS = [
  { giftId: 'heart', count: 1, weight: 30 },
  { giftId: 'heart', count: 10, weight: 15 },
  { giftId: 'flower', count: 1, weight: 20 },
  { giftId: 'flower', count: 10, weight: 10 },
  { giftId: 'trophy', count: 1, weight: 15 },
  { giftId: 'car', count: 1, weight: 7 },
  { giftId: 'rocket', count: 1, weight: 3 },
] as const

export function pickGift(random: Random): { giftId: string; count: number } {
  let roll = random() * GIFT_ODDS.reduce((sum, odds) => sum + odds.weight, 0)
  for (const { giftId, count, weight } of GIFT_ODDS) {
    roll -= weight
    if (roll < 0) return { giftId, count }
  }
  return { giftId: 'heart', count: 1 }
}
