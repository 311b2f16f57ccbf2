import { dayRange } from '../../../protocol/calendar'
import { GAMES, type GameKind, gameById } from '../../../protocol/games'
import { createRng, type Rng } from '../../seed/prng'
import type { LeagueTeams } from '../catalogue'
import type { CalendarEntry } from '../provider'
import { engineOf } from './engines'

const MINUTE = 60_000
const FIVE_MINUTES = 5 * MINUTE
const HOUR = 60 * MINUTE

/**
 * When a region's leagues kick off, in Beijing hours [from, to) (wrapping past midnight when from > to):
 * Chinese leagues in Beijing afternoons and evenings, Korean ones an hour later, European football and
 * esports in European evenings (Beijing's night), North American ones in American evenings (Beijing's
 * morning). International and Asian events (online qualifiers, tournaments across time zones) play at any
 * hour, so every hour of the portal has live matches.
 */
const KICK_OFF_HOURS: Record<string, readonly [number, number]> = {
  China: [13, 23],
  Korea: [15, 23],
  Europe: [19, 6],
  England: [19, 6],
  Spain: [19, 6],
  Germany: [19, 6],
  Italy: [19, 6],
  France: [19, 6],
  'North America': [6, 14],
  USA: [6, 14],
}

/** Whether a league of `region` kicks off at `hour` (Beijing); regions not listed play at any hour. */
export function kicksOffAt(region: string, hour: number): boolean {
  const window = KICK_OFF_HOURS[region]
  if (!window) return true
  const [from, to] = window
  return from <= to ? hour >= from && hour < to : hour >= from || hour < to
}

/** Id prefix of a game's matches: its slug without punctuation. */
export function matchPrefix(gameId: number): string {
  return (GAMES.find((g) => g.gameId === gameId)?.slug ?? String(gameId)).replace(/[^a-z0-9]/g, '')
}

/**
 * How many matches a league plays on one day, as real ones do on a match day (the upper end, since every
 * day here is one): a regional esports league plays its series one after another on one stage (the LPL
 * three, at 15:00, 17:00 and 19:00; the LCK two; the LEC and LCS three; the KPL four); an international
 * event or online league more, on parallel streams (Worlds six on a Swiss-stage day, DreamLeague's and TI's
 * group stages and the online CS leagues six to eight); a football league plays six of a round of ten on a
 * Saturday, the Champions League nine a night; the NBA about ten games a night, the CBA eight; a battle-
 * royale league one lobby (of five or six rounds) a day. A league never has more than half its teams free
 * that day (each team plays once). Leagues not listed: by game kind.
 */
const DAILY_MATCHES: Record<string, number> = {
  'lol-league-lpl': 3,
  'lol-league-lck': 2,
  'lol-league-lec': 3,
  'lol-league-lcs': 3,
  'lol-league-worlds': 6,
  'kog-league-kpl': 4,
  'kog-league-kgl': 4,
  'kog-league-kcc': 4,
  'dota2-league-cdl': 3,
  'dota2-league-dreamleague': 8,
  'dota2-league-ti': 8,
  'lolmobile-league-wrl': 3,
  'lolmobile-league-icons': 8,
  'csgo-league-epl': 6,
  'csgo-league-blast': 4,
  'csgo-league-classic': 6,
  'csgo-league-asia': 8,
  'soccer-league-cn1': 4,
  'soccer-league-uefacl': 9,
  'basketball-league-nba': 10,
  'basketball-league-cba': 8,
}
const DAILY_BY_KIND: Record<GameKind, number> = { football: 6, basketball: 6, moba: 3, fps: 4, battleRoyale: 1 }

/**
 * The international events, with the stretch of the year each runs (month-day, inclusive, Beijing days), as
 * the real ones do: Worlds from late September to early November, TI in September, the PUBG Mobile Global
 * Championship from mid-November to mid-December, BLAST's World Final in December, Wild Rift Icons in July.
 * Out of its stretch an event plays no match; in it, its teams play the event and not their regional league
 * (JDG is not at Worlds and in the LPL the same week). Regional leagues, football and basketball play every
 * day here: their off-seasons would leave whole games empty for months.
 */
const EVENT_SEASONS: Record<string, readonly [from: string, to: string]> = {
  'lol-league-worlds': ['09-25', '11-10'],
  'dota2-league-ti': ['09-01', '09-20'],
  'pubgmobile-league-pmgc': ['11-10', '12-15'],
  'csgo-league-blast': ['12-05', '12-20'],
  'lolmobile-league-icons': ['07-01', '07-31'],
}

/** Whether `leagueId` is an international event (it has a season). */
export function isEvent(leagueId: string): boolean {
  return leagueId in EVENT_SEASONS
}

/** Whether `leagueId` plays on `day` (YYYY-MM-DD): an event in its stretch of the year, anything else always. */
export function inSeason(leagueId: string, day: string): boolean {
  const season = EVENT_SEASONS[leagueId]
  if (!season) return true
  const monthDay = day.slice(5)
  return monthDay >= season[0] && monthDay <= season[1]
}

/** Matches `league` plays a day (see DAILY_MATCHES). */
export function dailyMatches(league: Pick<LeagueTeams, 'leagueId' | 'gameId'>): number {
  return DAILY_MATCHES[league.leagueId] ?? DAILY_BY_KIND[gameById(league.gameId)?.kind ?? 'football']
}

/** Kick-offs fall on the 5 minutes: the day has this many of them. */
const SLOTS = (24 * HOUR) / FIVE_MINUTES
/**
 * The fastest FEED_SPEED the calendar keeps live matches at every minute for: the e2e stories' (see
 * playwright.config.ts), which wait for a live row on any page at any hour. Slower speeds have more.
 */
const FASTEST_SPEED = 3
/** How much more a slot without live matches at FASTEST_SPEED weighs than one without its game's at speed 1. */
const PORTAL_WEIGHT = 3

/** A match of the day before its kick-off is placed: the slots it may take, and how many it surely fills. */
type Fixture = Omit<CalendarEntry, 'id' | 'startTime'> & { slots: number[]; length: number; lobby: boolean }

/**
 * The built-in calendar of one Beijing day: every league plays its day's matches (see DAILY_MATCHES) at
 * the hours its region plays (see KICK_OFF_HOURS). A team plays for one of its leagues on a day (a club in
 * its domestic league or the Champions League, JDG in the LPL or at Worlds) and at most once. A pure
 * function of the seed, the day and the catalogue: every start produces the same ids, teams and times.
 *
 * With real leagues' counts the portal has some 130 matches a day, not 320, so where they kick off decides
 * whether every hour has live ones: each takes the moment of its window where it fills the hours with the
 * fewest live matches (see placeKickOffs), regional leagues first, then the international and online events,
 * which play at any hour, in the quiet hours the regions leave. So matches are live at every minute, at
 * FEED_SPEED 3 too (calendar.test.ts checks it), and each game's matches spread over its hours.
 */
export function dayCalendar(seed: string, day: string, leagues: readonly LeagueTeams[]): CalendarEntry[] {
  const { start } = dayRange(day)
  const fixtures: Fixture[] = []
  for (const game of GAMES) {
    const gameLeagues = leagues.filter((league) => league.gameId === game.gameId)
    if (gameLeagues.length === 0) continue
    const rng = createRng(`${seed}:${day}:${game.gameId}`)
    const engine = engineOf(game.gameId)
    const playsFor = todaysLeague(
      rng,
      gameLeagues.filter((league) => inSeason(league.leagueId, day)),
    )
    for (const league of gameLeagues) {
      const teams = rng.shuffle(league.teamIds.filter((teamId) => playsFor.get(teamId) === league.leagueId))
      const pairs = pairUp(teams, league.countryOf)
      const count = Math.min(dailyMatches(league), pairs.length)
      for (let i = 0; i < count; i++) {
        const bestOf = engine.bestOf(rng, game.gameId)
        const [homeTeamId, guestTeamId] = pairs[i] as [string, string]
        fixtures.push({
          gameId: game.gameId,
          leagueId: league.leagueId,
          homeTeamId,
          guestTeamId,
          bestOf,
          slots: kickOffSlots(league.region),
          length: Math.floor((engine.shortestMinutes(game.gameId, bestOf) * MINUTE) / FIVE_MINUTES),
          lobby: game.kind === 'battleRoyale',
        })
      }
    }
  }
  const startTimes = placeKickOffs(createRng(`${seed}:${day}:kick-offs`), fixtures)
  const entries: CalendarEntry[] = []
  for (const game of GAMES) {
    const mine = fixtures
      .map(({ slots: _slots, length: _length, lobby: _lobby, ...fixture }, i) => ({
        ...fixture,
        startTime: start + (startTimes[i] ?? 0),
      }))
      .filter((fixture) => fixture.gameId === game.gameId)
      .sort((a, b) => a.startTime - b.startTime || a.leagueId.localeCompare(b.leagueId))
    mine.forEach((fixture, i) => {
      entries.push({
        id: `${matchPrefix(game.gameId)}-${day.replaceAll('-', '')}-${String(i + 1).padStart(3, '0')}`,
        ...fixture,
      })
    })
  }
  return entries
}

/**
 * Pairs of `teams` in their (shuffled) order; with `countryOf`, a team meets the next one from another country
 * when there is one (no all-Portuguese tie in the Champions League's league phase).
 */
function pairUp(teams: readonly string[], countryOf: Record<string, string> | undefined): Array<[string, string]> {
  const left = [...teams]
  const pairs: Array<[string, string]> = []
  while (left.length >= 2) {
    const home = left.shift() as string
    const country = countryOf?.[home]
    const away =
      country === undefined
        ? 0
        : Math.max(
            0,
            left.findIndex((team) => countryOf?.[team] !== country),
          )
    const [guest] = left.splice(away, 1)
    pairs.push([home, guest as string])
  }
  return pairs
}

/** The 5-minute slots of the day a league of `region` may kick off in. */
function kickOffSlots(region: string): number[] {
  const perHour = HOUR / FIVE_MINUTES
  return Array.from({ length: SLOTS }, (_, slot) => slot).filter((slot) =>
    kicksOffAt(region, Math.floor(slot / perHour)),
  )
}

/**
 * Kick-off offsets (ms into the day) of `fixtures`, by index. Fixtures with the fewest open slots choose
 * first, each the slot whose span (its shortest length: at FASTEST_SPEED for the portal, at speed 1 for its
 * game) covers the slots fewest matches cover so far, an empty slot weighing most (1 / (1 + n)²); ties are
 * drawn. Lobbies (battle royale) are spread among themselves: their rows show standings, not a live score.
 * Spans end at midnight: the next day's calendar covers its own early hours.
 */
function placeKickOffs(rng: Rng, fixtures: readonly Fixture[]): number[] {
  const covers = new Map<string, number[]>()
  const cover = (key: string) => covers.get(key) ?? covers.set(key, new Array<number>(SLOTS).fill(0)).get(key) ?? []
  const order = fixtures
    .map((_, i) => i)
    .sort((a, b) => (fixtures[a]?.slots.length ?? 0) - (fixtures[b]?.slots.length ?? 0) || a - b)
  const times: number[] = []
  for (const i of order) {
    const fixture = fixtures[i] as Fixture
    const portal = cover(fixture.lobby ? 'lobbies' : 'matches')
    const game = cover(`game ${fixture.gameId}`)
    // Slots the match surely fills at FASTEST_SPEED (for the portal) and at speed 1 (for its game).
    const fast = (slot: number) => Math.min(SLOTS, slot + Math.floor(fixture.length / FASTEST_SPEED))
    const slow = (slot: number) => Math.min(SLOTS, slot + fixture.length)
    const score = (slot: number) => {
      let sum = 0
      for (let s = slot; s < fast(slot); s++) sum += PORTAL_WEIGHT / (1 + (portal[s] ?? 0)) ** 2
      for (let s = slot; s < slow(slot); s++) sum += 1 / (1 + (game[s] ?? 0)) ** 2
      return sum
    }
    const scores = fixture.slots.map(score)
    const best = Math.max(...scores)
    const slot = rng.pick(fixture.slots.filter((_, n) => scores[n] === best))
    for (let s = slot; s < fast(slot); s++) portal[s] = (portal[s] ?? 0) + 1
    for (let s = slot; s < slow(slot); s++) game[s] = (game[s] ?? 0) + 1
    times[i] = slot * FIVE_MINUTES
  }
  return times
}

/**
 * For each team of a game, the one league it plays for today among those in season: an event it is in, else
 * one drawn among its leagues, in league order.
 */
function todaysLeague(rng: Rng, leagues: readonly LeagueTeams[]): Map<string, string> {
  const leaguesOf = new Map<string, string[]>()
  for (const league of leagues)
    for (const teamId of league.teamIds) leaguesOf.set(teamId, [...(leaguesOf.get(teamId) ?? []), league.leagueId])
  return new Map(
    [...leaguesOf].map(([teamId, ids]) => {
      const events = ids.filter(isEvent)
      const choices = events.length > 0 ? events : ids
      return [teamId, choices.length === 1 ? (choices[0] as string) : rng.pick(choices)]
    }),
  )
}
