import { existsSync, readFileSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { homePageFile, LOCALE_COOKIE } from '../../protocol/boot-pages'
import { DEFAULT_LOCALE, isLocale, LOCALES } from '../../protocol/constants'
import type { Match } from '../../protocol/match'
import { decodedPath } from './errors'
import { matchIdOfPath, matchPage } from './match-page'

/** First path segments the SPA fallback never answers: they belong to the server or would hide a missing file. */
const NOT_THE_APP = new Set(['java', 'socket.io', 'healthz', 'livez', 'readyz', 'metrics', 'hls', 'assets'])

/** Vite puts a content hash in every name under assets/, so a name's content never changes. */
export const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Revalidated on every use (a cheap 304 by ETag), so a deploy is picked up at once. */
export const REVALIDATE = 'no-cache'
/** Unhashed files that change rarely (the icon, gift pictures). */
const SHORT = 'public, max-age=3600'

/** The service worker decides which build a tab runs, so it must be as fresh as index.html. */
const ALWAYS_FRESH = new Set(['index.html', 'sw.js'])
/** Siblings that scripts/precompress.ts writes next to each built file. */
const ENCODED_SUFFIX = /\.(br|gz)$/

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Scorecast</title></head>
<body><h1>Scorecast</h1>
<p>The web client is not built yet. Run <code>npm start</code> (it builds the client first) or
<code>npx vite build</code>, then reload this page.</p></body></html>
`

/** The visitor's locale as the client last set it in its cookie (src/i18n/locale.ts), else the default. */
function localeOf(request: FastifyRequest) {
  const locale = request.cookies?.[LOCALE_COOKIE]
  return isLocale(locale) ? locale : DEFAULT_LOCALE
}

/** Cache-Control of a built file, by the path of the file sent (maybe its .br or .gz sibling). */
export function cacheControlFor(root: string, sentPath: string): string {
  const path = sentPath.replace(ENCODED_SUFFIX, '')
  if (path.startsWith(join(root, 'assets') + sep)) return IMMUTABLE
  if (path.endsWith('.html') || ALWAYS_FRESH.has(path.slice(root.length + 1))) return REVALIDATE
  return SHORT
}

/**
 * Serves the built client from `staticDir` and returns the handler for paths no route matched: the SPA
 * fallback (index.html, revalidated each time, so a deploy is picked up) or a plain 404.
 *
 * Files are sent precompressed when the build wrote a .br/.gz sibling and the browser accepts it (no CPU per
 * request); ETag and Last-Modified come from the file sent, so a revalidation answers 304.
 */
export async function registerStatic(
  app: FastifyInstance,
  staticDir: string,
  { matchById }: { matchById?: (id: string) => Promise<Match | null> } = {},
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>> {
  const root = resolve(staticDir)
  const built = existsSync(join(root, 'index.html'))
  // A match page's first screen is index.html with the match's head in the skeleton (match-page.ts).
  const indexHtml = built && matchById ? readFileSync(join(root, 'index.html'), 'utf8') : null
  // index.html with the home's first screen in the skeleton, per locale (scripts/boot-pages.ts): its largest
  // text paints before any script. Locales the build wrote none for get index.html.
  const homePages = new Map(
    LOCALES.map((locale) => [locale, homePageFile(locale)] as const).filter(([, file]) => existsSync(join(root, file))),
  )
  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // One route per file of the build, listed at start: no file outside it is ever served, and a request costs
      // a lookup. With the wildcard, @fastify/static checked each request's spelling against the disk by
      // reading every directory on its path — the 600 names of assets/ per request, ~1.3 ms of the server's CPU
      // of each of the ~70 files a first visit fetches.
      wildcard: false,
      // `/` is the fallback's too (the home's page per locale), not the directory's index.html.
      index: false,
      cacheControl: false,
      preCompressed: true,
      setHeaders: (reply, path) => {
        reply.header('cache-control', cacheControlFor(root, path))
      },
    })
  }

  /** The match page's HTML for a match page's path, or null (not one, an unknown match, a failed read). */
  const matchPageOf = async (request: FastifyRequest, path: string): Promise<string | null> => {
    const matchId = matchIdOfPath(path)
    if (!indexHtml || !matchById || matchId === null) return null
    try {
      const match = await matchById(matchId)
      return match && matchPage(indexHtml, match, localeOf(request))
    } catch (error) {
      request.log.warn({ err: error, matchId }, 'match page: the match could not be read; index.html sent')
      return null
    }
  }

  const fallback = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    const firstSegment = decodedPath(request.url).split('/')[1] ?? ''
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_THE_APP.has(firstSegment)
    if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    if (!built) return reply.type('text/html; charset=utf-8').header('cache-control', REVALIDATE).send(NOT_BUILT_PAGE)
    const path = request.url.split(/[?#]/)[0] ?? '/'
    const home = path === '/' ? homePages.get(localeOf(request)) : undefined
    // The home's and a match's page depend on the locale cookie: a shared cache must not give one visitor's
    // to another.
    if (home) return reply.header('cache-control', REVALIDATE).header('vary', 'cookie').sendFile(home)
    const match = await matchPageOf(request, path)
    if (match !== null) {
      return (
        reply
          .header('cache-control', REVALIDATE)
          .header('vary', 'cookie')
          // public/sw.js keeps it out of its copy of the shell, which serves every page offline.
          .header('x-boot-page', 'match')
          .type('text/html; charset=utf-8')
          .send(match)
      )
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html')
  }
  // The static files' wildcard would take `/` as the root directory, which has no index (index: false): to a
  // client that accepts no encoding it answered 403. `/` is the home's page, so it is the fallback's own route.
  if (built) app.get('/', fallback)
  return fallback
}
