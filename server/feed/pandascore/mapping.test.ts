import { describe, expect, it } from 'vitest'
import { updatesFor } from '../external-match'
import { nextLink } from './client'
import { sampleMatch } from './double'
import type { GameMemory } from './live'
import { sampleDotaFrame } from './live-samples'
import { parseLiveMessage } from './live-wire'
import { mapMatch, PANDASCORE } from './mapping'
import { pandaMatchSchema } from './wire'

/**
 * PandaScore's documented match (GET /matches/636351 in its docs: LEC Summer 2022, Movistar KOI–Fnatic, a
 * best-of-one KOI won), with the fields the docs show; the golden mapping below is what the portal stores.
 */
const DOCUMENTED = {
  id: 636351,
  name: 'MKOI vs FNC',
  slug: 'movistar-koi-vs-fnatic-2022-06-24',
  status: 'finished',
  scheduled_at: '2022-06-24T22:00:00Z',
  begin_at: '2022-06-24T22:03:11Z',
  end_at: '2022-06-24T22:35:40Z',
  original_scheduled_at: '2022-06-24T22:00:00Z',
  rescheduled: false,
  modified_at: '2022-06-24T22:40:02Z',
  match_type: 'best_of',
  number_of_games: 1,
  draw: false,
  forfeit: false,
  game_advantage: null,
  detailed_stats: true,
  winner_id: 126536,
  winner_type: 'Team',
  league_id: 4197,
  league: { id: 4197, name: 'LEC', slug: 'league-of-legends-lec', image_url: null },
  serie_id: 4768,
  serie: { id: 4768, full_name: 'Summer 2022', year: 2022 },
  tournament_id: 8114,
  tournament: { id: 8114, name: 'Regular Season', region: 'WEU' },
  videogame: { id: 1, name: 'LoL', slug: 'league-of-legends' },
  live: { supported: true, url: null, opens_at: null },
  streams_list: [{ language: 'en', raw_url: 'https://www.twitch.tv/lec' }],
  opponents: [
    {
      type: 'Team',
      opponent: {
        id: 126536,
        name: 'Movistar KOI',
        acronym: 'MKOI',
        image_url: 'https://cdn.pandascore.co/images/team/image/126536/movistar_koi.png',
        location: 'ES',
      },
    },
    { type: 'Team', opponent: { id: 394, name: 'Fnatic', acronym: 'FNC', image_url: null, location: 'GB' } },
  ],
  results: [
    { team_id: 126536, score: 1 },
    { team_id: 394, score: 0 },
  ],
  games: [
    {
      id: 241_553,
      position: 1,
      status: 'finished',
      begin_at: '2022-06-24T22:03:11Z',
      end_at: '2022-06-24T22:35:40Z',
      length: 1949,
      finished: true,
      forfeit: false,
      complete: true,
      winner: { id: 126536, type: 'Team' },
    },
  ],
}

describe('mapMatch', () => {
  it('maps the documented sample to the stored match (golden)', () => {
    const match = pandaMatchSchema.parse(DOCUMENTED)
    const mapped = mapMatch(match, Date.parse('2022-06-25T00:00:00Z'))
    expect(mapped).toEqual({
      matchId: 'ps-636351',
      gameId: 1,
      league: { externalId: '4197', gameId: 1, name: 'LEC', region: 'WEU' },
      home: {
        externalId: '126536',
        gameId: 1,
        name: 'Movistar KOI',
        acronym: 'MKOI',
        country: 'ES',
        imageUrl: 'https://cdn.pandascore.co/images/team/image/126536/movistar_koi.png',
      },
      guest: { externalId: '394', gameId: 1, name: 'Fnatic', acronym: 'FNC', country: 'GB', imageUrl: null },
      startTime: Date.parse('2022-06-24T22:00:00Z'),
      bestOf: 1,
      state: {
        status: 'closed',
        phase: 'ended',
        period: 1,
        clock: 0,
        homeScore: 1,
        guestScore: 0,
        periods: [],
        winRate: null,
      },
      incidents: [
        {
          key: 'gameWon:1:home',
          at: Date.parse('2022-06-24T22:35:40Z'),
          incident: { kind: 'gameWon', side: 'home', period: 1, clock: 1949, points: 1, detail: null },
        },
      ],
      beganAt: Date.parse('2022-06-24T22:03:11Z'),
      endedAt: Date.parse('2022-06-24T22:35:40Z'),
    })
    // First seen finished: the kick-off at the start, the game at its end, then the final.
    const { updates } = updatesFor(
      undefined,
      mapped as NonNullable<typeof mapped>,
      Date.parse('2022-06-25T00:00:00Z'),
      PANDASCORE,
    )
    expect(updates.map((u) => [u.type, u.expectedSeq, new Date(u.at).toISOString()])).toEqual([
      ['status', 1, '2022-06-24T22:03:11.000Z'],
      ['incident', 2, '2022-06-24T22:35:40.000Z'],
      ['status', 3, '2022-06-24T22:35:40.000Z'],
    ])
    expect(updates[1]?.incident).toEqual({
      kind: 'gameWon',
      side: 'home',
      period: 1,
      clock: 1949,
      points: 1,
      detail: null,
    })
  })

  it('waits for both opponents, and skips games the portal does not carry', () => {
    const tbd = pandaMatchSchema.parse({ ...DOCUMENTED, opponents: DOCUMENTED.opponents.slice(0, 1) })
    expect(mapMatch(tbd, 0)).toBeNull()
    const valorant = pandaMatchSchema.parse({
      ...DOCUMENTED,
      videogame: { id: 26, name: 'Valorant', slug: 'valorant' },
    })
    expect(mapMatch(valorant, 0)).toBeNull()
  })

  it('reads first_to as the longest series it can be, and CS maps as maps won', () => {
    const firstTo = pandaMatchSchema.parse({
      ...DOCUMENTED,
      match_type: 'first_to',
      number_of_games: 3,
      videogame: { id: 3, name: 'CS2', slug: 'cs-2' },
    })
    const mapped = mapMatch(firstTo, Date.parse('2022-06-25T00:00:00Z'))
    expect(mapped?.bestOf).toBe(5)
    expect(mapped?.gameId).toBe(2)
    const { updates } = updatesFor(
      undefined,
      mapped as NonNullable<typeof mapped>,
      Date.parse('2022-06-25T00:00:00Z'),
      PANDASCORE,
    )
    expect(updates[1]?.incident?.kind).toBe('mapWon')
  })

  it('tells nothing again when nothing changed but the clock', () => {
    const running = pandaMatchSchema.parse({
      ...DOCUMENTED,
      status: 'running',
      end_at: null,
      results: [
        { team_id: 126536, score: 0 },
        { team_id: 394, score: 0 },
      ],
      games: [{ ...DOCUMENTED.games[0], status: 'running', end_at: null, finished: false, winner: null }],
    })
    const at = Date.parse('2022-06-24T22:10:00Z')
    const first = updatesFor(
      undefined,
      mapMatch(running, at) as NonNullable<ReturnType<typeof mapMatch>>,
      at,
      PANDASCORE,
    )
    expect(first.updates.map((u) => u.type)).toEqual(['status'])
    const later = mapMatch(running, at + 60_000) as NonNullable<ReturnType<typeof mapMatch>>
    expect(later.state.clock).toBe(first.known.state.clock + 60)
    expect(updatesFor(first.known, later, at + 60_000, PANDASCORE).updates).toEqual([])
  })
})

describe('nextLink', () => {
  it('follows rel="next" on the configured host only', () => {
    const base = 'https://api.pandascore.co'
    expect(
      nextLink(
        '<https://api.pandascore.co/matches?page=18>; rel="last", <https://api.pandascore.co/matches?page=2>; rel="next"',
        base,
      ),
    ).toBe('https://api.pandascore.co/matches?page=2')
    expect(nextLink('<https://evil.example/matches?page=2>; rel="next"', base)).toBeNull()
    expect(nextLink('<https://api.pandascore.co/matches?page=9>; rel="last"', base)).toBeNull()
    expect(nextLink(null, base)).toBeNull()
  })
})

describe('mapMatch with live frames', () => {
  it('gives a Dota 2 game its kill line and a chance from the kills, and no detail of figures its frames lack', () => {
    const radiant = { id: 1_001, name: 'Team Spirit', acronym: 'TS' }
    const dire = { id: 1_002, name: 'Team Falcons', acronym: 'FLC' }
    const item = pandaMatchSchema.parse(
      sampleMatch({
        id: 77,
        game: 'dota-2',
        league: { id: 5, name: 'DreamLeague' },
        home: radiant,
        guest: dire,
        scheduledAt: Date.UTC(2026, 10, 30, 3),
        numberOfGames: 3,
        status: 'running',
        games: ['running'],
        live: true,
      }),
    )
    const parsed = parseLiveMessage(
      sampleDotaFrame({
        matchId: 77,
        gameId: 771,
        clock: 1_320,
        radiant: { team: radiant, kills: 35 },
        dire: { team: dire, kills: 7 },
      }),
    )
    if (parsed.kind !== 'frame') throw new Error('the sample is a frame')
    const memory: GameMemory = { frame: parsed.frame, goldLead: [], firstCtTeamId: null, firstHalf: null }
    const mapped = mapMatch(item, Date.UTC(2026, 10, 30, 3, 30), new Map([[771, memory]]))
    expect(mapped?.state.periods).toEqual([{ index: 1, home: 35, guest: 7 }])
    expect(mapped?.state.winRate).toBeGreaterThan(60)
    expect(mapped?.detail).toBeUndefined()
  })
})
