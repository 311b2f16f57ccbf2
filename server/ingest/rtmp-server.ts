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

/**
 * What one RTMP peer may take. The port is open to the internet (anchors push from anywhere), so before a
 * stream code is even read: connections per address and in all are capped, a connection that has neither
 * published nor played within `publishWithinMs` is dropped, and the chunk parser is bounded (chunk size,
 * message size, chunk streams) so a crafted header cannot make it allocate or spin.
 */
export type RtmpLimits = {
  connectionsPerAddress: number
  connections: number
  publishWithinMs: number
  /** The largest Set Chunk Size a peer may ask for (the protocol allows 2³¹−1; tools use 4096 to 65536). */
  maxChunkSize: number
  /** The largest message (a keyframe of a 4K stream is a few MB; the protocol allows 16 MB). */
  maxMessageBytes: number
  /** Chunk streams one connection may use at once (tools use a handful). */
  maxChunkStreams: number
}

export const RTMP_LIMITS: RtmpLimits = {
  connectionsPerAddress: 4,
  connections: 200,
  publishWithinMs: 10_000,
  maxChunkSize: 1 << 20,
  maxMessageBytes: 8 << 20,
  maxChunkStreams: 32,
}

export type RtmpServerOptions = {
  host: string
  /** 0 picks a free port. */
  port: number
  log: FastifyBaseLogger
  /** RTMP_LIMITS unless a test narrows them. */
  limits?: RtmpLimits
  /** Peers the connection caps do not count (this machine's own ffmpeg players and demo publishers). */
  uncounted?: (address: string) => boolean
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
  limits = RTMP_LIMITS,
  uncounted = isLoopback,
  onPublish,
  onUnpublish,
}: RtmpServerOptions): Promise<RtmpServer> {
  routeLibraryLog(log)
  const sockets = new Set<Socket>()
  const perAddress = new Map<string, number>()
  let counted = 0
  const server: Server = createServer((socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
    const address = plainAddress(socket.remoteAddress)
    if (!uncounted(address)) {
      const mine = perAddress.get(address) ?? 0
      if (counted >= limits.connections || mine >= limits.connectionsPerAddress) {
        log.info(
          { peer: address, connections: counted, fromAddress: mine },
          'ingest: RTMP connection over the cap refused',
        )
        socket.destroy()
        return
      }
      counted += 1
      perAddress.set(address, mine + 1)
      socket.once('close', () => {
        counted -= 1
        const left = (perAddress.get(address) ?? 1) - 1
        if (left > 0) perAddress.set(address, left)
        else perAddress.delete(address)
      })
    }
    // Streaming tools can sit idle for long; a half-open TCP connection must still go away eventually.
    socket.setKeepAlive(true, 10_000)
    const idle = setTimeout(() => {
      log.info({ peer: address }, 'ingest: RTMP connection neither published nor played in time; dropped')
      socket.destroy()
    }, limits.publishWithinMs)
    socket.once('close', () => clearTimeout(idle))
    adopt(new RtmpSession(socket), log, limits, () => clearTimeout(idle), onPublish, onUnpublish)
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
  limits: RtmpLimits,
  /** The connection published or played: it may stay. */
  settled: () => void,
  onPublish: RtmpServerOptions['onPublish'],
  onUnpublish: RtmpServerOptions['onUnpublish'],
): void {
  boundParser(session, limits)
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
    settled()
    onPublish(publisher)
  }
  session.onPlay = () => {
    // Viewers play HLS; RTMP playback is for our own ffmpeg on this machine only.
    if (!isLocal(session.socket)) {
      log.info({ peer: session.ip }, 'ingest: RTMP play from another machine refused')
      session.socket.destroy()
      return
    }
    settled()
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

/**
 * Bounds node-media-server's chunk parser from outside: its message buffer is allocated at the size a header
 * claims, per chunk stream, and a chunk size of 0 makes it divide by zero. Each refusal throws, which the
 * session's onData wrapper turns into a dropped connection.
 */
function boundParser(session: RtmpSession, limits: RtmpLimits): void {
  const parser = session.rtmp
  const packetAlloc = parser.packetAlloc.bind(parser)
  parser.packetAlloc = () => {
    if (parser.parserPacket.header.length > limits.maxMessageBytes)
      throw new Error(`RTMP message of ${parser.parserPacket.header.length} bytes`)
    if (parser.inPackets.size > limits.maxChunkStreams) throw new Error(`${parser.inPackets.size} RTMP chunk streams`)
    packetAlloc()
  }
  const controlHandler = parser.controlHandler.bind(parser)
  parser.controlHandler = () => {
    const { header, payload } = parser.parserPacket
    if (header.type === RTMP_SET_CHUNK_SIZE) {
      const size = header.length >= 4 ? payload.readUInt32BE(0) : 0
      if (size < 1 || size > limits.maxChunkSize) throw new Error(`RTMP chunk size ${size}`)
    }
    controlHandler()
  }
}

/** The protocol control message that sets the peer's chunk size. */
const RTMP_SET_CHUNK_SIZE = 1

const plainAddress = (address: string | undefined) => (address ?? '').replace(/^::ffff:/, '')

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.')
}

function isLocal(socket: Socket): boolean {
  const remote = plainAddress(socket.remoteAddress)
  return remote === plainAddress(socket.localAddress) || isLoopback(remote)
}

/** node-media-server logs through console.log; its lines go to our logger instead, one level down. */
function routeLibraryLog(log: FastifyBaseLogger): void {
  nmsLogger.log = (message, level = 'info') => {
    if (level === 'error' || level === 'warn') log.info({ module: 'node-media-server' }, message)
    else log.debug({ module: 'node-media-server' }, message)
  }
}
