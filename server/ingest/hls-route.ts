import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { PLAYLIST, SEGMENT_NAME } from './remux'

/** A segment's name is never reused (remux.ts), so a short cache is safe and spares the server. */
const SEGMENT_CACHE = 'public, max-age=30'

/**
 * Serves the HLS the ingest writes: /hls/<roomId>/index.m3u8 (never cached: it changes every second) and
 * its segments. Only those names are served, so no path can leave the room's directory. Who may watch a
 * paid or login-only room is decided where the playback URL is handed out.
 */
export function registerHlsRoute(app: FastifyInstance, hlsDir: string): void {
  app.get<{ Params: { roomId: string; file: string } }>('/hls/:roomId/:file', async (request, reply) => {
    const { roomId, file } = request.params
    const playlist = file === PLAYLIST
    if (!/^[1-9]\d{0,9}$/.test(roomId) || !(playlist || SEGMENT_NAME.test(file))) return notFound(reply)
    let body: Buffer
    try {
      body = await readFile(join(hlsDir, roomId, file))
    } catch {
      return notFound(reply)
    }
    return reply
      .type(playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
      .header('cache-control', playlist ? 'no-cache' : SEGMENT_CACHE)
      .send(body)
  })
}

function notFound(reply: import('fastify').FastifyReply) {
  // Not cached: the playlist appears a second or two after a publish starts.
  return reply.code(404).header('cache-control', 'no-cache').type('text/plain; charset=utf-8').send('Not Found')
}
