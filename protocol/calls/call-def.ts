import { z } from 'zod'
import type { Role } from '../auth'

/**
 * One /java call: method, path (under /java; `{name}` segments are path parameters taken from the input),
 * input schema (query for GET, body for POST) and the schema
 * of `result` in the envelope. The server registers its handlers against these, the client types its
 * calls from them, and the OpenAPI document at /java/docs is generated from them.
 */
export type CallDef = {
  method: 'GET' | 'POST'
  path: string
  summary: string
  input: z.ZodType
  result: z.ZodType
  /**
   * Who may call: absent means anyone (visitors too); 'user' any logged-in user; a list of roles a user
   * holding at least one of them. Without a valid session the answer is errorCode 3000/3001; with a
   * session but none of the roles, a fail envelope with code 403.
   */
  auth?: 'user' | readonly Role[]
  /** The largest JSON body accepted, in bytes, for calls that carry images; others keep the app's 64 KB. */
  bodyLimit?: number
}

const PATH_PARAM = /\{(\w+)\}/g

/** The names of a call path's `{name}` parameters, in order. */
export function pathParamsOf(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map((match) => match[1] ?? '')
}

/**
 * Fills a call path's `{name}` parameters from `input` (URI-encoded) and returns the rest of the input,
 * which goes into the query (GET) or the body (POST).
 */
export function fillPath(
  path: string,
  input: Record<string, unknown>,
): { path: string; rest: Record<string, unknown> } {
  const rest = { ...input }
  const filled = path.replace(PATH_PARAM, (_whole, name: string) => {
    const value = rest[name]
    delete rest[name]
    return encodeURIComponent(String(value ?? ''))
  })
  return { path: filled, rest }
}

export const noInput = z.object({}).strict()
/** Query strings arrive as text; numbers in queries are coerced. */
export const queryInt = z.coerce.number().int()
