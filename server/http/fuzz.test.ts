import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CALLS, type CallName } from '../../protocol/calls'
import { pathParamsOf } from '../../protocol/calls/call-def'
import { createSession } from '../auth/sessions'
import { openTestDatabase, type TestDatabase } from '../test-support/database'
import { appendScoreEvents, insertCatalogue, insertMatch } from '../test-support/fixtures'
import { type LiveTestApp, startLiveTestApp, type TestUser } from '../test-support/live-app'

// Every /java call of the contract, fed generated input that is mostly wrong: the answer must always be a
// clean envelope (never a 500, never a stack trace or a file path). Field names come from each call's
// schema (as JSON Schema), so a new call is fuzzed without touching this file.

let database: TestDatabase
let t: LiveTestApp
let admin: TestUser

beforeAll(async () => {
  database = await openTestDatabase()
  t = await startLiveTestApp(database.db)
  admin = await t.user({ roles: ['admin', 'anchor'], gold: 1000 })
  await insertCatalogue(database.db)
  await insertMatch(database.db, { id: 'm1', gameId: 1, startTime: t.clock.now(), status: 'live' })
  await appendScoreEvents(database.db, { id: 'm1', gameId: 1 }, 5)
}, 60_000)
afterAll(async () => {
  await t?.close()
  await database?.close()
})

const deep = (levels: number): unknown => {
  let value: unknown = 1
  for (let i = 0; i < levels; i += 1) value = i % 2 ? [value] : { a: value }
  return value
}

/** Values that broke servers before: overflows, NUL bytes, odd numbers, odd text, wrong types. */
const hostile = fc.constantFrom<unknown>(
  2147483648,
  -2147483649,
  4294967296,
  2 ** 53 + 2,
  1e300,
  -1e300,
  -0,
  0.5,
  -1,
  0,
  '2147483648',
  '1e300',
  '-0',
  'NaN',
  'Infinity',
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  '🦄‮ 𝕏 中文',
  '',
  ' ',
  'x'.repeat(5000),
  true,
  null,
  [],
  [1, 2],
  {},
  { $ne: 1 },
  deep(200),
  '__proto__',
  "'; DROP TABLE users; --",
  '../../etc/passwd',
)

type FieldInfo = { enum?: unknown[]; const?: unknown }

/** The fields a call's input schema names, with the enum values it allows (for reaching deeper code). */
function fieldsOf(schema: z.ZodType): Map<string, unknown[]> {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>
  const fields = new Map<string, unknown[]>()
  const visit = (node: Record<string, unknown>) => {
    const properties = (node.properties ?? {}) as Record<string, FieldInfo>
    for (const [name, property] of Object.entries(properties)) {
      const known = fields.get(name) ?? []
      if (property.enum) known.push(...property.enum)
      if (property.const !== undefined) known.push(property.const)
      fields.set(name, known)
    }
    for (const key of ['anyOf', 'oneOf', 'allOf'])
      for (const branch of (node[key] ?? []) as Record<string, unknown>[]) visit(branch)
  }
  visit(json)
  return fields
}

function valueFor(known: unknown[]): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: hostile },
    { weight: 2, arbitrary: known.length > 0 ? fc.constantFrom(...known) : fc.constant('m1') },
    { weight: 2, arbitrary: fc.integer({ min: -3, max: 5 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  )
}

function inputFor(schema: z.ZodType): fc.Arbitrary<Record<string, unknown>> {
  const fields = fieldsOf(schema)
  const record: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [name, known] of fields) record[name] = valueFor(known)
  record.extra = hostile
  return fc.record(record, { requiredKeys: [] })
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

/** Sends one generated input as a browser would (query string for GET, JSON body for POST). */
async function send(name: CallName, input: Record<string, unknown>, token: string, rawBody?: string) {
  const call = CALLS[name]
  const rest = { ...input }
  const path = call.path.replace(/\{(\w+)\}/g, (_whole, key: string) => {
    const value = rest[key] ?? ''
    delete rest[key]
    // A lone surrogate cannot go into a URL at all (encodeURIComponent throws): a browser would send U+FFFD.
    return encodeURIComponent(asText(value).replace(LONE_SURROGATE, '\uFFFD')).slice(0, 90) || 'x'
  })
  const query = new URLSearchParams()
  if (call.method === 'GET')
    for (const [key, value] of Object.entries(rest))
      for (const item of Array.isArray(value) ? value : [value]) query.append(key, asText(item))
  const response = await t.app.inject({
    method: call.method,
    url: `/java${path}${query.size > 0 ? `?${query}` : ''}`,
    headers: { systype: 'PC', token, ...(call.method === 'POST' && { 'content-type': 'application/json' }) },
    ...(call.method === 'POST' && { payload: rawBody ?? JSON.stringify(rest) }),
  })
  return response
}

const LEAK = /\bat \S+ \(|node_modules|\/work\/|\/home\/|\.ts:\d+|\.js:\d+|stack|Error:/

function expectClean(response: { statusCode: number; body: string }, label: string) {
  expect(response.statusCode, label).toBeLessThan(500)
  expect(response.body, label).not.toMatch(LEAK)
  const envelope = JSON.parse(response.body) as { code: number }
  expect(envelope.code, label).not.toBe(500)
}

/** Calls that end the caller's session or account get a fresh session every time. */
const SESSION_ENDING = new Set<CallName>(['logout', 'requestAccountDeletion', 'setUserRoles', 'modifyPassword'])

describe('every /java call answers any input cleanly', () => {
  it('answers the inputs that used to be 500s', async () => {
    const cases: [CallName, Record<string, unknown>][] = [
      ['liveRoom', { roomId: 2147483648 }],
      ['chatRoles', { roomId: 2147483648 }],
      ['matchDetail', { matchId: '\u0000' }],
      ['matchTimeline', { matchId: '\u0000' }],
    ]
    for (const [name, input] of cases) {
      const response = await send(name, input, admin.token)
      expectClean(response, `${name} ${JSON.stringify(input)}`)
      expect(response.statusCode).toBe(400)
    }
  })

  it('answers malformed bodies of every POST call', async () => {
    const bodies = [
      '{',
      '[]',
      'null',
      '"x"',
      '1e999',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
      `{"a":"${'x'.repeat(70_000)}"}`,
    ]
    for (const name of Object.keys(CALLS) as CallName[])
      if (CALLS[name].method === 'POST' && !SESSION_ENDING.has(name))
        for (const body of bodies) expectClean(await send(name, {}, admin.token, body), `${name} ${body.slice(0, 20)}`)
  })

  for (const name of Object.keys(CALLS) as CallName[]) {
    it(`${name}: generated input`, async () => {
      const call = CALLS[name]
      expect(pathParamsOf(call.path).every((param) => fieldsOf(call.input).has(param))).toBe(true)
      await fc.assert(
        fc.asyncProperty(inputFor(call.input), async (input) => {
          const token = SESSION_ENDING.has(name)
            ? (await createSession(database.db, admin.uid, t.clock.now())).token
            : admin.token
          expectClean(await send(name, input, token), `${name} ${JSON.stringify(input).slice(0, 300)}`)
        }),
        { numRuns: 12, seed: 8 },
      )
    }, 60_000)
  }
})
