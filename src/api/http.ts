import ky, { isNetworkError, isTimeoutError, type KyInstance } from 'ky'
import { LIMITS } from '../../protocol/constants'
import { getLocale } from '../i18n/locale'
import { NetworkError } from './errors'

export type HttpOptions = {
  /** Origin to resolve '/java/…' against; the page's own origin when unset (tests pass their server). */
  baseUrl?: string
  getLocale?: () => string
  /** Per-attempt timeout in ms. */
  timeoutMs?: number
  /** Delay before retry n (1-based), ms. */
  retryDelay?: (attempt: number) => number
  /** The fetch to use; tests outside a browser pass one with a cookie jar (src/api/cookie-jar-fetch.ts). */
  fetch?: typeof globalThis.fetch
  /**
   * This browser's random id, sent as `device`: the server keeps only an HMAC of it with each login, to hold a
   * partner's commission on recharges made from the partner's own browser.
   */
  getDevice?: () => string
}

/** Exponential backoff capped at 4 s: 300, 600, 1200 ms for the spec's three retries. */
export const defaultRetryDelay = (attempt: number) => Math.min(4000, 300 * 2 ** (attempt - 1))

/**
 * The one HTTP client of the app (§7): /java prefix, sysType/lan headers, a `_t` cache buster, cookies
 * sent (the session is the HttpOnly `token` cookie: no script reads or sends the token), and retries only
 * for GET and only when no answer came back at all.
 */
export function createHttp(options: HttpOptions = {}): KyInstance {
  const readLocale = options.getLocale ?? getLocale
  return ky.create({
    prefix: '/java',
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
    credentials: 'include',
    ...(options.fetch ? { fetch: options.fetch } : {}),
    timeout: options.timeoutMs ?? 15_000,
    // Envelopes carry their own status; HTTP statuses are read by the caller, never thrown.
    throwHttpErrors: false,
    retry: {
      limit: LIMITS.requestRetries,
      methods: ['get'],
      statusCodes: [],
      retryOnTimeout: true,
      delay: options.retryDelay ?? defaultRetryDelay,
      // ±20 % so that clients cut off together do not come back in lockstep.
      jitter: (delay: number) => delay * (0.8 + Math.random() * 0.4),
    },
    hooks: {
      beforeRequest: [
        ({ request }) => {
          request.headers.set('sysType', 'PC')
          request.headers.set('lan', readLocale())
          if (options.getDevice) request.headers.set('device', options.getDevice())
        },
      ],
    },
  })
}

/** A failed request as the app's NetworkError (offline, timed out), an abort as it is. */
export function toNetworkError(error: unknown): Error {
  if (isTimeoutError(error)) return new NetworkError('timeout', { cause: error })
  if (isNetworkError(error)) return new NetworkError('offline', { cause: error })
  // An abort is the caller's own decision: pass it through untouched.
  if (error instanceof DOMException && error.name === 'AbortError') return error
  if (error instanceof TypeError) return new NetworkError('offline', { cause: error })
  return error instanceof Error ? error : new Error(String(error))
}
