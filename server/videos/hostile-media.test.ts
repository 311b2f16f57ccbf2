import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VIDEO_MESSAGES } from '../../protocol/messages/videos'
import { createSession } from '../auth/sessions'
import { users } from '../auth/tables'
import { grantRole } from '../auth/users'
import { findFfmpeg } from '../media/ffmpeg-path'
import { limitedCommand, runLimited } from '../media/sandbox'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { insertCatalogue } from '../test-support/fixtures'
import { startTestServer, type TestServer } from '../test-support/server'
import { probeVideo } from './ffmpeg'
import { videos } from './tables'

// Media as an attacker makes it, through the real server and the real ffmpeg: a small file that describes
// far more decoding than any upload may ask for, a decode that would run for ever, a file that asks the
// demuxer to open other files.

const ffmpeg = findFfmpeg(process.env.FFMPEG_PATH)
let database: TestDatabase
let server: TestServer
let work: string

function ffmpegRun(args: string[]): void {
  execFileSync(ffmpeg?.path ?? 'ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { timeout: 60_000 })
}

beforeAll(async () => {
  if (!ffmpeg) throw new Error('these tests need ffmpeg ≥ 5.1 (`apt-get install ffmpeg`)')
  database = await openTestDatabase()
  await insertCatalogue(database.db, [1])
  work = mkdtempSync(join(tmpdir(), 'scorecast-hostile-'))
  server = await startTestServer(database.db, {
    VIDEO_DIR: mkdtempSync(join(tmpdir(), 'scorecast-hostile-videos-')),
    VIDEO_UPLOAD_MAX_MB: '32',
  })
}, 60_000)
afterAll(async () => {
  await server?.close()
  await database?.close()
  if (work) rmSync(work, { recursive: true, force: true })
})

async function uploader(): Promise<string> {
  const [row] = await database.db
    .insert(users)
    .values({ mobile: '13599990001', username: '攻击者', createdAt: Date.now() })
    .returning({ id: users.id })
  if (!row) throw new Error('no user')
  await grantRole(database.db, row.id, 'creator')
  return (await createSession(database.db, row.id, Date.now())).token
}

describe('a hostile upload', () => {
  it('of 47 minutes of black 4K in a few MB is refused by its probe, before any decoding', async () => {
    // 5 s of black 4K at 30 frames/s is ~40 KB; 560 copies joined without re-encoding: 84,000 frames.
    ffmpegRun([
      ...['-f', 'lavfi', '-i', 'color=black:s=3840x2160:r=30', '-t', '5', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-crf', '51', '-pix_fmt', 'yuv420p', join(work, 'black.mp4')],
    ])
    writeFileSync(join(work, 'list.txt'), "file 'black.mp4'\n".repeat(560))
    ffmpegRun(['-f', 'concat', '-safe', '0', '-i', join(work, 'list.txt'), '-c', 'copy', join(work, 'hostile.mp4')])
    const file = readFileSync(join(work, 'hostile.mp4'))
    expect(file.length).toBeLessThan(32 * 1024 * 1024)

    const token = await uploader()
    const url = new URL('/java/video/upload?title=%E9%BB%91%E5%B1%8F&gameId=1', server.url)
    const response = await fetch(url, {
      method: 'POST',
      headers: { sysType: 'PC', 'content-type': 'application/octet-stream', token },
      body: new Uint8Array(file),
    })
    expect(await response.json()).toMatchObject({ code: 400, msg: VIDEO_MESSAGES.uploadTooMuchWork.message })
    expect(await database.db.select().from(videos).where(eq(videos.kind, 'upload'))).toEqual([])
  }, 120_000)

  it('whose decode would run on is stopped by the kernel at its CPU limit', async () => {
    // An endless source decoded as fast as it goes: only the CPU limit (1 s) ends it.
    const result = await runLimited(
      ffmpeg?.path ?? 'ffmpeg',
      ['-hide_banner', '-nostdin', '-f', 'lavfi', '-i', 'testsrc2=s=1280x720', '-f', 'null', '-'],
      { cpuSeconds: 1, memoryBytes: 1024 ** 3, fileBytes: 1024 ** 2 },
      { timeoutMs: 60_000 },
    )
    expect(result.timedOut).toBe(false)
    // ffmpeg catches SIGXCPU and exits at once ("received signal 24"); the hard limit's SIGKILL follows if not.
    const stoppedByKernel =
      result.signal === 'SIGKILL' || result.signal === 'SIGXCPU' || /received signal 24/.test(result.stderr)
    expect(stoppedByKernel, result.stderr).toBe(true)
    expect(result.code).not.toBe(0)
  }, 60_000)

  it('that names other files (an HLS playlist, a concat list) is not opened: only MP4/MOV from a file', async () => {
    writeFileSync(join(work, 'secret.txt'), 'database password')
    writeFileSync(join(work, 'trap.m3u8'), `#EXTM3U\n#EXTINF:1,\nfile://${join(work, 'secret.txt')}\n#EXT-X-ENDLIST\n`)
    writeFileSync(join(work, 'trap.ffconcat'), `ffconcat version 1.0\nfile '${join(work, 'black.mp4')}'\n`)
    expect(await probeVideo(ffmpeg?.ffprobe ?? 'ffprobe', join(work, 'trap.m3u8'))).toBeNull()
    expect(await probeVideo(ffmpeg?.ffprobe ?? 'ffprobe', join(work, 'trap.ffconcat'))).toBeNull()
    expect(await probeVideo(ffmpeg?.ffprobe ?? 'ffprobe', join(work, 'black.mp4'))).toMatchObject({
      durationMs: 5_000,
    })
  })
})

describe('the limits of a media run', () => {
  it("are prlimit's: CPU (SIGXCPU, then SIGKILL), address space, file size, open files", () => {
    const limited = limitedCommand('ffmpeg', ['-i', 'x'], { cpuSeconds: 9.2, memoryBytes: 1024, fileBytes: 2048 }, '/p')
    expect(limited).toEqual({
      command: '/p',
      args: ['--cpu=10:11', '--as=1024', '--fsize=2048', '--nofile=256', '--', 'ffmpeg', '-i', 'x'],
    })
    expect(limitedCommand('ffmpeg', ['-i', 'x'], { cpuSeconds: 1, memoryBytes: 1, fileBytes: 1 }, null)).toEqual({
      command: 'ffmpeg',
      args: ['-i', 'x'],
    })
  })
})
