import { CALLS, type CallName, type CallResult } from '../../../protocol/calls'
import { type Envelope, envelopeSchema } from '../../../protocol/envelope'

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
  const url = new URL(`${baseUrl}/java${call.path}`)
  url.searchParams.set('_t', String(Date.now()))
  let body: string | undefined
  if (call.method === 'GET') {
    for (const [key, value] of Object.entries(input)) url.searchParams.set(key, String(value))
  } else body = JSON.stringify(input)
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
