import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { failure } from '../../protocol/envelope'
import { MESSAGES, type MessageDescriptor } from '../../protocol/messages'
import { storageFailure } from '../db/errors'
import { resolveLocale, type Translator } from '../i18n'
import { CallError } from './call-error'
import { redactUrl } from './log-redaction'
import { API_PREFIX } from './prefix'
import type { StorageHealth } from './storage-health'

/** Seconds a client is asked to wait after a write the storage refused. */
const STORAGE_RETRY_AFTER_S = 15

/** Node's code for a stream closed by the other side before it ended (a client that disconnected). */
const PREMATURE_CLOSE = 'ERR_STREAM_PREMATURE_CLOSE'

/** Answers a fail envelope; the HTTP status mirrors the envelope code when it is an HTTP status. */
export function sendFailure(
  reply: FastifyReply,
  translator: Translator,
  code: number,
  message: MessageDescriptor,
  errorCode: number | null = null,
  httpStatus = code >= 400 && code < 600 ? code : 200,
): FastifyReply {
  const text = translator.translate(message, resolveLocale(reply.request.headers.lan))
  return reply
    .code(httpStatus)
    .type('application/json; charset=utf-8')
    .send(failure(code, text, errorCode))
}

/**
 * Every error becomes a fail envelope: a CallError keeps its code and message; Fastify's own client
 * errors (malformed JSON, body too large, unsupported content type) become code 400 with their HTTP
 * status; a write refused by a full disk or read-only storage is a 503 "服务繁忙，请稍后重试" with Retry-After
 * (and takes the process out of readiness, see StorageHealth); anything else is a 500 with the generic
 * message, logged but never shown.
 */
export function registerErrorHandling(
  app: FastifyInstance,
  translator: Translator,
  notFound: (request: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>,
  storage?: StorageHealth,
): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof CallError) return sendFailure(reply, translator, error.code, error.descriptor, error.errorCode)
    const status = error.statusCode
    if (status !== undefined && status >= 400 && status < 500) {
      request.log.info({ code: error.code, message: error.message }, 'rejected request')
      if (status === 429) return sendFailure(reply, translator, 429, MESSAGES.tooManyRequests)
      return sendFailure(reply, translator, 400, MESSAGES.badRequest, null, status)
    }
    // The browser went away while the (compressed) answer streamed: nothing failed on this side.
    if (error.code === PREMATURE_CLOSE) {
      request.log.info({ url: redactUrl(request.url) }, 'client went away before the answer was sent')
      return sendFailure(reply, translator, 500, MESSAGES.systemError)
    }
    const refused = storageFailure(error)
    if (refused) {
      storage?.report(refused)
      request.log.warn(
        { storage: refused, url: redactUrl(request.url), message: error.message },
        refused === 'disk-full' ? 'database refused a write: its disk is full' : 'database refused a write: read-only',
      )
      reply.header('retry-after', String(STORAGE_RETRY_AFTER_S))
      return sendFailure(reply, translator, 503, MESSAGES.serverBusy)
    }
    request.log.error({ err: error, url: redactUrl(request.url) }, 'call failed')
    return sendFailure(reply, translator, 500, MESSAGES.systemError)
  })

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(decodedPath(request.url))) return sendFailure(reply, translator, 404, MESSAGES.notFound)
    return notFound(request, reply)
  })
}

/**
 * A URL's path as the router reads it: percent-decoded (a malformed escape is left as written), without the
 * query. What is decided about a request that matched no route (an envelope or the app's page) is decided on
 * this, so `/%6Aava/…` is treated as the `/java/…` it spells.
 */
export function decodedPath(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '/'
  try {
    return decodeURIComponent(path)
  } catch {
    return path
  }
}

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`)
}
