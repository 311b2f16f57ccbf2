import type { FastifyInstance } from 'fastify'
import { avatarOf } from '../../auth/users'
import type { Database } from '../../db/client'

/** Serves uploaded avatars; the URL carries a version, so a year-long cache is safe. */
export function registerAvatarRoute(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { uid: string } }>('/java/user/avatar/:uid', async (request, reply) => {
    const uid = Number(request.params.uid)
    const row = Number.isSafeInteger(uid) && uid > 0 ? await avatarOf(db, uid) : null
    if (!row) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    return reply
      .type(row.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(row.data)
  })
}
