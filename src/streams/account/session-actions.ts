import { i18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { LoginResult, OAuthProvider, TelegramAuth } from '../../../protocol/auth'
import { TELEGRAM_CHANNEL_ID, TELEGRAM_CHECK_CODE } from '../../../protocol/auth'
import type { ChallengeAnswer } from '../../../protocol/challenge'
import { MESSAGES } from '../../../protocol/messages'
import type { ApiClient } from '../../api/client'
import { ApiError, NetworkError } from '../../api/errors'
import { isSignedIn, markSignedIn } from '../../api/session-marker'
import type { LoginModalHolder } from '../../app-state/login-modal'
import type { EventBus } from '../core/bus'
import { withChallenge } from './challenge'
import { promotionChannel } from './channel-attribution'
import { rememberOAuthProvider, takeLoginFromChannel, takeOAuthProvider } from './login-markers'

/**
 * What the session actions need. `api` is a client that does not toast: the modal shows login, bind,
 * code and password failures itself (§8).
 */
export type SessionDeps = {
  bus: EventBus
  api: ApiClient
  modal: LoginModalHolder
  /** Opens a URL in a new tab (§4: /channel after a login that began in the channel area). */
  openTab: (url: string) => void
  /** Leaves the page for a provider's authorize URL. */
  goTo: (url: string) => void
}

/** The server's message when it refused, a network message otherwise; null means it worked. */
export type Outcome = Promise<string | null>

const NETWORK_PROBLEM = msg`网络出问题了，请检查网络后重试`

function say(descriptor: { id: string; message?: string }): string {
  return i18n.locale ? i18n._(descriptor) : (descriptor.message ?? descriptor.id)
}

/** The words a form shows for a failed call: the server's refusal, a network problem, or the system error. */
export function failureMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message
  if (error instanceof NetworkError) return say(NETWORK_PROBLEM)
  console.warn('call failed', error)
  return say(MESSAGES.systemError)
}

/** Runs a call and turns its failure into the message the modal shows. */
export async function attempt(job: () => Promise<unknown>): Outcome {
  try {
    await job()
    return null
  } catch (error) {
    return failureMessage(error)
  }
}

/**
 * Applies a login result: in (the server set the session cookie; user cached, modal closed) or on to
 * state 3 to bind a phone.
 */
function finishLogin(deps: SessionDeps, result: LoginResult, provider: OAuthProvider = 'qq'): void {
  if (result.user) {
    markSignedIn(String(result.user.uid))
    deps.bus.emit({ type: 'account/signed-in', user: result.user, newUser: result.newUser })
    deps.modal.close()
    if (takeLoginFromChannel()) deps.openTab('/channel')
    return
  }
  if (!result.wxBind && result.accountNumber) {
    deps.modal.askBind({
      accountNumber: result.accountNumber,
      type: provider,
      qqOrWechatName: result.qqOrWechatName,
      headimgurl: result.headimgurl,
    })
    return
  }
  throw new ApiError(say(MESSAGES.systemError), 500, null)
}

export function sendCode(deps: SessionDeps, mobile: string): Outcome {
  return attempt(() =>
    withChallenge(deps.api, (challenge) =>
      deps.api.call('sendVerificationCode', { mobile, areaCode: '86', ...(challenge && { challenge }) }),
    ),
  )
}

export function loginByCode(deps: SessionDeps, mobile: string, checkCode: string): Outcome {
  return attempt(async () =>
    finishLogin(deps, await deps.api.call('checkCode', { mobile, checkCode, ...promotionChannel() })),
  )
}

export function loginByPassword(deps: SessionDeps, mobile: string, password: string): Outcome {
  return attempt(async () => {
    const login = (challenge: ChallengeAnswer | undefined) =>
      deps.api.call('mobileandpw', { mobile, password, ...promotionChannel(), ...(challenge && { challenge }) })
    finishLogin(deps, await withChallenge(deps.api, login))
  })
}

/**
 * Forgot or change password. The server ends every session of the account, so a logged-in user is
 * logged out here too and logs in again with the new password.
 */
export function resetPassword(deps: SessionDeps, mobile: string, checkCode: string, password: string): Outcome {
  return attempt(async () => {
    await deps.api.call('modifyPassword', { mobile, areaCode: '86', checkCode, password })
    if (isSignedIn()) {
      markSignedIn(null)
      deps.bus.emit({ type: 'account/signed-out' })
    }
  })
}

/** State 3: binds a phone to the pending QQ/WeChat account, which logs in. */
export function bindPhone(deps: SessionDeps, mobile: string, checkCode: string): Outcome {
  const pending = deps.modal.state.value.pendingBind
  if (!pending) return Promise.resolve(say(MESSAGES.sessionInvalid))
  return attempt(async () => {
    const result = await deps.api.call('bindAccount', {
      mobile,
      checkCode,
      accountNumber: pending.accountNumber,
      type: pending.type,
      ...(pending.qqOrWechatName ? { qqOrWechatName: pending.qqOrWechatName } : {}),
      ...(pending.headimgurl ? { headimgurl: pending.headimgurl } : {}),
      ...promotionChannel(),
    })
    finishLogin(deps, result, pending.type)
  })
}

/** QQ/WeChat: asks for the authorize URL (coming back to `returnTo`, a path of this site) and leaves for it. */
export function startOAuth(deps: SessionDeps, provider: OAuthProvider, returnTo: string): Outcome {
  return attempt(async () => {
    const name = provider === 'qq' ? 'getPCQQLoginAddress' : 'getPCWXLoginAddress'
    const url = await deps.api.call(name, { redirectUri: returnTo })
    rememberOAuthProvider(provider)
    deps.goTo(url)
  })
}

/** A provider's return this tab did not ask for (a link someone sent): no login, nothing shown. */
function ignoreReturn(): null {
  console.warn('ignored a login return that this tab did not start')
  return null
}

/**
 * The provider sent the user back with `code` and `state` (and `type`, which the server adds to the
 * return URL): log in by account — only when this tab started that login (its marker), and the server
 * checks the state against the HttpOnly cookie set when it started. A failure opens
 * the modal with the server's message so the user sees why and can try another way.
 */
export async function completeOAuth(
  deps: SessionDeps,
  code: string,
  state: string,
  returnedType: OAuthProvider | null,
): Promise<string | null> {
  const started = takeOAuthProvider()
  if (started !== 'qq' && started !== 'wx') return ignoreReturn()
  if (returnedType !== null && returnedType !== started) return ignoreReturn()
  const type = started
  const outcome = await attempt(async () => {
    finishLogin(deps, await deps.api.call('pcLoginByAccount', { code, state, type, ...promotionChannel() }), type)
  })
  if (outcome !== null) deps.modal.open('', outcome)
  return outcome
}

/** Telegram (§7), after the widget sent the user back: checkCode with the Telegram id as mobile, the fixed code, channel 21 and the signed data. */
export async function loginWithTelegram(deps: SessionDeps, telegram: TelegramAuth): Outcome {
  if (takeOAuthProvider() !== 'telegram') return ignoreReturn()
  const outcome = await attempt(async () => {
    const result = await deps.api.call('checkCode', {
      mobile: String(telegram.id),
      checkCode: TELEGRAM_CHECK_CODE,
      promotionChannelId: TELEGRAM_CHANNEL_ID,
      telegram,
    })
    finishLogin(deps, result)
  })
  if (outcome !== null) deps.modal.open('', outcome)
  return outcome
}

/** Ends the session on the server (best effort: offline, the local logout still happens). */
export async function logout(deps: SessionDeps): Promise<void> {
  try {
    if (isSignedIn()) await deps.api.call('logout', {})
  } catch (error) {
    if (!(error instanceof NetworkError) && !(error instanceof ApiError)) console.warn('logout failed', error)
  } finally {
    markSignedIn(null)
    deps.bus.emit({ type: 'account/signed-out' })
  }
}
