import type { IncomingMessage, ServerResponse } from 'node:http'
import { sendJson as send, serveDouble } from '../doubles'

/**
 * A local stand-in for an API-Sports API (API-Football v3, API-Basketball v1) that answers the way they do:
 * `x-apisports-key` authentication with the errors in the envelope (HTTP 200), /status, the daily budget in
 * `x-ratelimit-requests-limit` / `x-ratelimit-requests-remaining` and the per-minute one in
 * `X-RateLimit-Limit` / `X-RateLimit-Remaining`, errors in the envelope once either is spent. Each API's
 * double supplies its resources (`answer`); tests add faults.
 */

/** What a resource answers: a body for the envelope's `response`, an `errors` object, or not found. */
export type ResourceAnswer = { body: unknown } | { errors: Record<string, string> } | null

export type ApiSportsDouble = {
  url: string
  /** The next `times` requests answer HTTP `status`, or (status 200) an envelope with `errors`. */
  fail(status: number, times?: number, errors?: Record<string, string>): void
  /** The next `times` list answers carry one extra item that is not one of the API's. */
  malform(times?: number): void
  readonly requests: string[]
  close(): Promise<void>
}

export async function startApiSportsDouble(options: {
  key: string
  answer: (path: string, query: URLSearchParams) => ResourceAnswer
  dailyLimit?: number
  perMinute?: number
  now?: () => number
  port?: number
}): Promise<ApiSportsDouble> {
  const now = options.now ?? Date.now
  const daily = options.dailyLimit ?? 7500
  const perMinute = options.perMinute ?? 300
  const requests: string[] = []
  const spent: number[] = []
  const faults: Array<{ status: number; errors?: Record<string, string> }> = []
  let malformed = 0

  const envelope = (get: string, parameters: Record<string, string>, body: unknown, errors: unknown = []) => ({
    get,
    parameters,
    errors,
    results: Array.isArray(body) ? body.length : 1,
    paging: { current: 1, total: 1 },
    response: body,
  })

  function answer(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://double')
    const path = url.pathname.replace(/\/+$/, '')
    const parameters = Object.fromEntries(url.searchParams)
    const get = path.slice(1)
    requests.push(path)
    if (request.headers['x-apisports-key'] !== options.key)
      return send(
        response,
        200,
        envelope(get, parameters, [], {
          token: 'Error/Missing application key. Go to https://dashboard.api-football.com to get your API key.',
        }),
      )
    const at = now()
    const day = new Date(at).toISOString().slice(0, 10)
    while (spent.length > 0 && new Date(spent[0] ?? 0).toISOString().slice(0, 10) !== day) spent.shift()
    spent.push(at)
    const lastMinute = spent.filter((t) => t > at - 60_000).length
    response.setHeader('x-ratelimit-requests-limit', String(daily))
    response.setHeader('x-ratelimit-requests-remaining', String(Math.max(0, daily - spent.length)))
    response.setHeader('X-RateLimit-Limit', String(perMinute))
    response.setHeader('X-RateLimit-Remaining', String(Math.max(0, perMinute - lastMinute)))
    if (spent.length > daily)
      return send(
        response,
        200,
        envelope(get, parameters, [], { requests: 'You have reached the request limit for the day.' }),
      )
    if (lastMinute > perMinute)
      return send(
        response,
        200,
        envelope(get, parameters, [], {
          rateLimit: `Too many requests. Your rate limit is ${perMinute} requests per minute.`,
        }),
      )
    const fault = faults.shift()
    if (fault) {
      if (fault.status === 200) return send(response, 200, envelope(get, parameters, [], fault.errors ?? {}))
      return send(response, fault.status, { message: `Simulated ${fault.status}` })
    }
    if (path === '/status')
      return send(
        response,
        200,
        envelope('status', parameters, {
          account: { firstname: 'Local', lastname: 'Double', email: 'double@localhost' },
          subscription: { plan: 'Pro', end: '2027-01-01T00:00:00+00:00', active: true },
          requests: { current: spent.length, limit_day: daily },
        }),
      )
    const result = options.answer(path, url.searchParams)
    if (!result) return send(response, 404, { message: 'Endpoint not found' })
    if ('errors' in result) return send(response, 200, envelope(get, parameters, [], result.errors))
    const body = result.body
    if (Array.isArray(body) && malformed > 0) {
      malformed--
      body.push({ id: 'broken', teams: null })
    }
    send(response, 200, envelope(get, parameters, body))
  }

  const served = await serveDouble(answer, options.port)
  return {
    url: served.url,
    close: served.close,
    requests,
    fail(status, times = 1, errors) {
      for (let k = 0; k < times; k++) faults.push(errors ? { status, errors } : { status })
    },
    malform(times = 1) {
      malformed += times
    },
  }
}
