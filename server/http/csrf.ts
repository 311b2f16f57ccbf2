import type { FastifyInstance, FastifyRequest } from 'fastify'
import { MESSAGES } from '../../protocol/messages'
import { CallError } from './call-error'
import { isApiPath } from './errors'

const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS'])
/** What a page of this site, or a typed URL, makes a browser say; anything else came from another site. */
const OWN_FETCH_SITES: ReadonlySet<string> = new Set(['same-origin', 'none'])

function header(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name]
  return typeof value === 'string' && value !== '' ? value : null
}

/** Whether an Origin header names this site: PUBLIC_URL's origin, or the host the request was sent to. */
export function isOwnOrigin(origin: string, request: FastifyRequest, publicUrl: string | undefined): boolean {
  if (publicUrl) {
    try {
      if (new URL(publicUrl).origin === origin) return true
    } catch {
      // A malformed PUBLIC_URL is refused by the config; nothing to match here.
    }
  }
  try {
    return new URL(origin).host === request.host
  } catch {
    // 'null' (sandboxed frames, some redirects) and garbage are never ours.
    return false
  }
}

/**
 * Why a state-changing call must be refused as cross-site, or null when it may go on. Three checks, each
 * enough against a forged form or fetch: the spec's `sysType` header must be there (a form cannot add a
 * header, and a cross-origin fetch that adds one needs a CORS preflight this server never grants), and
 * when the browser says where the call came from (Origin, Sec-Fetch-Site) it must be this site.
 */
export function crossSiteReason(request: FastifyRequest, publicUrl: string | undefined): string | null {
  if (!header(request, 'systype')) return 'no sysType header'
  const origin = header(request, 'origin')
  if (origin !== null && !isOwnOrigin(origin, request, publicUrl)) return `foreign origin ${origin.slice(0, 100)}`
  const site = header(request, 'sec-fetch-site')
  if (site !== null && !OWN_FETCH_SITES.has(site)) return `sec-fetch-site ${site.slice(0, 20)}`
  return null
}

/**
 * Refuses every state-changing /java call that a page of another site could have sent (code 403). The route
 * Fastify matched decides (its registered pattern), never the raw URL: `/%6Aava/site/complaint` reaches the
 * `/java/site/complaint` route and is judged as that route.
 */
export function registerCsrfGuard(app: FastifyInstance, publicUrl: string | undefined): void {
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url
    if (SAFE_METHODS.has(request.method) || route === undefined || !isApiPath(route)) return
    const reason = crossSiteReason(request, publicUrl)
    if (reason === null) return
    request.log.warn({ reason, method: request.method, route }, 'cross-site call refused')
    throw new CallError(403, MESSAGES.crossSiteRefused)
  })
}
