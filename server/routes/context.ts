import fastifyCookie from '@fastify/cookie'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { CallDef } from '../../protocol/calls'
import { ERROR_CODES } from '../../protocol/constants'
import { MESSAGES } from '../../protocol/messages'
import { lookUpSession, SESSION_MAX_MS, type Session } from '../auth/sessions'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'
import type { AccountServices } from './services'

export const TOKEN_COOKIE = 'token'
/** The OAuth `state` of the login this browser started; the provider's return must carry the same. */
export const OAUTH_STATE_COOKIE = 'oauth_state'
/** Long enough to log in at QQ or WeChat, short enough not to linger. */
const OAUTH_STATE_MAX_S = 10 * 60

/** Who is calling, and the account side's services; part of every handler's context. */
export type AuthContext = {
  session: Session | null
  /** Why a token that was sent is not a session ('invalid' → 3000, 'expired' → 3001). */
  tokenProblem: 'invalid' | 'expired' | null
  ip: string
  /** The browser's own id (its `device` header: a random id it keeps), if it sent one. */
  device: string | null
  /** The origin the browser sees (PUBLIC_URL, else the request's scheme and host). */
  origin: string
  services: AccountServices
  now(): number
  /** Sends the session cookie (login). */
  setTokenCookie(token: string): void
  clearTokenCookie(): void
  /** The state of the OAuth login this browser started (its HttpOnly cookie), if any. */
  oauthState: string | null
  /** Binds an OAuth login to this browser (the state) or ends that binding (null). */
  setOAuthStateCookie(state: string | null): void
}

/**
 * Reads the token from the `token` cookie, which the browser keeps HttpOnly (scripts never see it) — the
 * cookie only together with a `sysType` header, which a cross-site form or link cannot add, so the cookie
 * alone never authorizes a forged request (state-changing calls also pass the CSRF guard, http/csrf.ts).
 * A `token` header is still accepted for non-browser clients (they read the token from Set-Cookie): it is
 * a credential the caller must hold, never sent by a browser on its own, so it cannot help a forgery.
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
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'lax', secure } as const
  // §8 clears every cookie on 3000/3001; the page's scripts cannot clear an HttpOnly one, so it goes here.
  if (token === fromCookie && lookup && lookup.status !== 'valid') reply.clearCookie(TOKEN_COOKIE, cookieOptions)
  return {
    session: lookup?.status === 'valid' ? lookup.session : null,
    tokenProblem: lookup && lookup.status !== 'valid' ? lookup.status : null,
    ip: request.ip,
    device: deviceOf(request.headers.device),
    origin: services.publicUrl ?? `${request.protocol}://${request.host}`,
    services,
    now: services.now,
    setTokenCookie: (value) => {
      reply.setCookie(TOKEN_COOKIE, value, { ...cookieOptions, maxAge: SESSION_MAX_MS / 1000 })
    },
    clearTokenCookie: () => {
      reply.clearCookie(TOKEN_COOKIE, cookieOptions)
    },
    oauthState: request.cookies[OAUTH_STATE_COOKIE] || null,
    setOAuthStateCookie: (state) => {
      // SameSite=Lax: the provider's redirect back is a top-level navigation, and the completing call is ours.
      if (state === null) reply.clearCookie(OAUTH_STATE_COOKIE, cookieOptions)
      else reply.setCookie(OAUTH_STATE_COOKIE, state, { ...cookieOptions, maxAge: OAUTH_STATE_MAX_S })
    },
  }
}

/** A `device` header as the browser's id: a short token of letters, digits and dashes, else nothing. */
function deviceOf(header: string | string[] | undefined): string | null {
  return typeof header === 'string' && /^[\w-]{8,64}$/.test(header) ? header : null
}

/** The caller's session, or the session error of §8 (3001 when the token expired, else 3000). */
export function requireSession(auth: AuthContext): Session {
  if (auth.session) return auth.session
  if (auth.tokenProblem === 'expired') throw new CallError(401, MESSAGES.sessionInvalid, ERROR_CODES.sessionExpired)
  throw new CallError(401, MESSAGES.sessionInvalid, ERROR_CODES.sessionInvalid)
}

/** Enforces a call's `auth` declaration before anything else runs. */
export function authorize(call: CallDef | { auth: CallDef['auth'] }, auth: AuthContext): void {
  if (call.auth === undefined) return
  const session = requireSession(auth)
  if (call.auth === 'user') return
  if (!session.roles.some((role) => call.auth?.includes(role))) throw new CallError(403, MESSAGES.noPermission)
}

type Handshake = { headers: Record<string, string | string[] | undefined>; auth?: Record<string, unknown> }

/**
 * A socket's session token: the HttpOnly cookie of the handshake — only when the page that opened the
 * socket is of this site (a WebSocket has no CORS, so a foreign page could otherwise use the visitor's
 * cookie) — else `auth.token`, which a non-browser client may pass as it may pass the `token` header.
 */
export function handshakeToken(handshake: Handshake): string | null {
  const { origin, host, cookie } = handshake.headers
  const ownPage = typeof origin !== 'string' || originHost(origin) === host
  const fromCookie = ownPage && typeof cookie === 'string' ? fastifyCookie.parse(cookie)[TOKEN_COOKIE] : undefined
  const explicit = handshake.auth?.token
  const token = fromCookie || (typeof explicit === 'string' ? explicit : null)
  return token ? token.slice(0, 200) : null
}

function originHost(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}
