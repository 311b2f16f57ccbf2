import { i18n } from '@lingui/core'
import type { CallInput } from '../../../protocol/calls'
import { LIVE_LIMITS } from '../../../protocol/live'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { ApiError } from '../../api/errors'
import { isSignedIn } from '../../api/session-marker'
import { showToast } from '../../app-state/toasts'
import { session } from '../account/account-runtime'
import { openLogin } from '../account/session-hooks'
import type { StreamsDeps } from '../core/runtime'
import { app } from '../core/runtime'

// What a viewer does in a live room. Chat goes over the socket (the socket source sends 'chat/send');
// gifts, unlocking and moderation are calls whose refusals show as toasts in the server's words.

type Deps = Pick<StreamsDeps, 'api' | 'bus' | 'db'>

/**
 * The client's own checks of a chat line (the server checks again): the §8 message id that refuses it,
 * or null. Length counts characters as the server does (code points), after trimming.
 */
export function checkChatText(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed.length === 0) return LIVE_MESSAGES.chatEmpty.id
  if ([...trimmed].length > LIVE_LIMITS.chatTextMax) return LIVE_MESSAGES.chatTooLong.id
  return null
}

/**
 * Sends a chat line: a visitor gets the login modal, a line the client can already refuse is refused
 * here; otherwise it is queued as pending (shown at once) and the answer arrives as 'chat/sent' or
 * 'chat/refused'. Returns the refusal's message id, null when sent.
 */
export function sendChatWith(deps: Pick<StreamsDeps, 'bus'>, roomId: number, text: string): string | null {
  if (!isSignedIn()) {
    openLogin()
    return LIVE_MESSAGES.chatLoginRequired.id
  }
  const refusal = checkChatText(text)
  if (refusal) return refusal
  deps.bus.emit({ type: 'chat/send', roomId, text: text.trim(), clientId: crypto.randomUUID(), at: Date.now() })
  return null
}

/** The session user's balance after a payment, so the header and the gift bar show it at once. */
async function updateGold(deps: Deps, balance: number): Promise<void> {
  const user = (await deps.db.session.get('current'))?.user
  if (user) deps.bus.emit({ type: 'account/user', user: { ...user, gold: balance } })
}

/** A refused call's message (already in the viewer's language), or `fallback`. */
function toastFailure(error: unknown, fallback: { id: string; message: string }): void {
  if (!(error instanceof ApiError)) console.warn('live action failed', error)
  const message = error instanceof ApiError && error.message ? error.message : i18n._(fallback)
  showToast(message, 'error')
}

/** Sends `count` of a gift; a retry of the same click cannot charge twice (requestId). True when sent. */
export async function sendGiftWith(deps: Deps, roomId: number, giftId: string, count: number): Promise<boolean> {
  if (!isSignedIn()) {
    openLogin()
    return false
  }
  try {
    const requestId = crypto.randomUUID()
    const { balance } = await deps.api.call('giftSend', { roomId, giftId, count, requestId })
    await updateGold(deps, balance)
    return true
  } catch (error) {
    toastFailure(error, LIVE_MESSAGES.giftFailed)
    return false
  }
}

/** Pays to watch a paid room's current broadcast; the new playback lands in the cache. */
export async function unlockRoomWith(deps: Deps, roomId: number): Promise<boolean> {
  if (!isSignedIn()) {
    openLogin()
    return false
  }
  try {
    const { balance, ...playback } = await deps.api.call('liveUnlock', { roomId })
    deps.bus.emit({ type: 'live/playback', playback, at: Date.now() })
    deps.bus.emit({ type: 'live/unlocked', roomId })
    await updateGold(deps, balance)
    return true
  } catch (error) {
    toastFailure(error, LIVE_MESSAGES.serverError)
    return false
  }
}

/** A moderator's action in a room's chat (mute a user, remove lines); the room's pushes show its effect. */
export async function moderateWith(deps: Deps, input: CallInput<'chatModerate'>): Promise<boolean> {
  try {
    await deps.api.call('chatModerate', input)
    return true
  } catch (error) {
    toastFailure(error, LIVE_MESSAGES.serverError)
    return false
  }
}

// The app-wide versions screens call; their calls never toast by themselves (the actions above do).

const quiet = (): Deps => ({ api: session.api, bus: app.bus, db: app.db })

export const sendChat = (roomId: number, text: string) => sendChatWith(app, roomId, text)
export const sendGift = (roomId: number, giftId: string, count: number) => sendGiftWith(quiet(), roomId, giftId, count)
export const unlockRoom = (roomId: number) => unlockRoomWith(quiet(), roomId)
export const muteUser = (roomId: number, uid: number, minutes: number) =>
  moderateWith(quiet(), { roomId, action: 'mute', uid, minutes })
export const removeMessage = (roomId: number, seq: number) =>
  moderateWith(quiet(), { roomId, action: 'remove', seqs: [seq] })
export const setChatRules = (roomId: number, rules: { slowModeSeconds: number; keywords: string[] }) =>
  moderateWith(quiet(), { roomId, action: 'rules', ...rules })
