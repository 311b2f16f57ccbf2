import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify'

/**
 * A URL as the logs may keep it: the path, and the names but never the values of its query. Query
 * values carry what must not sit in log files: Telegram's signed login data on its way back, OAuth
 * codes and states, phone numbers, the ingest hook's secret.
 */
export function redactUrl(url: string): string {
  const at = url.indexOf('?')
  if (at < 0) return url
  const names = [...new URLSearchParams(url.slice(at + 1)).keys()]
  return `${url.slice(0, at)}?${names.map((name) => `${name}=…`).join('&')}`
}

type LoggedRequest = {
  method?: string
  url?: string
  host?: string
  ip?: string
  socket?: { remotePort?: number }
}

/** Fastify's request serializer, with the URL redacted. */
function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: request.url === undefined ? undefined : redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** Every request's logger (Fastify's "incoming request" line and all that handlers log) redacts the URL. */
export const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger: FastifyBaseLogger,
  bindings,
  options,
) => logger.child(bindings, { ...options, serializers: { ...options.serializers, req: serializeRequest } })
