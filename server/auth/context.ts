import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CallDef } from '../../protocol/calls'
import { ERROR_CODES } from '../../protocol/constants'
import { MESSAGES } from '../../protocol/messages'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'
import type { AccountServices } from './services'
import { lookUpSession, SESSION_MAX_MS, type Session } from './sessions'

export const TOKEN_COOKIE = 'token'

/** Who is calling, and the account side's services; part of every handler's context. */
export type AuthContext = {
  session: Session | null
  /** Why a token that was sent is not a session ('invalid' → 3000, 'expired' → 3001). */
  tokenProblem: 'invalid' | 'expired' | null
  ip: string
  /** The origin the browser sees (PUBLIC_URL, else the request's scheme and host). */
  origin: string
  services: AccountServices
  now(): number
  /** Sends the session cookie (login). */
  setTokenCookie(token: string): void
  clearTokenCookie(): void
}

/**
 * Reads the token from the `token` header, else from the `token` cookie — the cookie only together with a
 * `sysType` header, which a cross-site form or link cannot add, so the cookie alone never authorizes a
 * forged request.
 */
export async function authenticate(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Database,
  services: AccountServices,
): Promise<AuthContext> {
  const header = request.headers.token
  const fromHeader = typeof header === 'string' && header !== '' ? header : null
  const cookie = request.cookies[TOKEN_COOKIE]
  const fromCookie = typeof request.headers.systype === 'string' && cookie ? cookie : null
  const token = fromHeader ?? fromCookie
  const lookup = token ? await lookUpSession(db, token, services.now()) : null
  const secure = services.publicUrl?.startsWith('https:') ?? request.protocol === 'https'
  return {
    session: lookup?.status === 'valid' ? lookup.session : null,
    tokenProblem: lookup && lookup.status !== 'valid' ? lookup.status : null,
    ip: request.ip,
    origin: services.publicUrl ?? `${request.protocol}://${request.host}`,
    services,
    now: services.now,
    setTokenCookie: (value) => {
      reply.setCookie(TOKEN_COOKIE, value, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: SESSION_MAX_MS / 1000,
      })
    },
    clearTokenCookie: () => {
      reply.clearCookie(TOKEN_COOKIE, { path: '/' })
    },
  }
}

/** The caller's session, or the session error of §8 (3001 when the token expired, else 3000). */
export function requireSession(auth: AuthContext): Session {
  if (auth.session) return auth.session
  if (auth.tokenProblem === 'expired') throw new CallError(401, MESSAGES.sessionInvalid, ERROR_CODES.sessionExpired)
  throw new CallError(401, MESSAGES.sessionInvalid, ERROR_CODES.sessionInvalid)
}

/** Enforces a call's `auth` declaration before anything else runs. */
export function authorize(call: CallDef, auth: AuthContext): void {
  if (call.auth === undefined) return
  const session = requireSession(auth)
  if (call.auth === 'user') return
  if (!session.roles.some((role) => call.auth?.includes(role))) throw new CallError(403, MESSAGES.noPermission)
}
