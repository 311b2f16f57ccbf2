import { timingSafeEqual } from 'node:crypto'
import type { OAuthProvider } from '../../../protocol/auth'
import { AUTH_MESSAGES } from '../../../protocol/messages/auth'
import { consumeCode } from '../../auth/codes'
import { issueTicket, redeemTicket } from '../../auth/oauth-tickets'
import { bindOAuthAccount, findOrRegister, findUser, oauthAccountOf, upsertOAuthAccount } from '../../auth/users'
import { attributedChannel } from '../../channel/partners'
import { cleanProvidedName } from '../../chat/public-text'
import type { Database } from '../../db/client'
import { CallError } from '../../http/call-error'
import { newUserBonus } from '../../ledger/bonus'
import type { OAuthClient } from '../../providers/oauth'
import type { AuthContext } from '../context'
import type { Handler } from '../handler'
import { completeLogin, defaultUsername } from './complete'

function clientOf(auth: AuthContext, provider: OAuthProvider): OAuthClient {
  const client = auth.services.oauth[provider]
  if (!client) throw new CallError(400, AUTH_MESSAGES.oauthUnavailable)
  return client
}

/**
 * The page the provider returns to: a path of this site only (never another origin, so the login cannot
 * be turned into an open redirect), with `type` added so the page knows which provider answered.
 */
export function returnUrl(origin: string, path: string | undefined, provider: OAuthProvider): string {
  const safe = path?.startsWith('/') && !path.startsWith('//') && !path.includes('\\') ? path : '/'
  const url = new URL(safe, origin)
  url.searchParams.delete('code')
  url.searchParams.delete('state')
  url.searchParams.set('type', provider)
  return url.toString()
}

async function loginAddress(db: Database, auth: AuthContext, provider: OAuthProvider, path?: string): Promise<string> {
  const client = clientOf(auth, provider)
  const redirectUri = returnUrl(auth.origin, path, provider)
  const state = await issueTicket(db, { kind: 'state', provider, redirectUri }, auth.now())
  auth.setOAuthStateCookie(state)
  return client.authorizeUrl(state, redirectUri)
}

export const getPCQQLoginAddress: Handler<'getPCQQLoginAddress'> = async ({ redirectUri }, { db, auth }) =>
  loginAddress(db, auth, 'qq', redirectUri)

export const getPCWXLoginAddress: Handler<'getPCWXLoginAddress'> = async ({ redirectUri }, { db, auth }) =>
  loginAddress(db, auth, 'wx', redirectUri)

/** Constant-time equality of two states (the cookie's and the returned one). */
function sameState(a: string | null, b: string): boolean {
  if (a === null) return false
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The redirect came back: the state must be the one this browser started with (its cookie — otherwise an
 * attacker's own code and state, sent to a victim, would log the victim into the attacker's account), ours
 * and unused; the code is exchanged for the profile.
 */
export const pcLoginByAccount: Handler<'pcLoginByAccount'> = async ({ code, state, type }, { db, auth, log }) => {
  const client = clientOf(auth, type)
  const now = auth.now()
  const boundHere = sameState(auth.oauthState, state)
  // Single use on both sides: the cookie goes whatever happens, the ticket is redeemed below.
  auth.setOAuthStateCookie(null)
  if (!boundHere) {
    log.warn({ provider: type }, 'OAuth return without this browser’s state refused')
    throw new CallError(400, AUTH_MESSAGES.oauthFailed)
  }
  const ticket = await redeemTicket(db, state, { kind: 'state', provider: type }, now)
  if (!ticket?.redirectUri) throw new CallError(400, AUTH_MESSAGES.oauthFailed)
  const profile = await client.exchange(code, ticket.redirectUri).catch((error: unknown) => {
    log.warn({ err: error, provider: type }, 'OAuth code exchange failed')
    throw new CallError(400, AUTH_MESSAGES.oauthFailed)
  })
  const boundUserId = await upsertOAuthAccount(
    db,
    { provider: type, openId: profile.openId, name: profile.name, avatarUrl: profile.avatarUrl },
    now,
  )
  const naming = { qqOrWechatName: profile.name || null, headimgurl: profile.avatarUrl || null }
  const bound = boundUserId !== null ? await findUser(db, boundUserId) : null
  if (bound) return completeLogin(db, auth, bound, { newUser: false, ...naming })
  const accountNumber = await issueTicket(db, { kind: 'bind', provider: type, openId: profile.openId }, now)
  return { token: null, user: null, newUser: false, wxBind: false, accountNumber, ...naming }
}

/** Binds a phone (proved by its SMS code) to the third-party account of a bind ticket, and logs in. */
export const bindAccount: Handler<'bindAccount'> = async (input, { db, auth }) => {
  const now = auth.now()
  await consumeCode(db, { channel: 'sms', target: input.mobile, code: input.checkCode, now })
  const ticket = await redeemTicket(db, input.accountNumber, { kind: 'bind', provider: input.type }, now)
  if (!ticket?.openId) throw new CallError(400, AUTH_MESSAGES.bindExpired)
  const account = await oauthAccountOf(db, input.type, ticket.openId)
  const name = account?.name.trim().slice(0, 16) ?? ''
  const { row, created } = await findOrRegister(
    db,
    { mobile: input.mobile },
    {
      username:
        name.length >= 2 ? cleanProvidedName(name, defaultUsername(input.mobile)) : defaultUsername(input.mobile),
      promotionChannelId: await attributedChannel(db, input.promotionChannelId, input.promotionRef),
      now,
    },
    newUserBonus(now),
  )
  await bindOAuthAccount(db, input.type, ticket.openId, row.id)
  return completeLogin(db, auth, row, {
    newUser: created,
    qqOrWechatName: account?.name || null,
    headimgurl: account?.avatarUrl || null,
  })
}
