import { ApiClient } from '../../api/client'
import { loginModal } from '../../app-state/login-modal'
import type { EventBus } from '../core/bus'
import { app } from '../core/runtime'
import { viewerId } from '../core/viewer-id'
import type { SessionDeps } from './session-actions'

/** A client for calls whose failures the screen shows itself: it reports session expiry, never toasts. */
function quietApi(bus: EventBus): ApiClient {
  return new ApiClient({
    getDevice: viewerId,
    notify: (notice) => {
      if (notice.type === 'sessionExpired') bus.emit({ type: 'session/expired' })
    },
  })
}

/** The app's session dependencies (tests build their own SessionDeps). */
export const session: SessionDeps = {
  bus: app.bus,
  api: quietApi(app.bus),
  modal: loginModal,
  openTab: (url) => void globalThis.open?.(url, '_blank', 'noopener'),
  goTo: (url) => globalThis.location.assign(url),
}
