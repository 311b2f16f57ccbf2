import { createServer, type Server, type Socket } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'
import nmsLogger from 'node-media-server/src/core/logger.js'
import RtmpSession from 'node-media-server/src/session/rtmp_session.js'

// The RTMP side of the embedded ingest: node-media-server's RTMP session (handshake, chunking, AMF,
// publish and play, fan-out of a publisher's packets to players) on a socket server of our own. We do not
// run NodeMediaServer itself because its run() exits the process when the port is taken, a malformed
// connect command throws out of its socket handler, and it brings an HTTP server and a JSON store we do not
// use. Only one ingest may run per process: node-media-server keeps its streams in module state.

/** A connection that has started publishing. */
export type Publisher = {
  /** RTMP application (the path's first segment); the stream address uses 'live'. */
  app: string
  /** The stream name, which is the room's stream code. */
  code: string
  /** host:port of the streaming tool. */
  peer: string
  /** Bytes received so far. */
  inBytes(): number
  /** Drops the connection (refused, banned, or the ingest stops). */
  close(): void
}

export type RtmpServerOptions = {
  host: string
  /** 0 picks a free port. */
  port: number
  log: FastifyBaseLogger
  /** A connection started publishing; the callee authorizes it and closes it if refused. */
  onPublish(publisher: Publisher): void
  /** A publishing connection ended. */
  onUnpublish(publisher: Publisher): void
}

export type RtmpServer = { port: number; close(): Promise<void> }

/** Listens for RTMP; rejects (does not exit the process) when the port cannot be bound. */
export async function startRtmpServer({
  host,
  port,
  log,
  onPublish,
  onUnpublish,
}: RtmpServerOptions): Promise<RtmpServer> {
  routeLibraryLog(log)
  const sockets = new Set<Socket>()
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    // Streaming tools can sit idle for long; a half-open TCP connection must still go away eventually.
    socket.setKeepAlive(true, 10_000)
    adopt(new RtmpSession(socket), log, onPublish, onUnpublish)
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  server.on('error', (error) => log.error({ err: error }, 'ingest: RTMP server error'))
  const address = server.address()
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  }
}

function adopt(
  session: RtmpSession,
  log: FastifyBaseLogger,
  onPublish: RtmpServerOptions['onPublish'],
  onUnpublish: RtmpServerOptions['onUnpublish'],
): void {
  const publisher: Publisher = {
    get app() {
      return session.streamApp
    },
    get code() {
      return session.streamName
    },
    peer: session.ip,
    inBytes: () => session.inBytes,
    close: () => session.socket.destroy(),
  }
  const { onPush, onPlay, onData, onClose } = session
  session.onData = (data) => {
    try {
      onData(data)
    } catch (error) {
      log.info({ err: error, peer: session.ip }, 'ingest: malformed RTMP data; connection dropped')
      session.socket.destroy()
    }
  }
  session.onPush = () => {
    onPush()
    // Refused by the library (the path already has a publisher): it has ended the connection already.
    if (!session.isPublisher) return
    // A tool that reconnects starts a new publish: no grace window keeping a gone publisher's place.
    session.broadcast.publishGraceMs = 0
    onPublish(publisher)
  }
  session.onPlay = () => {
    // Viewers play HLS; RTMP playback is for our own ffmpeg on this machine only.
    if (!isLocal(session.socket)) {
      log.info({ peer: session.ip }, 'ingest: RTMP play from another machine refused')
      session.socket.destroy()
      return
    }
    onPlay()
  }
  session.onClose = () => {
    const wasPublishing = session.isPublisher && session.broadcast.publisher === session
    onClose()
    if (!wasPublishing) return
    onUnpublish(publisher)
    // The library keeps players waiting for a next publisher; ours (ffmpeg) should see the end of the stream
    // now, so it finishes the playlist and exits.
    for (const player of session.broadcast.subscribers.values()) player.close()
  }
  session.run()
}

function isLocal(socket: Socket): boolean {
  const remote = (socket.remoteAddress ?? '').replace(/^::ffff:/, '')
  const local = (socket.localAddress ?? '').replace(/^::ffff:/, '')
  return remote === local || remote === '::1' || remote.startsWith('127.')
}

/** node-media-server logs through console.log; its lines go to our logger instead, one level down. */
function routeLibraryLog(log: FastifyBaseLogger): void {
  nmsLogger.log = (message, level = 'info') => {
    if (level === 'error' || level === 'warn') log.info({ module: 'node-media-server' }, message)
    else log.debug({ module: 'node-media-server' }, message)
  }
}
