import type { IncomingMessage } from 'node:http'
import proxyAddr from 'proxy-addr'

/**
 * TRUST_PROXY: whom to believe about the client's address. Off, the peer of the TCP connection is the client
 * and X-Forwarded-For is ignored (anyone could write it). Behind a load balancer every request comes from
 * the balancer, so per-address limits would become site-wide: set `true` (trust every hop), a hop count
 * (trust that many proxies in front), or the proxies' addresses/CIDRs (or proxy-addr's names such as
 * 'loopback', 'uniquelocal').
 */
export type TrustProxy = false | true | number | string[]

/** Parses TRUST_PROXY; throws on an address list proxy-addr cannot read. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? ''
  if (text === '' || text === 'false' || text === '0') return false
  if (text === 'true') return true
  if (/^\d{1,2}$/.test(text)) return Number(text)
  const list = text.split(',').map((part) => part.trim())
  proxyAddr.compile(list)
  return list
}

/** The trust function Fastify and the socket layer share, so both see the same client address. */
export function trustFunction(trust: TrustProxy): (address: string, hop: number) => boolean {
  if (trust === false) return () => false
  if (trust === true) return () => true
  if (typeof trust === 'number') return (_address, hop) => hop < trust
  return proxyAddr.compile(trust)
}

/** The client's address of a raw request (socket.io's handshake), by the same rule as Fastify's request.ip. */
export function clientAddress(request: IncomingMessage, trust: TrustProxy): string {
  return proxyAddr(request, trustFunction(trust))
}
