import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { APIRequestContext, BrowserContext, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { freshPhone } from './pages/login-modal'
import { callAs, loginByApi } from './support/accounts'
import { adminMobile } from './support/live-env'

// An uploaded video end to end: an expert (logged in and passed off-screen) uploads a small MP4 in the creator centre,
// watches the upload's bar fill (the network slowed so it takes a moment), sees the transcode finish in
// the list of their uploads, and opens the video, which plays from its start.

/** Three seconds of a test picture and tone, made here by ffmpeg. */
function sampleMp4(): Buffer {
  const dir = mkdtempSync(join(tmpdir(), 'scorecast-e2e-upload-'))
  execFileSync(
    'ffmpeg',
    [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=320x240:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=duration=3', '-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac'],
      join(dir, 'out.mp4'),
    ],
    { timeout: 30_000 },
  )
  return readFileSync(join(dir, 'out.mp4'))
}

/** A setter of the page's upload speed in bytes a second (-1: unlimited), through the DevTools protocol. */
async function throttleUploads(page: Page): Promise<(bytesPerSecond: number) => Promise<void>> {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  return async (bytesPerSecond) => {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    })
  }
}

/**
 * An uploader: an expert logged in off-screen (the login is other stories' subject), applied, and passed by
 * an administrator; the page's context is signed in as them.
 */
async function expertUploader(context: BrowserContext, request: APIRequestContext, admin: string) {
  const me = await loginByApi(context.request, freshPhone('133'))
  await context.addInitScript((uid) => localStorage.setItem('scorecast.signedIn', uid), String(me.uid))
  const applied = await callAs(request, me, 'POST', '/user/expertApply', {
    name: `视频作者${Date.now() % 10_000}`,
    intro: '电竞视频作者，剪辑比赛精彩瞬间与战术复盘。',
    gameIds: [1],
    acceptGuidance: true,
  })
  expect(applied.status, applied.msg ?? '').toBe('success')
  const staff = await loginByApi(request, admin)
  expect(
    (await callAs(request, staff, 'POST', '/expert_plan/review/application', { uid: me.uid, decision: 'pass' })).status,
  ).toBe('success')
  return me
}

test('a creator uploads an MP4: the upload and the transcode reach 100 %, and the video plays from 0', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000)
  const mp4 = sampleMp4()
  const me = await expertUploader(context, request, adminMobile('videoUpload', test.info().retry))

  await page.goto('/creatorCenter/videoUpload')
  await expect(page.getByTestId('video-upload-form')).toBeVisible()
  await expect(page.getByTestId('own-uploads')).toContainText('还没有上传的视频')
  await page.getByTestId('video-upload-file').setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: mp4 })
  await page.getByTestId('video-upload-title').fill('上传测试视频')

  // The upload's bar: every percent it shows is recorded; the network is slowed so it moves visibly.
  await page.evaluate(() => {
    const seen: number[] = []
    ;(window as { __sent?: number[] }).__sent = seen
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="video-upload-sent"]')
      const percent = Number(bar?.getAttribute('data-percent') ?? Number.NaN)
      if (!Number.isNaN(percent) && seen.at(-1) !== percent) seen.push(percent)
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  const uploadLimit = await throttleUploads(page)
  await uploadLimit(Math.max(16_384, Math.ceil(mp4.length / 2)))
  await page.getByTestId('video-upload-submit').click()
  await expect(page.getByTestId('video-upload-sent')).toBeVisible()
  await expect(page.getByTestId('video-upload-message')).toHaveText('上传完成，正在转码', { timeout: 15_000 })
  await uploadLimit(-1)
  const sent = await page.evaluate(() => (window as { __sent?: number[] }).__sent ?? [])
  expect(sent.at(-1), JSON.stringify(sent)).toBe(100)
  expect(
    sent.some((percent) => percent > 0 && percent < 100),
    JSON.stringify(sent),
  ).toBe(true)

  // The transcode: the row says 转码中 while it runs, then 已发布; the server's percent reached 100.
  const row = page.getByTestId('own-upload').first()
  await expect(row).toHaveAttribute('data-state', 'ready', { timeout: 30_000 })
  await expect(row.getByTestId('own-upload-state')).toHaveText('已发布')
  const id = Number(await row.getAttribute('data-video-id'))
  const listed = await callAs(request, me, 'GET', '/video/uploads')
  expect((listed.result as { list: { id: number; progress: number }[] }).list.find((u) => u.id === id)?.progress).toBe(
    100,
  )
  await page.screenshot({ path: '.tmp/screens/video-upload.png', fullPage: true })

  // It opens under /videos and plays from its start.
  await row.getByTestId('own-upload-view').click()
  await expect(page).toHaveURL(new RegExp(`/videos/lol/${id}$`))
  await expect(page.getByTestId('video-title')).toHaveText('上传测试视频')
  const video = page.getByTestId('vod-video')
  const time = () => video.evaluate((v: HTMLVideoElement) => v.currentTime)
  await expect.poll(time, { timeout: 15_000, message: 'the upload plays' }).toBeGreaterThan(0.3)
  expect(await time()).toBeLessThan(4)

  // Viewers comment under it, with the rules of articles' comments.
  await expect(page.getByTestId('comment-count')).toHaveText('评论 (0)')
  await page.getByTestId('comment-input').fill('加我微信 abc123456')
  await page.getByTestId('comment-input-send').click()
  await expect(page.getByTestId('comment-error')).toHaveText('内容不合规，请勿发送联系方式或广告')
  await page.getByTestId('comment-input').fill('这波团战打得漂亮')
  await page.getByTestId('comment-input-send').click()
  await expect(page.getByTestId('comment-thread').getByTestId('comment-body')).toHaveText('这波团战打得漂亮')
  await expect(page.getByTestId('comment-count')).toHaveText('评论 (1)')
  await page.screenshot({ path: '.tmp/screens/video-comments.png', fullPage: true })
})

test('the page states the size cap and refuses a bigger file before sending; an upload under way can be cancelled', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000)
  const me = await expertUploader(context, request, adminMobile('videoUploadCap', test.info().retry))
  await page.goto('/creatorCenter/videoUpload')
  const form = page.getByTestId('video-upload-form')
  // The e2e server takes at most VIDEO_UPLOAD_MAX_MB = 2 (playwright.config.ts); the list call says so.
  await expect(form).toContainText('MP4 或 MOV，最大 2 MB，转码为 720p 后发布')
  await page.getByTestId('video-upload-title').fill('太大的视频')
  const big = Buffer.concat([sampleMp4(), Buffer.alloc(2 * 1024 * 1024)])
  await page.getByTestId('video-upload-file').setInputFiles({ name: 'big.mp4', mimeType: 'video/mp4', buffer: big })
  let sentBody = false
  page.on('request', (r) => {
    if (r.url().includes('/java/video/upload?')) sentBody = true
  })
  await page.getByTestId('video-upload-submit').click()
  await expect(page.getByTestId('video-upload-message')).toHaveText('视频不能超过 2 MB')
  expect(sentBody, 'nothing was sent').toBe(false)

  // Under the cap but on a slow line: cancelled half way, nothing is listed and the server kept nothing.
  const slow = Buffer.concat([sampleMp4(), Buffer.alloc(1024 * 1024)])
  await page.getByTestId('video-upload-file').setInputFiles({ name: 'slow.mp4', mimeType: 'video/mp4', buffer: slow })
  await (await throttleUploads(page))(64 * 1024)
  await page.getByTestId('video-upload-submit').click()
  await expect(page.getByTestId('video-upload-sent')).toBeVisible()
  await page.getByTestId('video-upload-cancel').click()
  await expect(page.getByTestId('video-upload-message')).toHaveText('已取消上传')
  await expect(page.getByTestId('video-upload-sent')).toBeHidden()
  await expect(page.getByTestId('video-upload-cancel')).toBeHidden()
  await expect(page.getByTestId('own-uploads')).toContainText('还没有上传的视频')
  const listed = await callAs(request, me, 'GET', '/video/uploads')
  expect((listed.result as { list: unknown[] }).list).toEqual([])
})
