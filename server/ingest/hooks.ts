import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { hlsAccessChecker } from '../live/playback'
import { markPublishing } from '../live/rooms'
import { hlsSignerOf } from '../media/hls-signing'
import type { LivePublisher } from '../realtime/live-publisher'
import { vodSignerOf } from '../videos/signer'
import { registerVodRoute } from '../videos/vod-route'
import { authorizePublish } from './authorize'
import { registerHlsAuthRoute, registerHlsRoute } from './hls-route'
import { roomChangePusher } from './push-room'

// The HTTP side of the ingest: the HLS files, and the publish hooks of an external nginx-rtmp ingest
// (deploy/nginx-rtmp/nginx.conf). nginx-rtmp posts a form (call, app, name = the stream code, addr, …) and
// reads only the status: 2xx allows, 3xx allows and renames the stream to the Location, anything else
// refuses (on_update: drops the publisher). The embedded ingest calls the same functions in-process.

export type IngestHookDeps = {
  db: Database
  config: Config
  /** Where a room's new state goes after a hook flipped its publishing flag. */
  live: LivePublisher
  /** The clock signed HLS addresses expire by (the accounts' clock). */
  now: () => number
}

const hookBody = z.object({ name: z.string(), app: z.string().optional(), addr: z.string().optional() })
const hookQuery = z.object({ secret: z.string().optional() })

/**
 * Registers GET /hls/:roomId/:token/:file (unless INGEST=off) and, when INGEST_HOOK_SECRET is set,
 * POST /ingest/on_publish, /ingest/on_update and /ingest/on_publish_done, and nginx's HLS check
 * GET /ingest/hls_auth.
 */
export function registerIngestHooks(app: FastifyInstance, { db, config, live, now }: IngestHookDeps): void {
  const signer = () => hlsSignerOf(db, config.ingest.signingSecret)
  const mayWatch = hlsAccessChecker(db, now)
  if (config.ingest.mode !== 'off') {
    registerHlsRoute(app, { hlsDir: config.ingest.hlsDir, signer, now, mayWatch })
    // The replays and clips recorded from the ingest (server/videos), under the same key and gates.
    registerVodRoute(app, {
      db,
      videoDir: config.ingest.videos.dir,
      signer: () => vodSignerOf(db, config.ingest.signingSecret),
      now,
    })
  }
  const secret = config.ingest.hookSecret
  if (!secret) return
  const onRoomChanged = roomChangePusher(db, live, app.log)
  registerHlsAuthRoute(app, { signer, now, mayWatch })

  const mark = async (roomId: number, publishing: boolean) => {
    if (await markPublishing(db, roomId, publishing, Date.now())) onRoomChanged(roomId)
  }

  app.register(async (scope) => {
    // nginx-rtmp's notify_method post sends a urlencoded form; only these routes accept one.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    })

    /** Parses and checks a hook call; null means it has been answered already. */
    const accept = (
      request: { body: unknown; query: unknown; headers: Record<string, unknown> },
      reply: FastifyReply,
    ) => {
      // The secret comes in a header when a proxy can add one (deploy/nginx-rtmp does), else in the query.
      const query = hookQuery.safeParse(request.query)
      const header = request.headers['x-ingest-secret']
      const given = typeof header === 'string' ? header : query.success ? query.data.secret : undefined
      if (!sameSecret(given ?? '', secret)) {
        void reply.code(403).type('text/plain; charset=utf-8').send('Forbidden')
        return null
      }
      const body = hookBody.safeParse(request.body)
      if (!body.success) {
        void reply.code(400).type('text/plain; charset=utf-8').send('Bad Request')
        return null
      }
      return body.data
    }
    const refuse = (reply: FastifyReply) => reply.code(403).type('text/plain; charset=utf-8').send('Forbidden')
    const ok = (reply: FastifyReply) => reply.code(200).type('text/plain; charset=utf-8').send('OK')

    scope.post('/ingest/on_publish', async (request, reply) => {
      const hook = accept(request, reply)
      if (!hook) return reply
      const decision = await authorizePublish(db, hook.name)
      if (!decision.allowed || (hook.app !== undefined && hook.app !== 'live')) {
        request.log.info({ roomId: decision.roomId, addr: hook.addr }, 'ingest hook: publish refused')
        return refuse(reply)
      }
      await mark(decision.roomId, true)
      // nginx renames the stream to the room id, so its HLS lands in <hls_path>/<roomId>/, never under the code.
      return reply.code(302).header('location', String(decision.roomId)).send()
    })

    scope.post('/ingest/on_update', async (request, reply) => {
      const hook = accept(request, reply)
      if (!hook) return reply
      // nginx sends the name the publisher used (the code), not the renamed one.
      const decision = await authorizePublish(db, hook.name)
      if (!decision.allowed) {
        if (decision.roomId !== null) await mark(decision.roomId, false)
        return refuse(reply)
      }
      await mark(decision.roomId, true)
      return ok(reply)
    })

    scope.post('/ingest/on_publish_done', async (request, reply) => {
      const hook = accept(request, reply)
      if (!hook) return reply
      const decision = await authorizePublish(db, hook.name)
      if (decision.roomId !== null) await mark(decision.roomId, false)
      return ok(reply)
    })
  })
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  return timingSafeEqual(digest(given), digest(expected))
}
