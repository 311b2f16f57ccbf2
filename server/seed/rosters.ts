import { birthDate, gamerTag, personName } from './names/people'
import { createRng } from './prng'
import type { PlayerRow, TeamRow } from './types'

/** How a game's squads look: roles in roster order, age range, and how many players come from abroad. */
export type RosterPlan = {
  /** Role keys (the client localizes them), one player per entry. */
  roles: readonly string[]
  birthYears: readonly [number, number]
  /** Share of players from `importCountries` rather than the team's own country. */
  importShare: number
  importCountries: readonly string[]
  /** Esports players go by a gamer tag; athletes by their name. */
  nickname: 'tag' | 'name'
}

/** The generated squad of one team; ids `<team id with -team- → -player->-<n>`, stable across runs. */
export function generateRoster(team: TeamRow, plan: RosterPlan, startIndex = 1): PlayerRow[] {
  const rng = createRng(`roster:${team.id}`)
  const home = team.country ?? 'US'
  const idBase = team.id.replace('-team-', '-player-')
  return plan.roles.map((role, offset) => {
    const country =
      plan.importCountries.length > 0 && rng.chance(plan.importShare) ? rng.pick(plan.importCountries) : home
    const realName = personName(rng, country)
    return {
      id: `${idBase}-${startIndex + offset}`,
      gameId: team.gameId,
      teamId: team.id,
      nickname: plan.nickname === 'tag' ? gamerTag(rng) : realName,
      realName,
      role,
      country,
      birthDate: birthDate(rng, plan.birthYears[0], plan.birthYears[1]),
      source: 'generated',
    }
  })
}

/** Lower-case id slug of a name: 'Brighton & Hove Albion FC' → 'brighton-hove-albion-fc'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** Parses a hand-written team table: one `slug | English | 中文 | short | country` per line. */
export function teamTable(
  text: string,
): Array<{ slug: string; en: string; zh: string; short: string; country: string }> {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => {
      const [slug = '', en = '', zh = '', short = '', country = ''] = line.split('|').map((cell) => cell.trim())
      return { slug, en, zh, short, country }
    })
}

/**
 * Renames generated players whose name another player of the same game already has — or any real player has,
 * in any game (a generated tag must not read as a known pro) — so a name picks out one player: lineups,
 * incidents and the library name players by name, and two squads of one league drawing the same English name
 * put "the same footballer" on both benches. Real players (from the data sets) keep theirs; the new name is
 * drawn from an rng of the player's id, so the catalogue stays deterministic.
 */
export function distinctPlayerNames(players: readonly PlayerRow[], tagged: (gameId: number) => boolean): PlayerRow[] {
  const real = new Set(players.filter((p) => p.source !== 'generated').map((p) => p.nickname.toLowerCase()))
  const taken = new Map<number, Set<string>>()
  const takenIn = (gameId: number) => {
    const names = taken.get(gameId) ?? new Set<string>()
    taken.set(gameId, names)
    return names
  }
  for (const player of players)
    if (player.source !== 'generated') takenIn(player.gameId).add(player.nickname.toLowerCase())
  return players.map((player) => {
    if (player.source !== 'generated') return player
    const names = takenIn(player.gameId)
    const clash = (name: string) => names.has(name.toLowerCase()) || real.has(name.toLowerCase())
    let renamed = player
    // One rng per player, drawn on until a free name comes (seeds that differ in one character give close
    // first draws).
    const rng = createRng(`rename:${player.id}`)
    for (let attempt = 0; clash(renamed.nickname) && attempt < 200; attempt++) {
      const realName = personName(rng, player.country ?? 'US')
      renamed = {
        ...player,
        realName: tagged(player.gameId) ? player.realName : realName,
        nickname: tagged(player.gameId) ? gamerTag(rng) : realName,
      }
    }
    names.add(renamed.nickname.toLowerCase())
    return renamed
  })
}
