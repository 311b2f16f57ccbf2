import type { FastifyBaseLogger } from 'fastify'
import type { IngestConfig } from '../config'
import type { Database } from '../db/client'
import { locateFfmpeg } from '../media/ffmpeg-path'
import { createRecorders, finishAbandoned } from '../videos/recorder'
import { startRetention } from '../videos/retention'
import { type EmbeddedIngest, startEmbeddedIngest } from './embedded'
import { startStallWatchdog } from './watchdog'

export type IngestOptions = {
  db: Database
  log: FastifyBaseLogger
  /** Interface the RTMP server listens on (the app's HOST). */
  host: string
  config: IngestConfig
  /** Told after a room's publishing flag flipped, to push the room's new state to sockets. */
  onRoomChanged(roomId: number): void
}

export type Ingest = {
  /** The port of the embedded RTMP server when it runs here (server/demo pushes to it), else null. */
  rtmpPort: number | null
  stop(): Promise<void>
  /** The stream address the anchor centre shows: PUBLIC_RTMP_URL, else rtmp://<publicHost>:<RTMP_PORT>/live. */
  streamAddress(publicHost: string): string
}

/**
 * Starts the video ingest of INGEST: 'embedded' runs the RTMP server and ffmpeg here, 'external' leaves
 * RTMP to nginx (which calls the HTTP hooks), 'off' takes no video. The stall watchdog runs in every mode.
 * A missing ffmpeg or a taken RTMP port is logged and leaves the embedded ingest off: the rest of the
 * portal keeps working.
 */
export async function startIngest({ db, log, host, config, onRoomChanged }: IngestOptions): Promise<Ingest> {
  const watchdog = startStallWatchdog(db, log, onRoomChanged)
  let embedded: EmbeddedIngest | null = null
  // Replays are kept by the process that records them; retention runs wherever the ingest does.
  const retention =
    config.mode === 'off'
      ? null
      : startRetention({
          db,
          log,
          videoDir: config.videos.dir,
          policy: { maxAgeMs: config.videos.maxAgeMs, budgetBytes: config.videos.budgetBytes },
        })
  if (config.mode === 'embedded') {
    const { found: ffmpeg, problem } = locateFfmpeg(config.ffmpegPath)
    if (!ffmpeg) {
      log.warn({ FFMPEG_PATH: config.ffmpegPath }, `ingest: ${problem}; live video stays off`)
    } else {
      const storage = { dir: config.videos.dir, ffmpegPath: ffmpeg.path }
      const finished = await finishAbandoned(db, storage, log).catch((error: unknown) => {
        log.error({ err: error }, 'videos: recordings left by a stopped process could not be finished')
        return 0
      })
      if (finished > 0) log.info({ finished }, 'videos: recordings left by a stopped process finished')
      try {
        embedded = await startEmbeddedIngest({
          db,
          log,
          host,
          port: config.rtmpPort,
          hlsDir: config.hlsDir,
          ffmpegPath: ffmpeg.path,
          onRoomChanged,
          recorders: createRecorders({ db, log, storage }),
        })
        log.info(
          { rtmpPort: embedded.port, ffmpeg: ffmpeg.path, version: ffmpeg.version, from: ffmpeg.source },
          'ingest: RTMP listening',
        )
      } catch (error) {
        log.warn({ err: error, rtmpPort: config.rtmpPort }, 'ingest: RTMP port unavailable; live video stays off')
      }
    }
  }
  const rtmpPort = embedded?.port ?? config.rtmpPort
  return {
    rtmpPort: embedded?.port ?? null,
    stop: async () => {
      await embedded?.stop()
      await retention?.stop()
      await watchdog.stop()
    },
    streamAddress: (publicHost) => config.publicRtmpUrl ?? `rtmp://${hostOnly(publicHost)}:${rtmpPort}/live`,
  }
}

/** "example.com:3000" → "example.com", "[::1]:3000" → "[::1]": RTMP has its own port. */
function hostOnly(host: string): string {
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1)
  const colons = host.split(':').length - 1
  return colons === 1 ? host.slice(0, host.indexOf(':')) : colons > 1 ? `[${host}]` : host
}
