import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { type HlsGrant, type HlsSigner, hlsCacheControl } from '../media/hls-signing'
import { PLAYLIST, SEGMENT_NAME } from '../media/remux'

export type HlsRouteOptions = {
  hlsDir: string
  /** The signer of this database's servers (hls-signing.ts). */
  signer: () => Promise<HlsSigner>
  now: () => number
  /** Whether the room's gate still lets the grant's viewer in (live/playback.ts hlsAccessChecker). */
  mayWatch: (roomId: number, viewer: number) => Promise<boolean>
}

/** /hls/<roomId>/<token>/<file>, as handed out by /live/playback and as nginx forwards it to check. */
const HLS_PATH = /^\/hls\/([1-9]\d{0,9})\/([^/?]{1,80})\/([^/?]{1,64})(?:\?.*)?$/

/**
 * Serves the HLS the embedded ingest writes, to holders of a signed address only: the playlist (never
 * stored by caches for a gated room) and its segments. Only those names are served, so no path can leave
 * the room's directory. Who may watch is decided where /live/playback signs the address, and checked again
 * against the room's current gate while the address lives (a room made paid mid-broadcast).
 */
export function registerHlsRoute(app: FastifyInstance, { hlsDir, signer, now, mayWatch }: HlsRouteOptions): void {
  app.get<{ Params: { roomId: string; token: string; file: string } }>(
    '/hls/:roomId/:token/:file',
    async (request, reply) => {
      const { roomId, token, file } = request.params
      const playlist = file === PLAYLIST
      if (!/^[1-9]\d{0,9}$/.test(roomId) || !(playlist || SEGMENT_NAME.test(file))) return answer(reply, 404)
      const grant = (await signer()).verify(Number(roomId), token, now())
      if (!grant || !(await mayWatch(grant.roomId, grant.viewer))) return answer(reply, 403)
      let body: Buffer
      try {
        body = await readFile(join(hlsDir, roomId, file))
      } catch {
        return answer(reply, 404)
      }
      return reply
        .type(playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
        .header('cache-control', hlsCacheControl(grant, playlist))
        .send(body)
    },
  )
}

/**
 * nginx's auth_request for the HLS it serves itself (deploy/nginx-rtmp): the original URI in
 * X-Original-URI; 204 with the Cache-Control nginx should send (X-Hls-Cache-Control), or 403.
 */
export function registerHlsAuthRoute(
  app: FastifyInstance,
  { signer, now, mayWatch }: Omit<HlsRouteOptions, 'hlsDir'>,
): void {
  app.get('/ingest/hls_auth', async (request, reply) => {
    const uri = request.headers['x-original-uri']
    const match = typeof uri === 'string' ? HLS_PATH.exec(uri) : null
    const grant: HlsGrant | null = match ? (await signer()).verify(Number(match[1]), match[2] ?? '', now()) : null
    if (!grant || !match || !(await mayWatch(grant.roomId, grant.viewer))) return answer(reply, 403)
    const playlist = match[3]?.endsWith('.m3u8') ?? false
    return reply.code(204).header('x-hls-cache-control', hlsCacheControl(grant, playlist)).send()
  })
}

function answer(reply: FastifyReply, code: 403 | 404) {
  // Not cached: the playlist appears a second or two after a publish starts, and a refused address may
  // be retried with a fresh one.
  return reply
    .code(code)
    .header('cache-control', 'no-store')
    .type('text/plain; charset=utf-8')
    .send(code === 403 ? 'Forbidden' : 'Not Found')
}
