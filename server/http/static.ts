import { existsSync } from 'node:fs'
import { join, resolve, sep } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

/** First path segments the SPA fallback never answers: they belong to the server or would hide a missing file. */
const NOT_THE_APP = new Set(['java', 'socket.io', 'healthz', 'metrics', 'hls', 'assets'])

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Scorecast</title></head>
<body><h1>Scorecast</h1>
<p>The web client is not built yet. Run <code>npm start</code> (it builds the client first) or
<code>npx vite build</code>, then reload this page.</p></body></html>
`

/**
 * Serves the built client from `staticDir` and returns the handler for paths no route matched: the SPA
 * fallback (index.html, never cached, so a deploy is picked up) or a plain 404.
 */
export async function registerStatic(
  app: FastifyInstance,
  staticDir: string,
): Promise<(request: FastifyRequest, reply: FastifyReply) => FastifyReply> {
  const root = resolve(staticDir)
  const built = existsSync(join(root, 'index.html'))
  if (built) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      cacheControl: false,
      setHeaders: (reply, path) => {
        // Vite puts a content hash in every name under assets/, so those never change.
        if (path.startsWith(join(root, 'assets') + sep))
          reply.header('cache-control', 'public, max-age=31536000, immutable')
        else if (path.endsWith('.html')) reply.header('cache-control', 'no-cache')
        else reply.header('cache-control', 'public, max-age=3600')
      },
    })
  }

  return (request, reply) => {
    const firstSegment = request.url.split(/[/?#]/)[1] ?? ''
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_THE_APP.has(firstSegment)
    if (!isPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not Found')
    if (!built) return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(NOT_BUILT_PAGE)
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  }
}
