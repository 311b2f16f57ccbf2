import { z } from 'zod'
import { addDays, beijingDay } from '../protocol/calendar'
import { envelopeSchema } from '../protocol/envelope'
import { GAMES } from '../protocol/games'
import { matchEventSchema } from '../protocol/match'
import { expect, test } from './fixtures'
import { MatchDetailPage } from './pages/match-detail-page'
import { runNow } from './support/clock'

const FOOTBALL = GAMES.find((game) => game.kind === 'football')
const daySchema = envelopeSchema(
  z.object({ list: z.array(z.object({ id: z.string(), gameId: z.number(), status: z.string() }).loose()) }),
)
const timelineSchema = envelopeSchema(z.array(matchEventSchema))

test('a football match that ended days ago lists every card and substitution its stats count', async ({
  page,
  request,
  pageErrors,
}) => {
  // Yesterday's and older: matches the feed stores compactly (they ended long before it first saw them); the
  // older days come in as the feed's history fill goes on.
  const today = beijingDay(runNow())
  type Found = { id: string; yellow: number; substitutions: number }
  let found = null as Found | null
  const search = async () => {
    for (let back = 1; back <= 6 && !found; back++) {
      const reply = await request.post('/java/match/pcMatches', {
        data: { day: addDays(today, -back), pageSize: 1000 },
        headers: { sysType: 'PC' },
      })
      const closed = (daySchema.parse(await reply.json()).result?.list ?? []).filter(
        (m) => m.gameId === FOOTBALL?.gameId && m.status === 'closed',
      )
      for (const match of closed) {
        const events = timelineSchema.parse(
          await (await request.get('/java/match/timeline', { params: { matchId: match.id, afterSeq: 0 } })).json(),
        ).result
        const kinds = (events ?? []).map((e) => e.incident?.kind)
        const yellow = kinds.filter((k) => k === 'yellowCard').length
        const substitutions = kinds.filter((k) => k === 'substitution').length
        if (yellow > 0 && substitutions > 0) {
          found = { id: match.id, yellow, substitutions }
          break
        }
      }
    }
    return found
  }
  await expect
    .poll(search, {
      message: 'no finished football match with cards and substitutions in the last days',
      timeout: 60_000,
    })
    .not.toBeNull()
  const match = found as Found | null
  if (!match) return
  const detail = new MatchDetailPage(page)
  await page.goto(`/${FOOTBALL?.slug}/${encodeURIComponent(match.id)}`)
  await detail.waitForMatch()
  const stat = (key: string) =>
    page
      .locator(`[data-stat="${key}"] .stat-value`)
      .allTextContents()
      .then((values) => values.reduce((sum, v) => sum + Number(v), 0))
  await expect(detail.timeline.locator('[data-kind="yellowCard"]')).toHaveCount(match.yellow)
  await expect(detail.timeline.locator('[data-kind="substitution"]')).toHaveCount(match.substitutions)
  expect(await stat('yellowCards')).toBe(match.yellow)
  expect(await stat('substitutions')).toBe(match.substitutions)
  await page.screenshot({ path: '.tmp/screens/match-finished-football-zh_CN.png', fullPage: true })
  expect(pageErrors.map((e) => e.message)).toEqual([])
})
