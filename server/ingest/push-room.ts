import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client'
import { publishRoom } from '../live/rooms'
import type { LivePublisher } from '../realtime/live-publisher'

/** The ingest's onRoomChanged: after a publishing flip has committed, push the room's new state to sockets. */
export function roomChangePusher(db: Database, live: LivePublisher, log: FastifyBaseLogger): (roomId: number) => void {
  return (roomId) => {
    publishRoom(db, live, roomId).catch((error: unknown) =>
      log.error({ err: error, roomId }, 'ingest: could not push the room'),
    )
  }
}
