import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { crc32, deflateSync } from 'node:zlib'
import { addDays, beijingDay } from '../../protocol/calendar'
import { buildCatalogue } from '../seed/catalogue'
import { createRng } from '../seed/prng'
import { dayCalendar } from './builtin/calendar'
import { engineOf } from './builtin/engines'
import type { ScriptedEvent } from './builtin/script'
import { seededCatalogue } from './builtin/seeded-catalogue'
import type { CalendarEntry } from './provider'

/**
 * A stable provider-style id (a positive integer below ten million) for one of the simulator's ids: the
 * provider doubles' worlds name the seed's leagues, teams and matches with these, as a real provider would
 * with its own numbers.
 */
export function numericId(key: string): number {
  let hash = 2_166_136_261
  for (let i = 0; i < key.length; i++) hash = Math.imul(hash ^ key.charCodeAt(i), 16_777_619)
  return 1 + ((hash >>> 0) % 9_999_999)
}

/**
 * Serves a provider double on 127.0.0.1 (`port` 0: any free one): every request goes to `answer`, and a
 * throw becomes a 500, as a real API's failure would. `close` drops open connections, so tests end at once.
 */
export async function serveDouble(
  answer: (request: IncomingMessage, response: ServerResponse) => void,
  port = 0,
): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    try {
      answer(request, response)
    } catch (error) {
      sendJson(response, 500, { message: String(error) })
    }
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status
  response.setHeader('Content-Type', 'application/json; charset=utf-8')
  response.end(JSON.stringify(body))
}

/**
 * The simulator's calendar and scripts for a provider double's world: the matches of the games `gameIds`
 * from yesterday to `daysAhead` Beijing days ahead, and what of each has been played by a time (match time
 * running `speed` times faster). Scripts are written once per match and kept.
 */
export function simulatorSchedule(options: { gameIds: number[]; daysAhead: number; seed?: string; speed?: number }) {
  const seed = options.seed ?? 'provider-double'
  const speed = options.speed ?? 1
  const { leagues, catalogue } = seededCatalogue()
  const built = buildCatalogue()
  const games = new Set(options.gameIds)
  const ours = leagues.filter((league) => games.has(league.gameId))
  const days = new Map<string, CalendarEntry[]>()
  const scripts = new Map<string, ScriptedEvent[]>()
  return {
    teams: new Map(built.teams.map((team) => [team.id, team])),
    leagues: new Map(built.leagues.map((league) => [league.id, league])),
    /** The matches of the days around `now`, in calendar order. */
    entries(now: number): CalendarEntry[] {
      const out: CalendarEntry[] = []
      for (let offset = -1; offset <= options.daysAhead; offset++) {
        const day = addDays(beijingDay(now), offset)
        let entries = days.get(day)
        if (!entries) {
          entries = dayCalendar(seed, day, ours).filter((entry) => games.has(entry.gameId))
          days.set(day, entries)
        }
        out.push(...entries)
      }
      return out
    },
    /** A match's scripted events that have happened by `now`, with the time each happened. */
    played(entry: CalendarEntry, now: number): Array<ScriptedEvent & { at: number }> {
      let script = scripts.get(entry.id)
      if (!script) {
        script = engineOf(entry.gameId).script({
          ...entry,
          matchId: entry.id,
          rng: createRng(`match:${entry.id}`),
          catalogue,
        })
        scripts.set(entry.id, script)
      }
      return script
        .map((event) => ({ ...event, at: entry.startTime + event.offset / speed }))
        .filter((event) => event.at <= now)
    },
  }
}

/** Whether a short name is plain ASCII, as a provider's acronym would be. */
export const isAscii = (text: string) => /^[\x20-\x7e]+$/.test(text)

/**
 * A `width`×`height` PNG badge for a double's team logo: two colours from `seed`, split on the diagonal —
 * a real PNG (IHDR, one zlib IDAT, IEND, each with its CRC), so the portal's logo path reads it as it would a
 * provider's.
 */
export function badgePng(seed: string, width = 256, height = 256): Buffer {
  const hue = numericId(seed) % 360
  const colour = (lightness: number) => hslBytes(hue, 0.6, lightness)
  const [dark, light] = [colour(0.35), colour(0.6)]
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1)
    for (let x = 0; x < width; x++) rows.set(x * height > y * width ? dark : light, row + 1 + x * 3)
  }
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const crc = Buffer.alloc(4)
    crc.writeUInt32BE(crc32(body))
    return Buffer.concat([length, body, crc])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

function hslBytes(hue: number, saturation: number, lightness: number): number[] {
  const a = saturation * Math.min(lightness, 1 - lightness)
  const f = (n: number) => {
    const k = (n + hue / 30) % 12
    return Math.round(255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))))
  }
  return [f(0), f(8), f(4)]
}
