import type { APIRequestContext } from '@playwright/test'
import { z } from 'zod'
import { envelopeSchema } from '../protocol/envelope'
import { GAMES } from '../protocol/games'
import { type VideoDetail, videoDetailSchema, videoSummarySchema } from '../protocol/videos'
import { expect, test } from './fixtures'
import { freshPhone } from './pages/login-modal'
import { type ApiUser, callAs, loginByApi } from './support/accounts'
import { matchInProgress } from './support/api'
import { adminMobile } from './support/live-env'
import { pushTestStream, type TestStream } from './support/stream'

// Replays from the ingest: an anchor's broadcast linked to a match in progress is recorded as it streams; a
// goal (or kill) of the match lands during it; the anchor ends live; the replay is listed under its game,
// plays from its beginning, and its chapter — the goal — seeks the video to the goal's place in it. The
// anchor's part happens off-screen through the calls.

const listSchema = envelopeSchema(z.object({ list: z.array(videoSummarySchema), total: z.number() }))
const PC = { sysType: 'PC' }
const playbackSchema = envelopeSchema(z.object({ hlsUrl: z.string().nullable() }).loose())

/** A match in progress whose scoring incident is a chapter: football's goals or a MOBA's kills. */
async function liveMatch(request: APIRequestContext): Promise<{ id: string; gameId: number; slug: string }> {
  const chaptered = new Set<number>(
    GAMES.filter((g) => g.kind === 'football' || g.kind === 'moba').map((g) => g.gameId),
  )
  const { id, gameId } = await matchInProgress(request, chaptered)
  return { id, gameId, slug: GAMES.find((g) => g.gameId === gameId)?.slug ?? 'lol' }
}

/** The live playlist's newest segment number: the recording's clock, read instead of sleeping. */
async function newestSegment(request: APIRequestContext, roomId: number): Promise<number> {
  const playback = playbackSchema.parse(await (await request.get('/java/live/playback', { params: { roomId } })).json())
  const url = playback.result?.hlsUrl
  if (!url) return -1
  const text = await (await request.get(url)).text()
  const numbers = [...text.matchAll(/seg-(\d+)\.ts/g)].map((m) => Number(m[1]))
  return numbers.length > 0 ? Math.max(...numbers) : -1
}

/** Waits until `count` more segments have been written after `after`. */
async function segmentsPass(request: APIRequestContext, roomId: number, after: number, count: number) {
  let newest = after
  await expect
    .poll(
      async () => {
        newest = await newestSegment(request, roomId)
        return after >= 0 && newest >= after + count
      },
      { timeout: 20_000, intervals: [250], message: `${count} more segments are recorded` },
    )
    .toBe(true)
  return newest
}

test('a broadcast linked to a match ends: its replay plays from the start and its goal chapter seeks there', async ({
  browser,
  page,
}) => {
  test.setTimeout(60_000)
  let stream: TestStream | null = null
  const anchorContext = await browser.newContext()
  const adminContext = await browser.newContext()
  try {
    const { request } = anchorContext
    const match = await liveMatch(request)
    const anchor: ApiUser = await loginByApi(request, freshPhone('137'))
    const applied = await callAs(request, anchor, 'POST', '/anchor/application', {
      realName: '回放主播',
      birthDate: '1993-05-06',
      mobile: anchor.mobile,
      gameId: match.gameId,
      shortIntro: '比赛直播，赛后有回放',
      acceptRules: true,
    })
    expect(applied.status, applied.msg ?? '').toBe('success')
    const admin = await loginByApi(adminContext.request, adminMobile('videos', test.info().retry))
    const passed = await callAs(adminContext.request, admin, 'POST', '/admin/anchor/review', {
      uid: anchor.uid,
      decision: 'pass',
    })
    expect(passed.status, passed.msg ?? '').toBe('success')
    const linked = await callAs(request, anchor, 'POST', '/anchor/toggleMatchId', { matchId: match.id })
    expect(linked.status, linked.msg ?? '').toBe('success')
    const updated = await callAs(request, anchor, 'POST', '/anchor/updateAnchor', { title: '回放测试直播' })
    const { roomId, streamCode } = updated.result as { roomId: number; streamCode: string }

    // The tool streams; the anchor starts live once the ingest sees it.
    stream = pushTestStream(streamCode)
    await expect
      .poll(
        async () =>
          ((await callAs(request, anchor, 'GET', '/anchor/liveInfo')).result as { publishing: boolean }).publishing,
        { timeout: 20_000, intervals: [250], message: 'the ingest sees the stream' },
      )
      .toBe(true)
    const broadcast = await callAs(request, anchor, 'GET', '/anchor/broadcast')
    expect(broadcast.status, broadcast.msg ?? '').toBe('success')

    // A few seconds into the broadcast the match scores; a few seconds more, and the anchor ends live.
    let first = -1
    await expect
      .poll(async () => (first = await newestSegment(request, roomId)), {
        intervals: [250],
        message: 'segments are written',
      })
      .toBeGreaterThanOrEqual(0)
    await segmentsPass(request, roomId, first, 4)
    const goal = await request.post('/java/dev/feed', {
      data: { matchId: match.id, side: 'home', incident: true },
      headers: PC,
    })
    expect(goal.ok(), await goal.text()).toBe(true)
    const afterGoal = await newestSegment(request, roomId)
    await segmentsPass(request, roomId, afterGoal, 3)
    expect((await callAs(request, anchor, 'GET', '/anchor/downcast')).status).toBe('success')
    await stream.stop()
    stream = null

    // The replay is listed under its game within seconds.
    let replayId = 0
    await expect
      .poll(
        async () => {
          const listed = listSchema.parse(
            await (await page.request.get(`/java/${match.slug}/video/1`, { params: { kind: 'replay' } })).json(),
          )
          replayId = listed.result?.list.find((v) => v.roomId === roomId)?.id ?? 0
          return replayId
        },
        { timeout: 15_000, intervals: [250], message: 'the replay is listed' },
      )
      .toBeGreaterThan(0)
    const detail = envelopeSchema(videoDetailSchema).parse(
      await (await page.request.get(`/java/${match.slug}/video${replayId}`)).json(),
    ).result as VideoDetail
    expect(detail.matchId).toBe(match.id)
    const chapter = detail.chapters.find((c) => c.kind === 'goal' || c.kind === 'kill')
    expect(chapter, JSON.stringify(detail.chapters)).toBeDefined()
    const offsetMs = chapter?.offsetMs ?? 0
    // The goal came after at least four recorded seconds, and before the last three.
    expect(offsetMs).toBeGreaterThan(2_000)
    expect(offsetMs).toBeLessThan(detail.durationMs - 1_000)

    await page.goto(`/videos/${match.slug}`)
    const card = page.locator(`[data-testid="video-card"][data-video-id="${replayId}"]`)
    await expect(card).toBeVisible()
    await expect(card.getByTestId('video-duration')).toHaveText(/^0:\d\d$/)
    await page.screenshot({ path: '.tmp/screens/videos-grid.png', fullPage: true })
    await card.locator('a').click()
    await expect(page).toHaveURL(new RegExp(`/videos/${match.slug}/${replayId}$`))

    // It plays from the beginning (a VOD playlist starts at 0, not at a live edge).
    const video = page.getByTestId('vod-video')
    const time = () => video.evaluate((v: HTMLVideoElement) => v.currentTime)
    await expect.poll(time, { timeout: 15_000, message: 'the replay plays' }).toBeGreaterThan(0.3)
    expect(await time()).toBeLessThan(4)
    await page.screenshot({ path: '.tmp/screens/video-replay.png' })

    // The chapter list and the timeline's mark name the goal; a click seeks the video there.
    const listed = page.locator(`[data-testid="chapter"][data-offset-ms="${offsetMs}"]`)
    await expect(listed).toBeVisible()
    await expect(page.getByTestId('chapter-mark')).toHaveCount(detail.chapters.length)
    await listed.click()
    await expect
      .poll(time, { timeout: 10_000, message: "the video is at the goal's offset" })
      .toBeGreaterThanOrEqual(offsetMs / 1000 - 0.5)
    expect(await time()).toBeLessThan(offsetMs / 1000 + 3)
    await expect(listed).toHaveAttribute('aria-current', 'true')
    await page.screenshot({ path: '.tmp/screens/video-chapter.png' })
  } finally {
    await stream?.stop()
    await anchorContext.close()
    await adminContext.close()
  }
})
