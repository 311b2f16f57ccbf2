import { FeedAuthError, FeedUnavailableError, type PollingStatus } from '../polling'
import type { ProviderContext } from '../provider'
import { envelopeSchema } from './envelope'

/**
 * API-Sports' APIs (API-Football v3, API-Basketball v1, …) share one way of answering: the key in
 * `x-apisports-key`, an envelope `{ get, parameters, errors, results, paging, response }` whose errors come
 * with HTTP 200, and the day's budget in `x-ratelimit-requests-remaining`. This client reads all three.
 */

export type ApiSportsOptions = { key: string; baseUrl: string; fetch?: typeof fetch }

export type ApiSportsStatus = PollingStatus

export const newStatus = (): ApiSportsStatus => ({
  requests: 0,
  errors: 0,
  remaining: null,
  skipped: 0,
  lastBatchAt: null,
})

/** The API's name in messages and the variable holding its key. */
type Named = { name: string; keyVariable: string }

/**
 * One GET of an API-Sports API: the key in `x-apisports-key`, the daily budget read from
 * `x-ratelimit-requests-remaining`, and the envelope's `errors` (sent with HTTP 200) turned into errors.
 */
export async function apiSportsList(
  options: ApiSportsOptions & Named,
  usage: ApiSportsStatus,
  path: string,
  query: Record<string, string>,
  context?: Pick<ProviderContext, 'signal'>,
): Promise<unknown[]> {
  const body = await apiSportsBody(options, usage, path, query, context)
  if (!Array.isArray(body)) throw new FeedUnavailableError(`${options.name} sent no list for ${path}`, 200, false)
  return body
}

export async function apiSportsBody(
  options: ApiSportsOptions & Named,
  usage: ApiSportsStatus,
  path: string,
  query: Record<string, string>,
  context?: Pick<ProviderContext, 'signal'>,
): Promise<unknown> {
  const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}${path}`)
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value)
  usage.requests++
  let response: Response
  try {
    const signals = [AbortSignal.timeout(15_000)]
    if (context?.signal) signals.push(context.signal)
    response = await (options.fetch ?? fetch)(url, {
      headers: { 'x-apisports-key': options.key, accept: 'application/json' },
      signal: AbortSignal.any(signals),
    })
  } catch (error) {
    usage.errors++
    throw new FeedUnavailableError(`${options.name} unreachable: ${(error as Error).message}`, null, false)
  }
  const remaining = Number.parseInt(response.headers.get('x-ratelimit-requests-remaining') ?? '', 10)
  if (Number.isFinite(remaining)) usage.remaining = remaining
  if (response.status === 401 || response.status === 403) {
    usage.errors++
    await response.body?.cancel()
    throw new FeedAuthError(`${options.name} refused the key (HTTP ${response.status}): check ${options.keyVariable}`)
  }
  if (!response.ok) {
    usage.errors++
    await response.body?.cancel()
    throw new FeedUnavailableError(`${options.name} answered HTTP ${response.status}`, response.status)
  }
  const envelope = envelopeSchema.safeParse(await response.json().catch(() => null))
  if (!envelope.success) {
    usage.errors++
    throw new FeedUnavailableError(`${options.name} sent no envelope for ${path}`, 200, false)
  }
  const errors = envelope.data.errors
  const problems = Array.isArray(errors) ? errors.map(String) : Object.entries(errors).map(([k, v]) => `${k}: ${v}`)
  if (problems.length > 0) {
    usage.errors++
    const text = problems.join('; ')
    if (/token|key|access|subscription|account/i.test(text))
      throw new FeedAuthError(`${options.name} refused the key: ${text} (check ${options.keyVariable})`)
    throw new FeedUnavailableError(`${options.name}: ${text}`, 200, /rate|limit|requests/i.test(text))
  }
  return envelope.data.response
}

/**
 * One cheap request before the feed starts (GET /status), so a wrong key or URL stops the start with the
 * variable to fix instead of a silent empty portal.
 */
export async function checkApiSports(options: ApiSportsOptions & Named & { urlVariable: string }) {
  const usage = newStatus()
  try {
    await apiSportsBody(options, usage, '/status', {})
  } catch (error) {
    if (error instanceof FeedAuthError) throw error
    throw new Error(
      `${options.urlVariable}=${options.baseUrl} does not answer as ${options.name}: ${(error as Error).message}`,
    )
  }
  return { remaining: usage.remaining }
}
