// How strong a team is, as the built-in feed plays it. A rating on a standard normal scale, stable per team
// id, so a league has a few strong sides, many middling ones and a few weak ones, as real tables do; each
// sport turns the gap between two ratings into its own terms (goals, points, rounds, games) at rates chosen
// so records and odds look like real leagues': between the best and the worst of a league (a gap of about 4)
// a football home win is ~85 %, a CS map ~90 %; between two sides a typical gap apart (~1.1), ~60 %.

/** FNV-1a of the id with a seed, as a uniform number in (0, 1). */
function uniform(teamId: string, seed: number): number {
  let hash = 0x811c9dc5 ^ seed
  for (let i = 0; i < teamId.length; i++) hash = Math.imul(hash ^ teamId.charCodeAt(i), 0x01000193)
  return ((hash >>> 0) + 0.5) / 4294967296
}

/** A team's rating: standard normal (Box–Muller from two hashes of its id), kept within ±3. */
export function ratingOf(teamId: string): number {
  const z = Math.sqrt(-2 * Math.log(uniform(teamId, 1))) * Math.cos(2 * Math.PI * uniform(teamId, 2))
  return Math.max(-3, Math.min(3, z))
}

/** Home's rating less guest's: positive when home is the stronger side. */
export function ratingGap(homeTeamId: string, guestTeamId: string): number {
  return ratingOf(homeTeamId) - ratingOf(guestTeamId)
}
