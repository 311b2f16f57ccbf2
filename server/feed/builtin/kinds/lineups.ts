import type { Lineup } from '../../../../protocol/match-detail'
import type { RosterPlayer, ScriptCatalogue } from './kind'

/**
 * A team's lineup for one match: `shape` says how many starters of each role, in order; the rest of the
 * squad is on the bench. A thin squad is padded with numbered stand-ins, so every lineup is complete.
 */
export function lineupOf(
  catalogue: ScriptCatalogue,
  teamId: string,
  shape: ReadonlyArray<readonly [role: string, count: number]>,
): Lineup {
  const squad = distinctSquad(catalogue, teamId)
  const starters: RosterPlayer[] = []
  for (const [role, count] of shape) {
    for (let n = 0; n < count; n++) {
      const at = squad.findIndex((player) => player.role === role)
      const player = at >= 0 ? squad.splice(at, 1)[0] : squad.shift()
      starters.push(player ?? { name: `#${starters.length + 1}`, role })
    }
  }
  return { starters, bench: squad }
}

/** Esports lineups: the first `size` players of the roster start, substitutes only when regulars are short. */
export function esportsLineup(catalogue: ScriptCatalogue, teamId: string, size: number): Lineup {
  const roster = distinctSquad(catalogue, teamId)
  const squad = [
    ...roster.filter((player) => player.role !== 'substitute'),
    ...roster.filter((player) => player.role === 'substitute'),
  ]
  const starters = squad.splice(0, size)
  while (starters.length < size) starters.push({ name: `Player ${starters.length + 1}`, role: 'player' })
  return { starters, bench: squad }
}

/**
 * The squad with one player per name, in roster order. Lineups, incidents and substitutions name players
 * by name only, so two squad members sharing a name (generated gamer tags and names do collide) would read
 * as one player listed twice, or on the pitch and on the bench at once; the later namesake sits out.
 */
function distinctSquad(catalogue: ScriptCatalogue, teamId: string): RosterPlayer[] {
  const seen = new Set<string>()
  return catalogue.roster(teamId).filter((player) => {
    if (seen.has(player.name)) return false
    seen.add(player.name)
    return true
  })
}
