import { useEffect, useSyncExternalStore } from 'react'
import { BehaviorSubject } from 'rxjs'
import type { TelegramAuth } from '../../../protocol/auth'
import type { CallResult } from '../../../protocol/calls'
import { session } from './account-runtime'
import { rememberOAuthProvider } from './login-markers'
import * as actions from './session-actions'

// The app-wide login actions that routes call (each a thin binding of session-actions to the app's deps).

export { openLogin } from './open-login'

export const sendCode = (mobile: string) => actions.sendCode(session, mobile)
export const loginByCode = (mobile: string, code: string) => actions.loginByCode(session, mobile, code)
export const loginByPassword = (mobile: string, password: string) => actions.loginByPassword(session, mobile, password)
export const resetPassword = (mobile: string, code: string, password: string) =>
  actions.resetPassword(session, mobile, code, password)
export const bindPhone = (mobile: string, code: string) => actions.bindPhone(session, mobile, code)
export const startOAuth = (provider: 'qq' | 'wx', returnTo: string) => actions.startOAuth(session, provider, returnTo)
export const completeOAuth = (code: string, state: string, type: 'qq' | 'wx' | null) =>
  actions.completeOAuth(session, code, state, type)
export const loginWithTelegram = (auth: TelegramAuth) => actions.loginWithTelegram(session, auth)
/** Marks this tab as having started a Telegram login, just before leaving for the widget. */
export const markTelegramStarted = () => rememberOAuthProvider('telegram')
export const logout = () => actions.logout(session)

export type ProvidersInfo = CallResult<'loginProviders'>

/** The server's answer (null until it came) and whether it is being asked for. */
const providers = new BehaviorSubject<{ info: ProvidersInfo | null; asking: boolean }>({ info: null, asking: false })

const subscribeProviders = (onChange: () => void) => {
  const subscription = providers.subscribe(onChange)
  return () => subscription.unsubscribe()
}
const providersSnapshot = () => providers.value.info

/**
 * The sign-in entries the server has configured, asked once when first needed (the modal opens). Until
 * the answer, and when it fails, only phone login shows: a button that cannot work is worse than none.
 */
export function useLoginProviders(wanted: boolean): ProvidersInfo | null {
  useEffect(() => {
    const { info, asking } = providers.value
    if (!wanted || info || asking) return
    providers.next({ info: null, asking: true })
    session.api.call('loginProviders', {}).then(
      (answer) => providers.next({ info: answer, asking: false }),
      () => providers.next({ info: null, asking: false }),
    )
  }, [wanted])
  return useSyncExternalStore(subscribeProviders, providersSnapshot, providersSnapshot)
}
