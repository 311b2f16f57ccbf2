import { z } from 'zod'
import { addDays, beijingDay } from '../protocol/calendar'
import { envelopeSchema } from '../protocol/envelope'
import { GAMES } from '../protocol/games'
import { expect, test } from './fixtures'
import { MatchDetailPage } from './pages/match-detail-page'
import { runNow } from './support/clock'
import { type RunningServer, startServer } from './support/server-process'

// A second portal, started for this story (e2e/support/provider-portal.ts on E2E_PROVIDER_PORT, set by
// playwright.config.ts): its feed is PandaScore's, API-Football's and API-Basketball's real adapters reading
// their doubles, whose worlds the simulator plays on the wall clock. Only the days ahead are asserted on: they
// always hold matches, whatever the hour.
const PORTAL_PORT = Number(process.env.E2E_PROVIDER_PORT ?? 3150)
const PORTAL = `http://127.0.0.1:${PORTAL_PORT}`
const PC = { sysType: 'PC' }

let portal: RunningServer | undefined
test.beforeAll(async () => {
  test.setTimeout(150_000)
  portal = await startServer(
    { NODE_ENV: 'test', INGEST: 'off', STATIC_DIR: process.env.E2E_STATIC_DIR ?? 'dist' },
    120_000,
    PORTAL_PORT,
    'e2e/support/provider-portal.ts',
  )
})
test.afterAll(async () => {
  await portal?.stop()
})

const team = z.object({ id: z.string(), name: z.string() }).loose()
const daySchema = envelopeSchema(
  z.object({ list: z.array(z.object({ id: z.string(), gameId: z.number().int(), home: team, guest: team }).loose()) }),
)

test.use({ baseURL: PORTAL })

test('on the real adapters, the three providers’ matches reach the portal under the catalogue’s teams, and a match page shows one', async ({
  page,
  request,
  pageErrors,
}) => {
  const day = addDays(beijingDay(runNow()), 1)
  const list = async () => {
    const reply = await request.post('/java/match/pcMatches', { data: { day, pageSize: 1000 }, headers: PC })
    return daySchema.parse(await reply.json()).result?.list ?? []
  }
  // The feed's first rounds read the week's schedules within seconds of the start.
  await expect
    .poll(async () => new Set((await list()).map((m) => m.id.slice(0, 3))), { timeout: 60_000 })
    .toEqual(new Set(['ps-', 'af-', 'ab-']))
  const matches = await list()
  // The doubles tell the seed's teams and leagues in the providers' own words and ids: every one of them merged
  // with its catalogue row (a team the merge missed would be a new `pandascore-team-…` row with an English name).
  const fromProviders = matches.filter((m) => /^(ps|af|ab)-/.test(m.id))
  for (const m of fromProviders) {
    expect(m.home.id, m.id).not.toMatch(/^(pandascore|api-football|api-basketball)-/)
    expect(m.guest.id, m.id).not.toMatch(/^(pandascore|api-football|api-basketball)-/)
  }
  const lol = fromProviders.find((m) => m.gameId === 1) ?? fromProviders.find((m) => m.id.startsWith('ps-'))
  if (!lol) throw new Error('no PandaScore match tomorrow')
  const detail = new MatchDetailPage(page)
  await detail.goto(GAMES.find((g) => g.gameId === lol.gameId)?.slug ?? 'lol', lol.id)
  await detail.waitForMatch()
  await expect(detail.homeTeam).toHaveText(lol.home.name)
  await expect(detail.guestTeam).toHaveText(lol.guest.name)
  await page.screenshot({ path: '.tmp/screens/real-provider-match-zh_CN.png' })
  expect(pageErrors.map((e) => e.message)).toEqual([])
})
