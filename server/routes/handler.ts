import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { CALLS, CallName, CallResult } from '../../protocol/calls'
import type { Locale } from '../../protocol/constants'
import type { MessageDescriptor } from '../../protocol/messages'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { LivePublisher } from '../realtime/live-publisher'
import type { AuthContext } from './context'

/** What a handler may use besides its input: the database, the request's language and headers. */
export type CallContext = {
  db: Database
  config: Config
  locale: Locale
  /** Localizes a descriptor of protocol/messages.ts into the request's language. */
  t: (message: MessageDescriptor) => string
  log: FastifyBaseLogger
  /** The `sysType` and `token` headers as sent (null when absent). */
  sysType: string | null
  token: string | null
  /** The caller's session (already checked against the call's `auth`), address and the account services. */
  auth: AuthContext
  /** Pushes live-room news (room state, chat, gifts, leaderboards) to the sockets watching. */
  live: LivePublisher
}

/** The handler of one call: gets the parsed input (defaults applied), returns the envelope's `result`. */
export type Handler<N extends CallName> = (
  input: z.output<(typeof CALLS)[N]['input']>,
  context: CallContext,
) => Promise<CallResult<N>>

/** Every call of protocol/calls.ts must have a handler: a missing one is a type error. */
export type HandlerTable = { [N in CallName]: Handler<N> }

/** The handlers of one resource's calls (protocol/calls/<resource>.ts), spread into server/routes/handlers.ts. */
export type HandlersOf<Calls> = { [N in keyof Calls & CallName]: Handler<N> }
