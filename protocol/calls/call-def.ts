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
  /**
   * Patterns (regular-expression sources) a path parameter must match for the path to be this call at all;
   * a path that does not match is no call (404). The spec's game-first paths (/{game}/…) need it: without
   * it they would claim every unknown path of their shape.
   */
  paramPatterns?: Readonly<Record<string, string>>
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

/**
 * Every integer a call takes fits PostgreSQL's 32-bit integer columns (ids, pages, counts): a larger one
 * is a bad request, not an overflow in the database.
 */
export const INT32_MIN = -2_147_483_648
export const INT32_MAX = 2_147_483_647
export const int32 = z.number().int().min(INT32_MIN).max(INT32_MAX)
/** Query strings arrive as text; numbers in queries are coerced (and bounded like int32). */
export const queryInt = z.coerce.number().int().min(INT32_MIN).max(INT32_MAX)

/** Nesting deeper than any call's input is refused before the schema walks it. */
const MAX_INPUT_DEPTH = 16

/**
 * True when `value` holds no text PostgreSQL cannot store (a NUL character, in a value or a key) and
 * nests no deeper than MAX_INPUT_DEPTH. Applied to every call's input with its schema (parseCallInput),
 * so no string field of any call needs to repeat the rule.
 */
export function isStorableInput(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !value.includes('\u0000')
  if (typeof value !== 'object' || value === null) return true
  if (depth >= MAX_INPUT_DEPTH) return false
  if (Array.isArray(value)) return value.every((item) => isStorableInput(item, depth + 1))
  return Object.entries(value).every(([key, item]) => !key.includes('\u0000') && isStorableInput(item, depth + 1))
}

/** Parses a call's raw input against the contract: the storable-text rule, then the call's own schema. */
export function parseCallInput<S extends z.ZodType>(
  schema: S,
  raw: unknown,
): { success: true; data: z.output<S> } | { success: false; error: z.ZodError | null } {
  if (!isStorableInput(raw)) return { success: false, error: null }
  const parsed = schema.safeParse(raw)
  return parsed.success ? { success: true, data: parsed.data } : { success: false, error: parsed.error }
}
