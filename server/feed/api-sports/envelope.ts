import { z } from 'zod'

/**
 * Every API-Sports answer: `{ get, parameters, errors, results, paging, response }`. Errors come with HTTP
 * 200, as an object (`{ token: "…" }`) or an empty array.
 */
export const envelopeSchema = z.object({
  get: z.string().optional(),
  errors: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).default([]),
  results: z.number().int().optional(),
  paging: z.object({ current: z.number().int(), total: z.number().int() }).optional(),
  /** A list for /fixtures, an object for /status. */
  response: z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).default([]),
})
