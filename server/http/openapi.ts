import { z } from 'zod'
import { CALLS, type CallDef } from '../../protocol/calls'
import { pathParamsOf } from '../../protocol/calls/call-def'
import { envelopeSchema } from '../../protocol/envelope'
import { PROTOCOL_VERSION } from '../../protocol/socket'
import { API_PREFIX } from './prefix'

type JsonSchema = Record<string, unknown>

/** JSON Schema of a zod schema as an OpenAPI 3.1 schema object (which is JSON Schema 2020-12). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  return rest
}

const HEADER_PARAMETERS = [
  { name: 'sysType', in: 'header', required: false, schema: { type: 'string', examples: ['PC'] } },
  {
    name: 'lan',
    in: 'header',
    required: false,
    description: 'Locale of messages (zh_CN when absent or unknown).',
    schema: { type: 'string', examples: ['zh_CN', 'en'] },
  },
  { name: 'token', in: 'header', required: false, schema: { type: 'string' } },
]

const CACHE_BUSTER = {
  name: '_t',
  in: 'query',
  required: false,
  description: 'Timestamp cache buster; accepted and ignored.',
  schema: { type: 'string' },
}

function operation(name: string, call: CallDef) {
  const input = jsonSchema(call.input, 'input')
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((input.required ?? []) as string[])
  const inPath = new Set(pathParamsOf(call.path))
  const query =
    call.method === 'GET' || inPath.size > 0
      ? Object.entries(properties)
          .filter(([key]) => call.method === 'GET' || inPath.has(key))
          .map(([key, schema]) => ({
            name: key,
            in: inPath.has(key) ? 'path' : 'query',
            required: inPath.has(key) || required.has(key),
            schema,
          }))
      : []
  return {
    operationId: name,
    summary: call.summary,
    parameters: [...HEADER_PARAMETERS, CACHE_BUSTER, ...query],
    ...(call.method === 'POST' && {
      requestBody: { required: true, content: { 'application/json': { schema: input } } },
    }),
    responses: {
      '200': {
        description: 'The envelope; `status` says whether the call succeeded, `code` carries 400/404/500 on failure.',
        content: { 'application/json': { schema: jsonSchema(envelopeSchema(call.result), 'output') } },
      },
    },
  }
}

/** The OpenAPI 3.1 document of every call of protocol/calls.ts, as served at /java/docs. */
export function buildOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [name, call] of Object.entries(CALLS) as [string, CallDef][]) {
    const path = `${API_PREFIX}${call.path}`
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(name, call) }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Scorecast API', version: String(PROTOCOL_VERSION) },
    paths,
  }
}
