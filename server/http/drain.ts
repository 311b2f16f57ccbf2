import type { FastifyInstance } from 'fastify'
import type { Readiness } from './readiness'

export type Drain = {
  /** Readiness turns 503 and every answer from now on closes its connection, so clients reconnect elsewhere. */
  begin(): void
  /** The listener closes (new connections are refused; idle kept-alive ones are closed); in-flight requests go on. */
  stopAccepting(): void
  /** Resolves once no request is in flight, or at `deadline` (epoch ms) with how many were left unfinished. */
  settled(deadline: number): Promise<{ unfinished: number }>
  /** Requests being answered right now. */
  inFlight(): number
}

/**
 * The HTTP side of a graceful shutdown. A load balancer learns from readiness that this process is leaving
 * while it still answers everything it is sent; kept-alive connections are closed after their next answer
 * (`Connection: close`), so the balancer's next request opens a connection to another process; then the
 * listener closes and the requests already taken are finished before the process lets go of its database.
 */
export function registerDrain(app: FastifyInstance, readiness: Readiness): Drain {
  let draining = false
  let inFlight = 0
  let onIdle: (() => void) | null = null
  const finished = () => {
    inFlight -= 1
    if (inFlight === 0) onIdle?.()
  }
  app.addHook('onRequest', async (request, reply) => {
    inFlight += 1
    // Counted once whichever way the request ends: answered, or its client gone before the answer.
    let counted = true
    const done = () => {
      if (!counted) return
      counted = false
      finished()
    }
    reply.raw.once('close', done)
    request.raw.once('error', done)
    if (draining) reply.header('connection', 'close')
  })
  return {
    begin() {
      draining = true
      readiness.beginDrain()
    },
    stopAccepting() {
      // Since Node 19 close() also closes the connections that are idle; busy ones close after their answer.
      app.server.close()
      app.server.closeIdleConnections()
    },
    settled(deadline) {
      if (inFlight === 0) return Promise.resolve({ unfinished: 0 })
      return new Promise((resolve) => {
        const timer = setTimeout(
          () => {
            onIdle = null
            resolve({ unfinished: inFlight })
          },
          Math.max(0, deadline - Date.now()),
        )
        onIdle = () => {
          clearTimeout(timer)
          onIdle = null
          resolve({ unfinished: 0 })
        }
      })
    },
    inFlight: () => inFlight,
  }
}
