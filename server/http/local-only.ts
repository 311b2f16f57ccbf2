import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MESSAGES } from '../../protocol/messages'
import { CallError } from './call-error'

/** The development pages and controls: login-code outboxes, the dev OAuth and Telegram pages, the dev cashier, clocks. */
export const DEV_ROUTE_PREFIX = '/java/dev/'

/** Headers only a proxy or a load balancer adds; a request carrying any of them did not come straight from here. */
const FORWARDING_HEADERS: readonly RegExp[] = [/^forwarded$/, /^x-forwarded-/, /^x-real-ip$/, /^x-client-ip$/, /^via$/]

function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false
  const plain = address.startsWith('::ffff:') ? address.slice(7) : address
  return plain === '::1' || /^127(\.\d{1,3}){3}$/.test(plain)
}

/** `Host` without its port: `127.0.0.1:3000` → `127.0.0.1`, `[::1]:3000` → `::1`. */
function hostName(host: string): string {
  if (host.startsWith('[')) return host.slice(1, host.indexOf(']'))
  const colon = host.lastIndexOf(':')
  return colon === -1 ? host : host.slice(0, colon)
}

function isLoopbackHost(host: string | undefined): boolean {
  if (!host) return false
  const name = hostName(host.toLowerCase())
  return name === 'localhost' || isLoopbackAddress(name)
}

/**
 * Whether a request came straight from this machine: the TCP peer is loopback (never X-Forwarded-For, which
 * anyone can write), the raw `Host` names loopback, and no proxy's forwarding header is there. A proxy on this
 * machine that forwards a public visitor shows itself by one of the last two.
 */
export function isDirectLocalRequest(request: FastifyRequest): boolean {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) return false
  if (!isLoopbackHost(request.raw.headers.host)) return false
  return !Object.keys(request.raw.headers).some((name) => FORWARDING_HEADERS.some((pattern) => pattern.test(name)))
}

/**
 * The one guard of the development routes. It decides on the route Fastify matched (`routeOptions.url`, the
 * registered pattern), never on the raw URL, so `/%6Aava/dev/sms` or `/java/./dev/sms` is judged as the route it
 * reaches. Anything but a direct local request is answered as if the route did not exist.
 */
export function registerLocalOnlyGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url
    if (route === undefined || !route.startsWith(DEV_ROUTE_PREFIX)) return
    if (isDirectLocalRequest(request)) return
    request.log.warn({ route }, 'development route refused: not a direct request from this machine')
    throw new CallError(404, MESSAGES.notFound)
  })
}
