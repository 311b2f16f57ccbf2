import type { IncomingMessage, ServerResponse } from 'node:http'
import { WebSocket, WebSocketServer } from 'ws'
import { badgePng, sendJson as send, serveDouble } from '../doubles'
import { PANDA_GAMES } from './wire'

/**
 * A local stand-in for PandaScore's REST API that speaks its wire format: the same paths
 * (/matches/{running,upcoming,past}, /{game}/matches/…, /matches/{id}, /videogames), the bearer or `token`
 * query authentication, `page`/`per_page`/`page[number]`/`page[size]` paging with `Link`, `X-Page`,
 * `X-Per-Page` and `X-Total`, `range[scheduled_at]` and `sort`, and an hourly budget told in
 * `X-Rate-Limit-Remaining` (429 once spent). Tests put the matches it serves and ask it to fail on purpose;
 * `npm run provider-double` fills it from the built-in simulator (double-world.ts).
 *
 * On the same port, the live WebSocket API: `/matches/{id}?token=…` says `hello`, then sends the match's
 * frames as they are put (the last one at once); a missing or wrong token closes with 4001, a fourth
 * connection to one match with 4029, a match not served live with 4003; `endLive` closes with 1000 (match
 * finished) and `dropLive` cuts every socket as a lost network would.
 */

/** A match as PandaScore's JSON has it (wire.ts reads it). */
export type DoubleMatch = Record<string, unknown> & {
  id: number
  status: string
  scheduled_at: string | null
  videogame: { id: number; name: string; slug: string }
}

export type PandaScoreDouble = {
  url: string
  /** The served matches by id: put, replace or delete to change the world. */
  matches: Map<number, DoubleMatch>
  put(...list: DoubleMatch[]): void
  /** The next `times` requests answer `status` (429 with `retryAfter` seconds, 500, 401…). */
  fail(status: number, times?: number, retryAfter?: number): void
  /** The next `times` list answers carry one extra item that is not a match. */
  malform(times?: number): void
  /** Paths asked so far, in order (without the query). */
  readonly requests: string[]
  /** The live API's address (ws://…), for PANDASCORE_LIVE_URL. */
  liveUrl: string
  /** Sends a frame to the match's live sockets (and to those that connect later, first thing). */
  frame(matchId: number, frame: object): void
  /** Closes the match's live sockets as PandaScore does when it ends (1000). */
  endLive(matchId: number): void
  /** Cuts every live socket without a close frame, as a lost network would. */
  dropLive(): void
  /** Live sockets open now, per match. */
  liveConnections(matchId: number): number
  close(): Promise<void>
}

export type DoubleOptions = {
  token: string
  hourlyLimit?: number
  port?: number
  now?: () => number
}

const GAME_BY_PATH = new Map<string, string>(PANDA_GAMES.map((game) => [game.path, game.slug]))

export async function startPandaScoreDouble(options: DoubleOptions): Promise<PandaScoreDouble> {
  const now = options.now ?? Date.now
  const limit = options.hourlyLimit ?? 1000
  const matches = new Map<number, DoubleMatch>()
  const requests: string[] = []
  /** Request times of the last hour, for the budget. */
  const spent: number[] = []
  const faults: Array<{ status: number; retryAfter?: number }> = []
  let malformed = 0

  function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://double')
    // The CDN's team logos: public, no token, outside the budget.
    const logo = /^\/image\/team\/(\d+)\.png$/.exec(url.pathname)
    if (logo) {
      response.setHeader('Content-Type', 'image/png')
      return response.end(badgePng(`team:${logo[1]}`))
    }
    requests.push(url.pathname)
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1]
    const token = bearer ?? url.searchParams.get('token')
    if (token !== options.token) return send(response, 401, { error: 'Token is missing or invalid' })
    const at = now()
    while (spent.length > 0 && (spent[0] ?? 0) <= at - 3_600_000) spent.shift()
    spent.push(at)
    const remaining = Math.max(0, limit - spent.length)
    response.setHeader('X-Rate-Limit-Remaining', String(remaining))
    response.setHeader('X-Rate-Limit-Used', String(spent.length))
    if (spent.length > limit) return send(response, 429, { error: 'Too Many Requests' })
    const fault = faults.shift()
    if (fault) {
      if (fault.retryAfter !== undefined) response.setHeader('Retry-After', String(fault.retryAfter))
      return send(response, fault.status, { error: `Simulated ${fault.status}` })
    }
    const path = url.pathname.replace(/\/+$/, '')
    if (path === '/videogames')
      return page(response, url, [...PANDA_GAMES.map((game, i) => ({ id: i + 1, name: game.slug, slug: game.slug }))])
    const one = /^\/matches\/(\d+)$/.exec(path)
    if (one) {
      const match = matches.get(Number(one[1]))
      return match ? send(response, 200, match) : send(response, 404, { error: 'Not Found' })
    }
    const list = /^(?:\/([a-z0-9-]+))?\/matches(?:\/(running|upcoming|past))?$/.exec(path)
    if (!list) return send(response, 404, { error: 'Not Found' })
    const [, gamePath, which] = list
    const slug = gamePath ? GAME_BY_PATH.get(gamePath) : undefined
    if (gamePath && !slug) return send(response, 404, { error: 'Not Found' })
    let items = [...matches.values()].filter((match) => !slug || match.videogame.slug === slug)
    if (which === 'running') items = items.filter((match) => match.status === 'running')
    if (which === 'upcoming') items = items.filter((match) => match.status === 'not_started')
    if (which === 'past') items = items.filter((match) => ['finished', 'canceled', 'postponed'].includes(match.status))
    const window = url.searchParams.get('range[scheduled_at]')?.split(',')
    if (window?.length === 2) {
      const [from, to] = window.map((value) => Date.parse(value))
      items = items.filter((match) => {
        const time = Date.parse(match.scheduled_at ?? '')
        return time >= (from ?? Number.NaN) && time <= (to ?? Number.NaN)
      })
    }
    const sort = url.searchParams.get('sort') ?? (which === 'past' ? '-scheduled_at' : 'scheduled_at')
    const direction = sort.startsWith('-') ? -1 : 1
    items.sort(
      (a, b) => direction * (Date.parse(a.scheduled_at ?? '') - Date.parse(b.scheduled_at ?? '')) || a.id - b.id,
    )
    return page(response, url, items)
  }

  function page(response: ServerResponse, url: URL, items: unknown[]) {
    const size = clamp(Number(url.searchParams.get('page[size]') ?? url.searchParams.get('per_page') ?? 50), 1, 100)
    const number = Math.max(1, Number(url.searchParams.get('page[number]') ?? url.searchParams.get('page') ?? 1) || 1)
    const last = Math.max(1, Math.ceil(items.length / size))
    const links: string[] = []
    const link = (n: number, rel: string) => {
      const target = new URL(url.pathname, `http://${response.req.headers.host ?? 'double'}`)
      for (const [key, value] of url.searchParams)
        if (!['page', 'page[number]', 'token'].includes(key)) target.searchParams.set(key, value)
      target.searchParams.set('page', String(n))
      links.push(`<${target.toString()}>; rel="${rel}"`)
    }
    if (number > 1) link(1, 'first')
    if (number > 1) link(number - 1, 'prev')
    if (number < last) link(number + 1, 'next')
    link(last, 'last')
    response.setHeader('Link', links.join(', '))
    response.setHeader('X-Page', String(number))
    response.setHeader('X-Per-Page', String(size))
    response.setHeader('X-Total', String(items.length))
    const body: unknown[] = items.slice((number - 1) * size, number * size)
    if (malformed > 0) {
      malformed--
      body.push({ id: 'not-a-number', status: 'exploded' })
    }
    send(response, 200, body)
  }

  const served = await serveDouble(answer, options.port)
  const frames = new Map<number, object>()
  const sockets = new Map<number, Set<WebSocket>>()
  const wss = new WebSocketServer({ noServer: true })
  served.server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://double')
    const id = /^\/matches\/(\d+)$/.exec(url.pathname)?.[1]
    if (!id) return socket.destroy()
    wss.handleUpgrade(request, socket, head, (ws) => {
      const matchId = Number(id)
      if (url.searchParams.get('token') !== options.token) return ws.close(4001, 'Unauthorized')
      const match = matches.get(matchId)
      if (!match || (match.live as { supported?: boolean } | undefined)?.supported !== true)
        return ws.close(4003, 'Forbidden')
      const open = sockets.get(matchId) ?? new Set<WebSocket>()
      if (open.size >= 3) return ws.close(4029, 'Too Many Connections')
      open.add(ws)
      sockets.set(matchId, open)
      ws.on('close', () => open.delete(ws))
      ws.send(JSON.stringify({ type: 'hello', payload: { match_id: matchId } }))
      const last = frames.get(matchId)
      if (last) ws.send(JSON.stringify(last))
    })
  })
  return {
    url: served.url,
    liveUrl: served.url.replace(/^http/, 'ws'),
    close: async () => {
      for (const open of sockets.values()) for (const ws of open) ws.terminate()
      wss.close()
      await served.close()
    },
    frame(matchId, frame) {
      frames.set(matchId, frame)
      for (const ws of sockets.get(matchId) ?? []) if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(frame))
    },
    endLive(matchId) {
      for (const ws of sockets.get(matchId) ?? []) ws.close(1000, 'Match finished')
      frames.delete(matchId)
    },
    dropLive() {
      for (const open of sockets.values()) for (const ws of open) ws.terminate()
    },
    liveConnections: (matchId) => sockets.get(matchId)?.size ?? 0,
    matches,
    requests,
    put(...list) {
      for (const match of list) matches.set(match.id, match)
    },
    fail(status, times = 1, retryAfter) {
      for (let i = 0; i < times; i++) faults.push(retryAfter === undefined ? { status } : { status, retryAfter })
    },
    malform(times = 1) {
      malformed += times
    },
  }
}

function clamp(value: number, min: number, max: number) {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.floor(value))) : min
}

type SampleTeam = { id: number; name: string; acronym: string | null; location?: string | null }

/**
 * A match shaped exactly like PandaScore's documented samples (every field the docs show, null where the
 * status has none): tests and the simulated world build matches with it.
 */
export function sampleMatch(input: {
  id: number
  game: (typeof PANDA_GAMES)[number]['slug']
  league: { id: number; name: string }
  home: SampleTeam
  guest: SampleTeam | null
  scheduledAt: number
  numberOfGames: number
  status?: 'not_started' | 'running' | 'finished' | 'canceled' | 'postponed'
  /** Winner side of each finished game, in order; a trailing 'running' is the game in play. */
  games?: Array<'home' | 'guest' | 'running'>
  beganAt?: number | null
  endedAt?: number | null
  forfeit?: boolean
  /** Results as PandaScore gives them (default: games won). */
  results?: [number, number]
  /** When each game began and ended (default: made up from the start and plausible lengths). */
  gameTimes?: Array<{ beginAt: number; endAt: number | null }>
  /** Served on the live WebSocket API (PandaScore's real-time plans cover LoL, CS and Dota 2). */
  live?: boolean
  /** Where the double serves team logos (its own address): each team's `image_url` points there. */
  imageBase?: string
}): DoubleMatch {
  const status = input.status ?? 'not_started'
  const iso = (ms: number | null | undefined) => (ms === null || ms === undefined ? null : new Date(ms).toISOString())
  const games = input.games ?? []
  const won = (side: 'home' | 'guest') => games.filter((game) => game === side).length
  const results = input.results ?? [won('home'), won('guest')]
  const teams = [input.home, input.guest].filter((team): team is SampleTeam => team !== null)
  const videogame = { id: PANDA_GAMES.findIndex((g) => g.slug === input.game) + 1, name: input.game, slug: input.game }
  const began = input.beganAt ?? (status === 'not_started' ? null : input.scheduledAt)
  let clock = began ?? input.scheduledAt
  const gameList = games.map((game, i) => {
    const times = input.gameTimes?.[i]
    const beginAt = times?.beginAt ?? clock
    const finished = game !== 'running'
    const length =
      times?.endAt !== undefined && times.endAt !== null
        ? Math.round((times.endAt - times.beginAt) / 1000)
        : 1_800 + ((input.id + i * 7) % 17) * 60
    clock = (times?.endAt ?? beginAt + length * 1000) + 600_000
    const winner = game === 'home' ? input.home : game === 'guest' ? input.guest : null
    return {
      id: input.id * 10 + i + 1,
      position: i + 1,
      status: finished ? 'finished' : 'running',
      begin_at: iso(beginAt),
      end_at: finished ? iso(beginAt + length * 1000) : null,
      length: finished ? length : null,
      finished,
      forfeit: false,
      complete: finished,
      detailed_stats: false,
      match_id: input.id,
      winner: { id: winner?.id ?? null, type: 'Team' },
      winner_type: 'Team',
    }
  })
  const winnerId =
    status === 'finished'
      ? results[0] > results[1]
        ? input.home.id
        : results[1] > results[0]
          ? input.guest?.id
          : null
      : null
  return {
    id: input.id,
    name: `${input.home.acronym ?? input.home.name} vs ${input.guest?.acronym ?? input.guest?.name ?? 'TBD'}`,
    slug: `match-${input.id}`,
    status,
    scheduled_at: iso(input.scheduledAt),
    begin_at: iso(began ?? input.scheduledAt),
    end_at: status === 'finished' ? iso(input.endedAt ?? clock) : null,
    original_scheduled_at: iso(input.scheduledAt),
    rescheduled: false,
    modified_at: iso(input.scheduledAt),
    match_type: 'best_of',
    number_of_games: input.numberOfGames,
    draw: status === 'finished' && results[0] === results[1],
    forfeit: input.forfeit ?? false,
    game_advantage: null,
    detailed_stats: false,
    winner_id: winnerId ?? null,
    winner_type: 'Team',
    live: input.live
      ? {
          supported: true,
          url: `wss://live.pandascore.co/matches/${input.id}`,
          opens_at: iso(input.scheduledAt - 15 * 60_000),
        }
      : { supported: false, url: null, opens_at: null },
    streams_list: [],
    league_id: input.league.id,
    league: { id: input.league.id, name: input.league.name, slug: slugOf(input.league.name), image_url: null },
    serie_id: input.league.id * 10,
    serie: { id: input.league.id * 10, full_name: `${input.league.name} 2026`, year: 2026 },
    tournament_id: input.league.id * 100,
    tournament: { id: input.league.id * 100, name: 'Regular Season', region: null },
    videogame,
    opponents: teams.map((team) => ({
      type: 'Team',
      opponent: {
        id: team.id,
        name: team.name,
        acronym: team.acronym,
        image_url: input.imageBase ? `${input.imageBase}/image/team/${team.id}.png` : null,
        location: team.location ?? null,
        slug: slugOf(team.name),
      },
    })),
    results: teams.map((team, i) => ({ team_id: team.id, score: results[i] ?? 0 })),
    games: gameList,
  }
}

function slugOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
