// A bare socket.io client over Node's built-in WebSocket (engine.io protocol 4, websocket transport only).
// The chat fan-out bench runs thousands of receivers on one or two cores; socket.io-client decodes every
// packet into objects, while a receiver here only needs to count lines and read one marker, so it sees
// the raw text frame and parses nothing it does not need.

/** Called with every event packet's raw text, `42["name",…]`, so a receiver can skip JSON.parse. */
export type RawEventListener = (frame: string) => void

export type RawSocket = {
  /** Emits an event and resolves with the first argument of its ack. */
  emitWithAck<T>(event: string, payload: unknown): Promise<T>
  emit(event: string, payload: unknown): void
  close(): void
}

/** Connects to the default namespace with `auth` (the handshake's token) and resolves once connected. */
export function openRawSocket(
  baseUrl: string,
  options: { auth?: Record<string, unknown>; onEvent?: RawEventListener; timeoutMs?: number },
): Promise<RawSocket> {
  const url = `${baseUrl.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`
  const ws = new WebSocket(url)
  const acks = new Map<number, (value: unknown) => void>()
  let nextAck = 0
  const socket: RawSocket = {
    emitWithAck: <T>(event: string, payload: unknown) =>
      new Promise<T>((resolve) => {
        const id = nextAck++
        acks.set(id, (value) => resolve(value as T))
        ws.send(`42${id}${JSON.stringify([event, payload])}`)
      }),
    emit: (event, payload) => ws.send(`42${JSON.stringify([event, payload])}`),
    close: () => ws.close(),
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no socket.io connection to ${url}`)), options.timeoutMs ?? 30_000)
    ws.addEventListener('error', () => reject(new Error(`WebSocket error on ${url}`)))
    ws.addEventListener('message', (message: MessageEvent) => {
      const frame = String(message.data)
      const type = frame.charCodeAt(0)
      if (frame === '2') ws.send('3')
      else if (frame.startsWith('42')) options.onEvent?.(frame)
      else if (frame.startsWith('43')) {
        const bracket = frame.indexOf('[')
        const id = Number(frame.slice(2, bracket))
        const [value] = JSON.parse(frame.slice(bracket)) as unknown[]
        acks.get(id)?.(value)
        acks.delete(id)
      } else if (frame.startsWith('40')) {
        clearTimeout(timer)
        resolve(socket)
      } else if (type === 48 /* '0': engine.io open */) ws.send(`40${JSON.stringify(options.auth ?? {})}`)
      else if (frame.startsWith('44')) reject(new Error(`socket.io refused the connection: ${frame}`))
    })
  })
}
