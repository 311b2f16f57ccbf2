import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/client'
import { liveImages } from './tables'

/**
 * Serves covers and anchor pictures at /live/image/:id. An image is never changed in place (a new upload
 * gets a new id), so a year-long immutable cache is safe.
 */
export function registerLiveImageRoute(app: FastifyInstance, db: Database): void {
  app.get<{ Params: { id: string } }>('/live/image/:id', async (request, reply) => {
    const id = /^\d{1,15}$/.test(request.params.id) ? Number(request.params.id) : 0
    const [row] = id > 0 ? await db.select().from(liveImages).where(eq(liveImages.id, id)) : []
    if (!row) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    return reply
      .type(row.mime)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(row.data)
  })
}
