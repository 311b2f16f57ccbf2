import { join } from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client'
import { markPublishing } from '../live/rooms'
import { type Remux, startRemux } from '../media/remux'
import type { Recorders, RoomRecorder } from '../videos/recorder'
import { authorizePublish } from './authorize'
import { type Publisher, startRtmpServer } from './rtmp-server'

// The embedded ingest: RTMP in (rtmp-server.ts), a publish authorized by its stream code (authorize.ts),
// one supervised ffmpeg per publishing room writing HLS into <hlsDir>/<roomId>/ (remux.ts), and the room's
// publishing flag kept up to date while segments come out.

/** How often a publishing room is looked at. */
const BEAT_MS = 1_000
/** The last-seen time is written at most this often while nothing flips (well under stallAfterMs). */
const SEEN_WRITE_MS = 3_000
/** The code is checked again this often, so an anchor banned mid-broadcast is cut off. */
const REAUTHORIZE_MS = 5_000

export type EmbeddedIngestOptions = {
  db: Database
  log: FastifyBaseLogger
  host: string
  port: number
  hlsDir: string
  ffmpegPath: string
  onRoomChanged(roomId: number): void
  /** Keeps each broadcast's segments as a replay (server/videos); absent records nothing. */
  recorders?: Recorders
}

export type EmbeddedIngest = { port: number; stop(): Promise<void> }

type Broadcast = {
  roomId: number
  publisher: Publisher
  remux: Remux
  recorder: RoomRecorder | null
  /** Whether this process has marked the room publishing (after the first segment). */
  marked: boolean
  seenWrittenAt: number
  authorizedAt: number
  beat: NodeJS.Timeout
  busy: boolean
}

export async function startEmbeddedIngest(options: EmbeddedIngestOptions): Promise<EmbeddedIngest> {
  const { db, log, hlsDir, ffmpegPath, onRoomChanged } = options
  const pending = new Set<Publisher>()
  const broadcasts = new Map<Publisher, Broadcast>()
  /** A room's previous ffmpeg still stopping; the next publish of that room waits for it. */
  const stopping = new Map<number, Promise<void>>()
  let stopped = false

  const mark = async (roomId: number, publishing: boolean) => {
    try {
      if (await markPublishing(db, roomId, publishing, Date.now())) onRoomChanged(roomId)
    } catch (error) {
      log.error({ err: error, roomId }, 'ingest: could not record the publishing state')
    }
  }

  const beat = async (broadcast: Broadcast) => {
    const now = Date.now()
    if (now - broadcast.authorizedAt >= REAUTHORIZE_MS) {
      broadcast.authorizedAt = now
      const decision = await authorizePublish(db, broadcast.publisher.code)
      if (!decision.allowed) {
        log.info({ roomId: broadcast.roomId, reason: decision.reason }, 'ingest: publish no longer allowed; cut off')
        broadcast.publisher.close()
        return
      }
    }
    const output = broadcast.remux.lastOutputAt()
    if (output === null) return
    if (!broadcast.marked || now - broadcast.seenWrittenAt >= SEEN_WRITE_MS) {
      broadcast.marked = true
      broadcast.seenWrittenAt = now
      // Seen means a segment came out recently: a publisher that stalls stops refreshing it, and the
      // watchdog then marks the room not publishing.
      if (now - output < SEEN_WRITE_MS) await mark(broadcast.roomId, true)
    }
  }

  const accept = async (publisher: Publisher, roomId: number) => {
    await stopping.get(roomId)
    if (!pending.delete(publisher) || stopped) return
    const dir = join(hlsDir, String(roomId))
    const recorder = options.recorders?.start(roomId, dir) ?? null
    const remux = startRemux({
      ffmpegPath,
      input: `rtmp://${loopback(options.host)}:${server.port}/live/${publisher.code}`,
      dir,
      log: log.child({ roomId }),
      onOutput: () => void recorder?.onOutput(),
    })
    const broadcast: Broadcast = {
      roomId,
      publisher,
      remux,
      recorder,
      marked: false,
      seenWrittenAt: 0,
      authorizedAt: Date.now(),
      busy: false,
      beat: setInterval(() => {
        if (broadcast.busy) return
        broadcast.busy = true
        beat(broadcast)
          .catch((error: unknown) => log.error({ err: error, roomId }, 'ingest: heartbeat failed'))
          .finally(() => {
            broadcast.busy = false
          })
      }, BEAT_MS),
    }
    broadcasts.set(publisher, broadcast)
    log.info({ roomId, peer: publisher.peer }, 'ingest: publishing started')
  }

  const end = async (broadcast: Broadcast) => {
    clearInterval(broadcast.beat)
    broadcasts.delete(broadcast.publisher)
    // The recorder keeps the last segments ffmpeg wrote on its way out, then finishes the replay; the
    // room's next publish waits for it (the live folder is emptied when a remux starts).
    const done = broadcast.remux.stop().then(() => broadcast.recorder?.stop())
    stopping.set(broadcast.roomId, done)
    await done
    if (stopping.get(broadcast.roomId) === done) stopping.delete(broadcast.roomId)
    await mark(broadcast.roomId, false)
    log.info({ roomId: broadcast.roomId }, 'ingest: publishing ended')
  }

  const server = await startRtmpServer({
    host: options.host,
    port: options.port,
    log,
    onPublish: (publisher) => {
      if (publisher.app !== 'live') {
        log.info({ app: publisher.app, peer: publisher.peer }, 'ingest: publish to an unknown application refused')
        publisher.close()
        return
      }
      pending.add(publisher)
      authorizePublish(db, publisher.code)
        .then((decision) => {
          if (decision.allowed) return accept(publisher, decision.roomId)
          log.info(
            { roomId: decision.roomId, reason: decision.reason, peer: publisher.peer },
            'ingest: publish refused',
          )
          pending.delete(publisher)
          publisher.close()
        })
        .catch((error: unknown) => {
          log.error({ err: error }, 'ingest: publish authorization failed; refused')
          pending.delete(publisher)
          publisher.close()
        })
    },
    onUnpublish: (publisher) => {
      pending.delete(publisher)
      const broadcast = broadcasts.get(publisher)
      if (broadcast) void end(broadcast)
    },
  })

  return {
    port: server.port,
    stop: async () => {
      stopped = true
      const ending = [...broadcasts.values()].map(end)
      await server.close()
      await Promise.all(ending)
    },
  }
}

/** ffmpeg reads the stream from this machine: the listening address, or loopback when listening on all. */
function loopback(host: string): string {
  if (host === '0.0.0.0' || host === '::' || host === '') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}
