import type { IncomingMessage } from 'node:http'
import type { Socket } from 'socket.io'
import { SOCKET_REFUSALS, viewerIdSchema } from '../../protocol/socket'
import { clientAddress, type TrustProxy } from '../http/client-address'

/**
 * What one client may hold and do on this process. A page needs one socket (a few with several tabs), a
 * handful of `auth` events (login, logout) and a subscription change per navigation; these leave room for
 * that many times over and stop a script that opens thousands of sockets or floods events.
 */
export const SOCKET_LIMITS = {
  /** Sockets from one address (behind TRUST_PROXY, the client's address); SOCKETS_PER_ADDRESS overrides it. */
  perAddress: 50,
  /** Sockets of one logged-in user. */
  perUser: 20,
  /** `auth` events per socket and window. */
  authPerWindow: 10,
  /** `subscribe` and `unsubscribe` events per socket and window. */
  subscribePerWindow: 60,
  windowMs: 10_000,
  /** Anonymous viewers of one room counted from one address, however many browsers it claims to be. */
  anonymousViewersPerAddress: 5,
} as const

/** Who a socket is, for connection caps and viewer counts. */
export type SocketIdentity = {
  address: string
  /** The browser's anonymous id from the handshake, else the socket's own id. */
  viewerId: string
  /** The logged-in user of the socket's session; null for a visitor. */
  userId: number | null
}

/** The room every socket of a logged-in user is in, on the server side only (clients cannot join it). */
export const userRoom = (userId: number) => `user:${userId}`

/**
 * Refuses a connection beyond `perAddressCap` sockets from one address (connect_error with the reason; 0 is
 * no cap) and records the identity of the sockets it lets in.
 */
export function createConnectionGate(trustProxy: TrustProxy, perAddressCap: number) {
  const perAddress = new Map<string, number>()
  const identities = new Map<string, SocketIdentity>()
  return {
    identities: identities as ReadonlyMap<string, SocketIdentity>,
    middleware(socket: Socket, next: (error?: Error) => void): void {
      const address = clientAddress(socket.request as IncomingMessage, trustProxy)
      const open = perAddress.get(address) ?? 0
      if (perAddressCap > 0 && open >= perAddressCap) {
        next(new Error(SOCKET_REFUSALS.tooManyFromAddress))
        return
      }
      perAddress.set(address, open + 1)
      const claimed = viewerIdSchema.safeParse(socket.handshake.auth?.viewerId)
      identities.set(socket.id, { address, viewerId: claimed.success ? claimed.data : socket.id, userId: null })
      socket.on('disconnect', () => {
        identities.delete(socket.id)
        const left = (perAddress.get(address) ?? 1) - 1
        if (left <= 0) perAddress.delete(address)
        else perAddress.set(address, left)
      })
      next()
    },
  }
}

/** A fixed-window budget of events for one socket: `take()` is false once `max` were taken in the window. */
export function eventBudget(max: number, windowMs: number, now: () => number): { take(): boolean } {
  let windowStart = Number.NEGATIVE_INFINITY
  let taken = 0
  return {
    take() {
      const at = now()
      if (at - windowStart >= windowMs) {
        windowStart = at
        taken = 0
      }
      taken += 1
      return taken <= max
    },
  }
}
