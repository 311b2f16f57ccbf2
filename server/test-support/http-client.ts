import { CALLS, type CallName, type CallResult } from '../../protocol/calls'
import { fillPath } from '../../protocol/calls/call-def'
import { type Envelope, envelopeSchema } from '../../protocol/envelope'

// The one HTTP test client of the server suites: by the contract's call name (typed, and the answer checked
// against the call's result schema), or by raw path for what the contract does not describe (bad paths,
// headers, cookies).

export type CallOptions = {
  body?: unknown
  query?: Record<string, string>
  token?: string | null
  /** Sent as the Cookie header (name=value; …), as a browser would. */
  cookie?: string
  headers?: Record<string, string>
}

/** Calls /java<path> (POST when a body is given) and returns the envelope and the raw response. */
export async function callJava<T = unknown>(
  baseUrl: string,
  path: string,
  options: CallOptions = {},
): Promise<Envelope<T> & { response: Response }> {
  const url = new URL(`/java${path}`, baseUrl)
  for (const [key, value] of Object.entries(options.query ?? {})) url.searchParams.set(key, value)
  const response = await fetch(url, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      sysType: 'PC',
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.token && { token: options.token }),
      ...(options.cookie && { cookie: options.cookie }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  })
  const envelope = (await response.json()) as Envelope<T>
  return { ...envelope, response }
}

/** The value a response's Set-Cookie gives the cookie `name` (undefined when it sets none; '' when it clears it). */
export function setCookieValue(response: Response, name: string): string | undefined {
  for (const line of response.headers.getSetCookie()) {
    const [pair = ''] = line.split(';')
    const at = pair.indexOf('=')
    if (pair.slice(0, at).trim() === name) return decodeURIComponent(pair.slice(at + 1).trim())
  }
  return undefined
}

/**
 * Calls /java/<name> on a test server as a browser would: GET with a query string, POST with a JSON body.
 * The envelope is checked against the call's result schema, so a reply of the wrong shape fails the test.
 * `input` is untyped on purpose: tests send bad parameters too.
 */
export async function callOf<N extends CallName>(
  baseUrl: string,
  name: N,
  input: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Envelope<CallResult<N>>> {
  const call = CALLS[name]
  // `{name}` path parameters come from the input; the rest goes into the query or the body.
  const { path, rest } = fillPath(call.path, input)
  const url = new URL(`${baseUrl}/java${path}`)
  url.searchParams.set('_t', String(Date.now()))
  let body: string | undefined
  if (call.method === 'GET') {
    for (const [key, value] of Object.entries(rest)) url.searchParams.set(key, String(value))
  } else body = JSON.stringify(rest)
  const response = await fetch(url, {
    method: call.method,
    headers: { sysType: 'PC', ...(body !== undefined && { 'content-type': 'application/json' }), ...headers },
    body,
  })
  // parse() checks the shape at run time; the generic index only loses the pairing of name and type.
  return envelopeSchema(call.result).parse(await response.json()) as Envelope<CallResult<N>>
}

/** The result of a call that must succeed. */
export async function resultOf<N extends CallName>(
  baseUrl: string,
  name: N,
  input: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<CallResult<N>> {
  const envelope = await callOf(baseUrl, name, input, headers)
  if (envelope.status !== 'success' || envelope.result === null)
    throw new Error(`${name} failed: ${envelope.code} ${envelope.errorMsg}`)
  return envelope.result
}
