import { Subscription } from 'rxjs'
import { startWelcome } from '../../app-state/welcome'
import type { StreamsDeps } from '../core/runtime'
import { session } from './account-runtime'
import { startAccountWriter } from './account-writer'
import { rememberChannelOf } from './channel-attribution'
import { startSessionSource } from './session-source'

/** The accounts part of the app's streams: its writer, the start-up session check, the welcome banner. */
export function startAccountStreams(deps: StreamsDeps): Subscription {
  const all = new Subscription()
  rememberChannelOf(globalThis.location?.search ?? '')
  all.add(startAccountWriter(deps.bus, deps.db))
  all.add(startWelcome(deps.bus.on('account/welcome')))
  // An expired session also closes a modal that was open for it.
  all.add(deps.bus.on('session/expired').subscribe(() => session.modal.close()))
  all.add(startSessionSource(deps.bus, session.api, deps.connection))
  return all
}
