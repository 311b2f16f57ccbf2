import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { Database } from '../db/client'
import { PUBLIC_VIEWER } from '../media/hls-signing'
import { PLAYLIST, SEGMENT_NAME } from '../media/remux'
import { type VodSigner, viewerMayPlay } from './access'
import { CLIP_FILE, COVER } from './recorder'
import { type VideoRow, videos } from './tables'

// Serves the recorded files: /vod/<id>/<token>/<file> to holders of a signed address (access.ts), and a
// video's cover at /vod/<id>/cover.jpg to anyone. Only the names a video has are served (its playlist and
// segments, or its clip), so no path leaves the video's folder; every answer names its type and carries
// nosniff. An MP4 answers byte ranges, as players seek in it.

/** A video's row is read again after this long (a video removed by retention stops being served). */
const ROW_TRUSTED_MS = 5_000
/** A paid video's viewer, once allowed, is not read again for this long. */
const VIEWER_TRUSTED_MS = 60_000
const REMEMBERED = 10_000

export type VodRouteOptions = {
  db: Database
  videoDir: string
  signer: () => Promise<VodSigner>
  now: () => number
}

type Served = Pick<
  VideoRow,
  'id' | 'kind' | 'storage' | 'roomId' | 'anchorId' | 'broadcastNo' | 'paid' | 'loginOnly' | 'hasCover'
>

export function registerVodRoute(app: FastifyInstance, { db, videoDir, signer, now }: VodRouteOptions): void {
  const rows = new Map<number, { row: Served | null; readAt: number }>()
  const allowed = new Map<string, number>()
  const rowOf = async (id: number): Promise<Served | null> => {
    const cached = rows.get(id)
    if (cached && now() - cached.readAt < ROW_TRUSTED_MS) return cached.row
    const [row] = await db
      .select({
        id: videos.id,
        kind: videos.kind,
        storage: videos.storage,
        roomId: videos.roomId,
        anchorId: videos.anchorId,
        broadcastNo: videos.broadcastNo,
        paid: videos.paid,
        loginOnly: videos.loginOnly,
        hasCover: videos.hasCover,
      })
      .from(videos)
      .where(and(eq(videos.id, id), eq(videos.state, 'ready')))
    if (rows.size >= REMEMBERED) rows.clear()
    rows.set(id, { row: row ?? null, readAt: now() })
    return row ?? null
  }
  const mayPlay = async (video: Served, viewer: number) => {
    if (viewer === PUBLIC_VIEWER || !video.paid) return viewerMayPlay(db, video, viewer)
    const key = `${video.id}:${viewer}`
    const at = allowed.get(key)
    if (at !== undefined && now() - at < VIEWER_TRUSTED_MS) return true
    const ok = await viewerMayPlay(db, video, viewer)
    if (ok) {
      if (allowed.size >= REMEMBERED) allowed.clear()
      allowed.set(key, now())
    }
    return ok
  }

  app.get<{ Params: { id: string } }>('/vod/:id/cover.jpg', async (request, reply) => {
    const id = parseId(request.params.id)
    const video = id === null ? null : await rowOf(id)
    if (!video?.hasCover) return answer(reply, 404)
    const body = await readFile(join(videoDir, video.storage, COVER)).catch(() => null)
    if (!body) return answer(reply, 404)
    return reply
      .type('image/jpeg')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=3600')
      .send(body)
  })

  app.get<{ Params: { id: string; token: string; file: string } }>('/vod/:id/:token/:file', async (request, reply) => {
    const { token, file } = request.params
    const id = parseId(request.params.id)
    const video = id === null ? null : await rowOf(id)
    if (!video) return answer(reply, 404)
    const type =
      video.kind === 'clip'
        ? file === CLIP_FILE
          ? 'video/mp4'
          : null
        : file === PLAYLIST
          ? 'application/vnd.apple.mpegurl'
          : SEGMENT_NAME.test(file)
            ? 'video/mp2t'
            : null
    if (!type) return answer(reply, 404)
    const viewer = (await signer()).verify(video.id, token, now())
    if (viewer === null || !(await mayPlay(video, viewer))) return answer(reply, 403)
    const path = join(videoDir, video.storage, file)
    const size = await stat(path).then(
      (s) => s.size,
      () => -1,
    )
    if (size < 0) return answer(reply, 404)
    // A recorded video never changes: cacheable, privately for a viewer's own address.
    void reply
      .type(type)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', viewer === PUBLIC_VIEWER ? 'public, max-age=3600' : 'private, max-age=3600')
      .header('accept-ranges', 'bytes')
    const range = parseRange(request.headers.range, size)
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${size}`).send()
    if (range) {
      return reply
        .code(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
        .header('content-length', range.end - range.start + 1)
        .send(createReadStream(path, range))
    }
    return reply.header('content-length', size).send(createReadStream(path))
  })
}

function parseId(text: string): number | null {
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : null
}

/** One `bytes=a-b` range (the only kind players send); null for none or one not understood. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!match || (match[1] === '' && match[2] === '')) return null
  if (match[1] === '') {
    const suffix = Number(match[2])
    return suffix === 0 ? 'unsatisfiable' : { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1)
  return start >= size || end < start ? 'unsatisfiable' : { start, end }
}

function answer(reply: FastifyReply, code: 403 | 404) {
  return reply
    .code(code)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(code === 403 ? 'Forbidden' : 'Not Found')
}
