import { FeedAuthError, FeedUnavailableError } from '../polling'

/**
 * A small client of PandaScore's REST API: the token as a bearer header, pages followed through the `Link`
 * header (100 items a page, PandaScore's most), and the hourly budget read from `X-Rate-Limit-Remaining` on
 * every answer. Failures are typed so the provider can tell a wrong token (stop) from a rate limit or an
 * outage (back off and try again).
 */

export const PANDASCORE_API_URL = 'https://api.pandascore.co'
/** PandaScore's largest page. */
export const PAGE_SIZE = 100

export type ClientUsage = {
  requests: number
  errors: number
  /** The provider's last `X-Rate-Limit-Remaining`; null before the first answer. */
  remaining: number | null
  /** Epoch ms of the last good answer. */
  lastOkAt: number | null
}

export type PandaScoreClientOptions = {
  baseUrl: string
  token: string
  now: () => number
  signal?: AbortSignal
  fetch?: typeof fetch
  /** Milliseconds before a request is given up (default 15 s). */
  timeoutMs?: number
}

export type PandaScoreClient = {
  /** Every item of a list endpoint, following `Link: rel="next"` up to `maxPages` pages. */
  list(path: string, query?: Record<string, string>, maxPages?: number): Promise<unknown[]>
  /** One resource. */
  one(path: string): Promise<unknown>
  readonly usage: ClientUsage
}

export function createPandaScoreClient(options: PandaScoreClientOptions): PandaScoreClient {
  const doFetch = options.fetch ?? fetch
  const usage: ClientUsage = { requests: 0, errors: 0, remaining: null, lastOkAt: null }
  const base = options.baseUrl.replace(/\/+$/, '')

  async function request(url: string): Promise<{ body: unknown; next: string | null }> {
    usage.requests++
    let response: Response
    try {
      const signals = [AbortSignal.timeout(options.timeoutMs ?? 15_000)]
      if (options.signal) signals.push(options.signal)
      response = await doFetch(url, {
        headers: { authorization: `Bearer ${options.token}`, accept: 'application/json' },
        signal: AbortSignal.any(signals),
      })
    } catch (error) {
      usage.errors++
      throw new FeedUnavailableError(`PandaScore unreachable: ${(error as Error).message}`, null)
    }
    const remaining = Number.parseInt(response.headers.get('x-rate-limit-remaining') ?? '', 10)
    if (Number.isFinite(remaining)) usage.remaining = remaining
    if (response.status === 401 || response.status === 403) {
      usage.errors++
      await response.body?.cancel()
      throw new FeedAuthError(
        `PandaScore refused the token (HTTP ${response.status}): check PANDASCORE_TOKEN and the plan`,
      )
    }
    if (!response.ok) {
      usage.errors++
      await response.body?.cancel()
      const retryAfter = Number.parseInt(response.headers.get('retry-after') ?? '', 10)
      throw new FeedUnavailableError(
        `PandaScore answered HTTP ${response.status} for ${new URL(url).pathname}`,
        response.status,
        response.status === 429,
        Number.isFinite(retryAfter) ? retryAfter : null,
      )
    }
    let body: unknown
    try {
      body = await response.json()
    } catch {
      usage.errors++
      throw new FeedUnavailableError(`PandaScore sent a body that is not JSON for ${new URL(url).pathname}`, 200)
    }
    usage.lastOkAt = options.now()
    return { body, next: nextLink(response.headers.get('link'), base) }
  }

  return {
    usage,
    async list(path, query = {}, maxPages = 10) {
      const url = new URL(`${base}${path}`)
      for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
      url.searchParams.set('page[size]', String(PAGE_SIZE))
      const items: unknown[] = []
      let next: string | null = url.toString()
      for (let page = 0; next && page < maxPages; page++) {
        const answer = await request(next)
        if (!Array.isArray(answer.body)) throw new FeedUnavailableError(`PandaScore sent no list for ${path}`, 200)
        items.push(...answer.body)
        next = answer.next
      }
      return items
    },
    async one(path) {
      return (await request(`${base}${path}`)).body
    },
  }
}

/**
 * The `rel="next"` target of a `Link` header, kept on the configured host: a link elsewhere (or one that
 * does not parse) ends the paging rather than sending the token to another host.
 */
export function nextLink(header: string | null, base: string): string | null {
  if (!header) return null
  for (const part of header.split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/.exec(part.trim())
    if (!match?.[1]) continue
    try {
      const url = new URL(match[1], base)
      return url.origin === new URL(base).origin ? url.toString() : null
    } catch {
      return null
    }
  }
  return null
}
