import { eq } from 'drizzle-orm'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { teams } from '../matches/tables'
import { locateFfmpeg } from '../media/ffmpeg-path'
import { sniffImage } from '../media/image-sniff'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { insertCatalogue } from '../test-support/fixtures'
import { badgePng, serveDouble } from './doubles'
import { fetchDueLogos, logoAddressAllowed, registerTeamLogoRoute, teamLogos, teamLogoUrl, wantLogos } from './logos'

// Team logos from the providers: fetched once from the provider's own host, checked by their bytes, redrawn
// by ffmpeg as a 128-px PNG and served from the portal with an immutable cache; anything else is refused and
// the team keeps its drawn crest.

const T0 = Date.UTC(2026, 10, 20, 10, 0)
const MINUTE = 60_000
const ffmpegPath = locateFfmpeg(undefined).found?.path ?? 'ffmpeg'

let database: TestDatabase
let cdn: Awaited<ReturnType<typeof serveDouble>>
const served: string[] = []
beforeAll(async () => {
  database = await openTestDatabase()
  await insertCatalogue(database.db, [1, 202])
  cdn = await serveDouble((request, response) => {
    const path = request.url ?? '/'
    served.push(path)
    if (path === '/wide.png') return void response.end(badgePng('wide', 512, 256))
    if (path === '/page.png') return void response.setHeader('Content-Type', 'image/png').end('<html>hello</html>')
    if (path === '/moved.png') {
      response.statusCode = 302
      response.setHeader('Location', '/wide.png')
      return void response.end()
    }
    // A PNG whose header declares a canvas of 60,000 × 60,000.
    const huge = badgePng('huge', 8, 8)
    huge.writeUInt32BE(60_000, 16)
    huge.writeUInt32BE(60_000, 20)
    response.end(huge)
  })
}, 60_000)
afterAll(async () => {
  await cdn.close()
  await database.close()
})

const options = (now: number) => ({
  db: database.db,
  ffmpegPath,
  configuredHosts: [new URL(cdn.url).host],
  now: () => now,
})

async function logoOf(teamId: string) {
  const [row] = await database.db.select().from(teamLogos).where(eq(teamLogos.teamId, teamId))
  const [team] = await database.db.select({ logo: teams.logo }).from(teams).where(eq(teams.id, teamId))
  return { row, logo: team?.logo ?? null }
}

describe('team logos', () => {
  it('fetches a logo once, redraws it as a 128-px PNG and serves it with an immutable cache', async () => {
    await database.db.transaction((tx) => wantLogos(tx, [{ teamId: 't1a', url: `${cdn.url}/wide.png` }], T0))
    expect(await fetchDueLogos(options(T0))).toEqual({ stored: 1, failed: 0 })
    const { row, logo } = await logoOf('t1a')
    expect(row?.status).toBe('stored')
    expect(logo).toBe(teamLogoUrl(row?.hash ?? ''))
    const png = sniffImage(Buffer.from(row?.data ?? []))
    expect(png).toMatchObject({ mime: 'image/png', width: 128, height: 64 })

    // Told again with the same address: nothing to fetch. A new address is fetched afresh.
    const before = served.length
    await database.db.transaction((tx) => wantLogos(tx, [{ teamId: 't1a', url: `${cdn.url}/wide.png` }], T0 + MINUTE))
    expect(await fetchDueLogos(options(T0 + MINUTE))).toEqual({ stored: 0, failed: 0 })
    expect(served.length).toBe(before)

    const app = Fastify()
    registerTeamLogoRoute(app, database.db)
    const answer = await app.inject({ url: logo ?? '' })
    expect(answer.statusCode).toBe(200)
    expect(answer.headers['content-type']).toBe('image/png')
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(answer.headers['x-content-type-options']).toBe('nosniff')
    expect(answer.rawPayload.equals(Buffer.from(row?.data ?? []))).toBe(true)
    expect((await app.inject({ url: '/java/team/logo/not-a-hash' })).statusCode).toBe(404)
    await app.close()
  })

  it('refuses what is not a logo of a provider, tries again later, and keeps the drawn crest after five tries', async () => {
    expect(logoAddressAllowed('https://cdn.pandascore.co/images/team/image/318/jdg.png', [])).toBe(true)
    expect(logoAddressAllowed('https://media.api-sports.io/football/teams/33.png', [])).toBe(true)
    expect(logoAddressAllowed('http://cdn.pandascore.co/x.png', []), 'plain HTTP').toBe(false)
    expect(logoAddressAllowed('https://pandascore.co.evil.example/x.png', [])).toBe(false)
    expect(logoAddressAllowed('https://user:pw@cdn.pandascore.co/x.png', [])).toBe(false)
    expect(logoAddressAllowed('http://169.254.169.254/latest/meta-data', [])).toBe(false)
    expect(logoAddressAllowed('file:///etc/passwd', [])).toBe(false)

    const logosBefore = await Promise.all(['t1b', 't202a', 't202b'].map(async (id) => (await logoOf(id)).logo))
    const cases: Array<[teamId: string, url: string, reason: RegExp]> = [
      ['t1b', `${cdn.url}/page.png`, /not a PNG, JPEG or WebP/],
      ['t202a', `${cdn.url}/moved.png`, /fetch failed|redirect/i],
      ['t202b', `${cdn.url}/huge.png`, /declares 60000×60000/],
    ]
    await database.db.transaction((tx) =>
      wantLogos(
        tx,
        cases.map(([teamId, url]) => ({ teamId, url })),
        T0,
      ),
    )
    expect(await fetchDueLogos(options(T0))).toEqual({ stored: 0, failed: 3 })
    for (const [i, [teamId, , reason]] of cases.entries()) {
      const { row, logo } = await logoOf(teamId)
      expect(row).toMatchObject({ status: 'pending', attempts: 1, nextTryAt: T0 + 10 * MINUTE })
      expect(row?.reason).toMatch(reason)
      expect(logo, 'the team keeps what it had').toBe(logosBefore[i])
    }
    // Not due before its next try; then 10, 40, 160 and 640 minutes apart, and refused after the fifth.
    expect(await fetchDueLogos(options(T0 + 5 * MINUTE))).toEqual({ stored: 0, failed: 0 })
    let now = T0
    for (const wait of [10, 40, 160, 640]) {
      now += wait * MINUTE
      expect(await fetchDueLogos(options(now))).toEqual({ stored: 0, failed: 3 })
    }
    expect((await logoOf('t1b')).row).toMatchObject({ status: 'refused', attempts: 5 })
    expect(await fetchDueLogos(options(now + 100 * 24 * 60 * MINUTE))).toEqual({ stored: 0, failed: 0 })
  })
})
