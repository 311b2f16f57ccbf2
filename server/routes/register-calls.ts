import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { CALLS, type CallName } from '../../protocol/calls'
import { parseCallInput } from '../../protocol/calls/call-def'
import { success } from '../../protocol/envelope'
import { MESSAGES } from '../../protocol/messages'
import type { Config } from '../config'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'
import { API_PREFIX, PRIVATE_ANSWER } from '../http/prefix'
import { isMessageId, resolveLocale, type Translator } from '../i18n'
import type { LivePublisher } from '../realtime/live-publisher'
import { authenticate, authorize } from './context'
import type { CallContext, HandlerTable } from './handler'
import type { AccountServices } from './services'

type Dependencies = {
  db: Database
  config: Config
  translator: Translator
  handlers: HandlerTable
  accounts: AccountServices
  live: LivePublisher
}

/** Registers every call of protocol/calls.ts under /java with its handler. */
export function registerCalls(app: FastifyInstance, deps: Dependencies): void {
  // Check results against their schema outside production, so a mapping mistake fails tests, not clients.
  const checkResults = deps.config.nodeEnv !== 'production'
  for (const name of Object.keys(CALLS) as CallName[]) {
    const call = CALLS[name]
    // The table's type pairs each name with its own handler; erased here, where input is parsed by the same name.
    const handler = deps.handlers[name] as (input: unknown, context: CallContext) => Promise<unknown>
    app.route({
      method: call.method,
      // `{name}` path parameters of the contract are Fastify's `:name` (`:name(pattern)` when constrained).
      url: `${API_PREFIX}${call.path.replace(/\{(\w+)\}/g, (_whole, param: string) => {
        const patterns: Readonly<Record<string, string>> = 'paramPatterns' in call ? call.paramPatterns : {}
        const pattern = patterns[param]
        return pattern ? `:${param}(${pattern})` : `:${param}`
      })}`,
      ...('bodyLimit' in call && call.bodyLimit ? { bodyLimit: call.bodyLimit } : {}),
      // Every call reads the session (a balance, an unlocked plan, an order): no shared cache may keep an
      // answer, and none may be given to another visitor. Set first, so failures carry it too.
      onRequest: async (_request, reply) => {
        void reply.header('cache-control', PRIVATE_ANSWER).header('vary', 'Cookie')
      },
      handler: async (request, reply) => {
        const context = await contextOf(request, reply, deps)
        // Who may call is checked before the input is even looked at.
        authorize(call, context.auth)
        const parsed = parseCallInput(call.input, inputOf(request, call.method))
        if (!parsed.success) throw validationError(parsed.error)
        const result = await handler(parsed.data, context)
        if (checkResults) call.result.parse(result)
        return reply.send(success(result))
      },
    })
  }
}

/**
 * GET reads the query string, POST the JSON body; path parameters join either; the `_t` cache buster is
 * dropped.
 */
function inputOf(request: FastifyRequest, method: 'GET' | 'POST'): unknown {
  const source = method === 'GET' ? request.query : (request.body ?? {})
  if (typeof source !== 'object' || source === null || Array.isArray(source)) return source
  const { _t, ...input } = source as Record<string, unknown>
  const params = request.params
  if (typeof params === 'object' && params !== null) Object.assign(input, params)
  return input
}

async function contextOf(request: FastifyRequest, reply: FastifyReply, deps: Dependencies): Promise<CallContext> {
  const locale = resolveLocale(request.headers.lan)
  return {
    auth: await authenticate(request, reply, deps.db, deps.accounts),
    db: deps.db,
    config: deps.config,
    locale,
    t: (message) => deps.translator.translate(message, locale),
    log: request.log,
    sysType: headerOf(request, 'systype'),
    token: headerOf(request, 'token'),
    live: deps.live,
  }
}

function headerOf(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name]
  return typeof value === 'string' ? value : null
}

/**
 * Our schemas put message ids of protocol/messages.ts into their issues; zod's own messages (a missing
 * field, a wrong type) are English prose, so those become the generic "bad request" message.
 */
function validationError(error: z.ZodError | null): CallError {
  const first = error?.issues[0]
  const descriptor = first && isMessageId(first.message) ? { id: first.message, message: first.message } : null
  return new CallError(400, descriptor ?? MESSAGES.badRequest)
}
