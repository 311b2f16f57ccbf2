import type { FastifyInstance } from 'fastify'
import { CALLS, type CallInput, type CallName, type CallResult } from '../../protocol/calls'
import { fillPath } from '../../protocol/calls/call-def'
import { ERROR_CODES } from '../../protocol/constants'
import type { Envelope } from '../../protocol/envelope'
import { createSession, revokeSession } from '../auth/sessions'
import { hashSecret } from '../crypto/secrets'
import type { Database } from '../db/client'

// The demo users act through the app's own /java calls, injected in-process (no socket): starting live,
// linking a match and sending a gift run exactly the handlers, rules and pushes a browser's click would.

/** A call that answered 'fail': `code` is the envelope's (409 "already live", 400 a broken rule, …). */
export class DemoCallError extends Error {
  override name = 'DemoCallError'
  constructor(
    readonly call: CallName,
    readonly code: number,
    message: string,
  ) {
    super(`${call}: ${code} ${message}`)
  }
}

export type DemoApi = {
  /** Calls `name` as user `userId`; resolves to the envelope's result, or throws DemoCallError. */
  call<N extends CallName>(userId: number, name: N, input: CallInput<N>): Promise<CallResult<N>>
  /** Revokes the sessions made for the calls. */
  close(): Promise<void>
}

export function createDemoApi(app: FastifyInstance, db: Database, now: () => number = Date.now): DemoApi {
  /** One session per demo user, made on its first call (and again if it expired). */
  const tokens = new Map<number, string>()

  const tokenOf = async (userId: number) => {
    const known = tokens.get(userId)
    if (known) return known
    const { token } = await createSession(db, userId, now())
    tokens.set(userId, token)
    return token
  }

  const inject = async <N extends CallName>(userId: number, name: N, input: CallInput<N>) => {
    const def = CALLS[name]
    const { path, rest } = fillPath(def.path, input as Record<string, unknown>)
    const response = await app.inject({
      method: def.method,
      url: `/java${path}`,
      headers: { systype: 'PC', token: await tokenOf(userId) },
      ...(def.method === 'GET'
        ? { query: Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, String(value)])) }
        : { payload: rest }),
    })
    return response.json<Envelope<CallResult<N>>>()
  }

  return {
    async call<N extends CallName>(userId: number, name: N, input: CallInput<N>) {
      let envelope = await inject(userId, name, input)
      const sessionLost =
        envelope.errorCode === ERROR_CODES.sessionInvalid || envelope.errorCode === ERROR_CODES.sessionExpired
      if (sessionLost) {
        tokens.delete(userId)
        envelope = await inject(userId, name, input)
      }
      if (envelope.status !== 'success') throw new DemoCallError(name, envelope.code, envelope.errorMsg ?? '')
      return envelope.result as CallResult<N>
    },
    async close() {
      const at = now()
      for (const token of tokens.values()) await revokeSession(db, hashSecret(token), at)
      tokens.clear()
    },
  }
}
