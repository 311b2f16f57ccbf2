import type { CallInput } from '../../../protocol/calls'
import type { BanReason, LiveRoom } from '../../../protocol/live'
import type { ApiClient } from '../../api/client'
import { session } from '../account/account-runtime'
import { attempt, type Outcome } from '../account/session-actions'
import type { EventBus } from '../core/bus'
import { app } from '../core/runtime'
import { loadApplications, loadSettings, loadStanding } from './anchor-loads'

// What the user does in the anchor centre. Each action answers an Outcome (the server's message in the
// user's language, or null when it worked) that the page shows next to the control; none of them toasts.

type Deps = { api: ApiClient; bus: EventBus }

export type AnchorApplication = CallInput<'anchorApplication'>
export type AnchorInfo = CallInput<'anchorInfo'>
export type LiveSettingsChange = Omit<CallInput<'updateAnchor'>, 'regenerateCode'>

/** Applies; the standing (under review) is stored from the answer. */
export function applyWith(deps: Deps, application: AnchorApplication): Outcome {
  return attempt(async () => {
    const standing = await deps.api.call('anchorApplication', application)
    deps.bus.emit({ type: 'anchor/standing', standing: { ...standing, anchor: false }, at: Date.now() })
  })
}

/** Saves the introductions and pictures; the saved public profile goes to the cache the preview reads. */
export function saveInfoWith(deps: Deps, info: AnchorInfo): Outcome {
  return attempt(async () => {
    const profile = await deps.api.call('anchorInfo', info)
    deps.bus.emit({ type: 'live/anchors', anchors: [profile], at: Date.now() })
  })
}

export function updateSettingsWith(deps: Deps, change: LiveSettingsChange): Outcome {
  return attempt(async () => {
    const settings = await deps.api.call('updateAnchor', change)
    deps.bus.emit({ type: 'anchor/settings', settings, at: Date.now() })
  })
}

/** A new stream code: the old one stops working at the ingest at once. */
export function regenerateCodeWith(deps: Deps): Outcome {
  return attempt(async () => {
    const settings = await deps.api.call('updateAnchor', { regenerateCode: true })
    deps.bus.emit({ type: 'anchor/settings', settings, at: Date.now() })
  })
}

/** Links the room to a match (the server checks the one-hour window again), or unlinks it with null. */
export function linkMatchWith(deps: Deps, matchId: string | null): Outcome {
  return attempt(async () => {
    const settings = await deps.api.call('anchorToggleMatchId', { matchId })
    deps.bus.emit({ type: 'anchor/settings', settings, at: Date.now() })
  })
}

/** §4: start live (after the stream was started in the tool) or end live; the room's new state is stored. */
export function setLiveWith(deps: Deps, live: boolean): Outcome {
  return attempt(async () => {
    const room: LiveRoom = await deps.api.call(live ? 'anchorBroadcast' : 'anchorDowncast', {})
    const at = Date.now()
    deps.bus.emit({ type: 'live/room', room, at })
    deps.bus.emit({ type: 'anchor/broadcast', live: room.state === 'live', publishing: room.publishing, at })
  })
}

/** An administrator's decision; the list is fetched again so it shows the new states and order. */
export function reviewWith(deps: Deps, uid: number, decision: 'pass' | 'ban', reason?: BanReason): Outcome {
  return attempt(async () => {
    await deps.api.call('anchorReview', { uid, decision, ...(reason ? { reason } : {}) })
    await loadApplications(deps.api, deps.bus, new AbortController().signal)
  })
}

/** Reads the standing and settings again (e.g. after a refusal that may mean the anchor was banned meanwhile). */
export function refreshCentreWith(deps: Deps): Outcome {
  return attempt(async () => {
    const signal = new AbortController().signal
    await loadStanding(deps.api, deps.bus, signal)
    await loadSettings(deps.api, deps.bus, signal)
  })
}

// The app-wide versions pages call: the quiet client, so messages show beside the control, not as toasts.

const quiet = (): Deps => ({ api: session.api, bus: app.bus })

export const applyForAnchor = (application: AnchorApplication) => applyWith(quiet(), application)
export const saveAnchorInfo = (info: AnchorInfo) => saveInfoWith(quiet(), info)
export const updateLiveSettings = (change: LiveSettingsChange) => updateSettingsWith(quiet(), change)
export const regenerateStreamCode = () => regenerateCodeWith(quiet())
export const linkMatch = (matchId: string | null) => linkMatchWith(quiet(), matchId)
export const startLive = () => setLiveWith(quiet(), true)
export const endLive = () => setLiveWith(quiet(), false)
export const reviewApplication = (uid: number, decision: 'pass' | 'ban', reason?: BanReason) =>
  reviewWith(quiet(), uid, decision, reason)
export const refreshCentre = () => refreshCentreWith(quiet())
