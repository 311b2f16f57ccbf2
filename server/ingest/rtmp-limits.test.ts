import { once } from 'node:events'
import { connect, type Socket } from 'node:net'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { RTMP_LIMITS, type RtmpLimits, type RtmpServer, startRtmpServer } from './rtmp-server'

// The RTMP port is open to anyone: raw TCP peers against the real server (node-media-server's session),
// each limit met by the attack it stops.

const log = pino({ level: 'silent' })
let server: RtmpServer | null = null
const sockets: Socket[] = []

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy()
  await server?.close()
  server = null
})

async function start(limits: Partial<RtmpLimits> = {}): Promise<number> {
  server = await startRtmpServer({
    host: '127.0.0.1',
    port: 0,
    log,
    // No refusal below may come from the idle timer unless the test asks for it.
    limits: { ...RTMP_LIMITS, publishWithinMs: 60_000, ...limits },
    // Count this machine's test peers as strangers.
    uncounted: () => false,
    onPublish: () => undefined,
    onUnpublish: () => undefined,
  })
  return server.port
}

async function peer(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1')
  sockets.push(socket)
  socket.on('error', () => undefined)
  await once(socket, 'connect')
  return socket
}

/** Resolves with whether the server closed the socket (true) or it is still open after `probe` answers. */
function closedByServer(socket: Socket): Promise<boolean> {
  if (socket.destroyed || socket.readableEnded) return Promise.resolve(true)
  return new Promise((resolve) => socket.once('close', () => resolve(true)))
}

/** RTMP's simple handshake: C0+C1 out, S0+S1+S2 back, C2 out. */
async function handshake(socket: Socket): Promise<void> {
  let received = 0
  const done = new Promise<void>((resolve) => {
    const count = (chunk: Buffer) => {
      received += chunk.length
      if (received >= 1 + 1536 * 2) {
        socket.off('data', count)
        resolve()
      }
    }
    socket.on('data', count)
  })
  socket.write(Buffer.concat([Buffer.from([3]), Buffer.alloc(1536)]))
  await done
  socket.write(Buffer.alloc(1536))
}

/** One chunk of type 0 on chunk stream 2: a message of `type`, claiming `length` bytes, with `payload`. */
function chunk(type: number, length: number, payload: Buffer, streamId = 2): Buffer {
  const header = Buffer.alloc(12)
  header[0] = streamId
  header.writeUIntBE(0, 1, 3)
  header.writeUIntBE(length, 4, 3)
  header[7] = type
  header.writeUInt32LE(0, 8)
  return Buffer.concat([header, payload])
}

describe('the RTMP port', () => {
  it('takes a few connections per address and refuses the next', async () => {
    const port = await start({ connectionsPerAddress: 2 })
    const first = await peer(port)
    await peer(port)
    const third = await peer(port)
    expect(await closedByServer(third)).toBe(true)
    // A closed one frees its place.
    first.destroy()
    await once(first, 'close')
    const again = await peer(port)
    await handshake(again)
    expect(again.destroyed).toBe(false)
  })

  it('caps connections in all', async () => {
    const port = await start({ connections: 3, connectionsPerAddress: 10 })
    for (let i = 0; i < 3; i++) await peer(port)
    expect(await closedByServer(await peer(port))).toBe(true)
  })

  it('drops a connection that neither publishes nor plays in time', async () => {
    const port = await start({ publishWithinMs: 200 })
    const idle = await peer(port)
    await handshake(idle)
    expect(await closedByServer(idle)).toBe(true)
  })

  it('drops a peer that sets a chunk size of 0 (a division by zero in the parser) or past the cap', async () => {
    const port = await start()
    for (const size of [0, RTMP_LIMITS.maxChunkSize + 1]) {
      const socket = await peer(port)
      await handshake(socket)
      const payload = Buffer.alloc(4)
      payload.writeUInt32BE(size)
      socket.write(chunk(1, 4, payload))
      expect(await closedByServer(socket)).toBe(true)
    }
  })

  it('drops a peer whose header claims a message past the cap, before allocating it', async () => {
    const port = await start()
    const socket = await peer(port)
    await handshake(socket)
    socket.write(chunk(9, 0xff_ffff, Buffer.alloc(16)))
    expect(await closedByServer(socket)).toBe(true)
  })

  it('drops a peer that opens more chunk streams than a tool uses', async () => {
    const port = await start({ maxChunkStreams: 4 })
    const socket = await peer(port)
    await handshake(socket)
    for (let id = 3; id < 12; id++) socket.write(chunk(18, 8, Buffer.alloc(8), id))
    expect(await closedByServer(socket)).toBe(true)
  })
})
