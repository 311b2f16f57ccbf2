// Types of the parts of node-media-server 4.4 the embedded ingest uses (the package ships plain JS with
// JSDoc only). We drive its RTMP session on a socket server of our own: see rtmp-server.ts for why.

declare module 'node-media-server/src/session/rtmp_session.js' {
  import type { Socket } from 'node:net'

  /** The stream a session publishes or plays, shared by its publisher and players. */
  type BroadcastServer = {
    publisher: RtmpSession | null
    /** Players of the stream, by session id. */
    subscribers: Map<string, RtmpSession>
    /** How long a publish is kept after its publisher left, for the same client to resume it. */
    publishGraceMs: number
  }

  /** The chunk-stream parser of a session (protocol/rtmp.js): the parts the ingest bounds. */
  type RtmpParser = {
    /** The peer's chunk size, as its Set Chunk Size message said. */
    inChunkSize: number
    /** Messages being assembled, one per chunk stream id. */
    inPackets: Map<number, unknown>
    /** The message whose chunk was just read. */
    parserPacket: { header: { length: number; type: number }; payload: Buffer }
    /** Makes room for parserPacket's whole message (its header's length). */
    packetAlloc(): void
    /** Handles a protocol control message (chunk size, abort, acknowledgements). */
    controlHandler(): void
  }

  /** One RTMP connection: publisher or player, decided by its publish/play command. */
  export default class RtmpSession {
    constructor(socket: Socket)
    readonly id: string
    readonly socket: Socket
    /** host:port of the peer */
    readonly ip: string
    isPublisher: boolean
    streamApp: string
    streamName: string
    streamPath: string
    /** Bytes received from the peer so far. */
    inBytes: number
    broadcast: BroadcastServer
    readonly rtmp: RtmpParser
    run(): void
    // Instance fields (arrow functions) that run() binds to the socket and the protocol parser: replacing
    // them before run() is how the ingest hooks in.
    onPush: () => void
    onPlay: () => void
    onData: (data: Buffer) => void
    onClose: () => void
    close: () => void
  }
}

declare module 'node-media-server/src/core/logger.js' {
  type Level = 'trace' | 'debug' | 'info' | 'warn' | 'error'
  /** The package's one logger; it prints with console.log unless `log` is replaced. */
  const logger: { level: Level; log(message: string, level?: Level): void }
  export default logger
}
