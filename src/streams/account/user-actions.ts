import type { UserDataStatus } from '../../../protocol/auth'
import type { ApiClient } from '../../api/client'
import { ApiError, NetworkError } from '../../api/errors'
import type { EventBus } from '../core/bus'
import { app } from '../core/runtime'
import { session } from './account-runtime'
import { withChallenge } from './challenge'
import { attempt, type Outcome, resetPassword } from './session-actions'

// What the user does in the user area. Form actions answer an Outcome (the server's message, or null)
// that the form shows next to itself; their client does not toast.

type Deps = { api: ApiClient; bus: EventBus }

export type ProfileChange = { username?: string; signature?: string; avatar?: string | null }

export function saveProfileWith(deps: Deps, change: ProfileChange): Outcome {
  return attempt(async () => deps.bus.emit({ type: 'account/user', user: await deps.api.call('modifyUser', change) }))
}

export function savePreferencesWith(deps: Deps, preferences: UserDataStatus): Outcome {
  return attempt(async () => {
    const saved = await deps.api.call('saveUserDataStatus', preferences)
    deps.bus.emit({ type: 'account/preferences', preferences: saved })
  })
}

/** Asks for a real-name check; its answer (the spending state) goes to the cache. */
export function verifyRealNameWith(deps: Deps, name: string, idNumber: string): Outcome {
  return attempt(async () => {
    const spending = await deps.api.call('verifyRealName', { name, idNumber })
    deps.bus.emit({ type: 'account/spending', spending })
  })
}

export function sendEmailCodeWith(deps: Deps, email: string): Outcome {
  return attempt(() =>
    withChallenge(deps.api, (challenge) => deps.api.call('sendEmailCode', { email, ...(challenge && { challenge }) })),
  )
}

export function bindEmailWith(deps: Deps, email: string, checkCode: string): Outcome {
  return attempt(async () => {
    deps.bus.emit({ type: 'account/user', user: await deps.api.call('bindEmail', { email, checkCode }) })
  })
}

export function requestDeletionWith(deps: Deps, reason: string): Outcome {
  return attempt(async () => {
    await deps.api.call('requestAccountDeletion', { reason })
    deps.bus.emit({ type: 'account/user', user: await deps.api.call('userInfo', {}) })
  })
}

/** Follows or unfollows; the counts of both sides are refreshed from the server afterwards. */
export async function followWith(deps: Deps, uid: number, follow: boolean): Promise<boolean> {
  try {
    const result = await deps.api.call('followUser', { userId: uid, follow: follow ? 'true' : 'false' })
    deps.bus.emit({ type: 'account/followed', uid, ...result })
    deps.bus.emit({ type: 'account/user', user: await deps.api.call('userInfo', {}) })
    return result.followed
  } catch (error) {
    if (!(error instanceof ApiError) && !(error instanceof NetworkError)) console.warn('follow failed', error)
    return !follow
  }
}

// The app-wide versions screens call.

const quiet = () => ({ api: session.api, bus: app.bus })

export const saveProfile = (change: ProfileChange) => saveProfileWith(quiet(), change)
export const savePreferences = (preferences: UserDataStatus) => savePreferencesWith(quiet(), preferences)
export const sendEmailCode = (email: string) => sendEmailCodeWith(quiet(), email)
export const bindEmail = (email: string, checkCode: string) => bindEmailWith(quiet(), email, checkCode)
export const requestDeletion = (reason: string) => requestDeletionWith(quiet(), reason)
export const verifyRealName = (name: string, idNumber: string) => verifyRealNameWith(quiet(), name, idNumber)
/** Follow buttons toast their failures (the app's client) rather than showing them inline. */
export const followUser = (uid: number, follow: boolean) => followWith({ api: app.api, bus: app.bus }, uid, follow)
/** Change password from the security centre: the same call as the modal's state 2. */
export const changePassword = (mobile: string, code: string, password: string) =>
  resetPassword(session, mobile, code, password)
