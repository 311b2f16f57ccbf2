import { loginModal } from '../../app-state/login-modal'
import { markLoginFromChannel } from './login-markers'

/** Opens the modal (state 1); remembers whether login began in the channel area (§4). */
export function openLogin(title = ''): void {
  markLoginFromChannel(globalThis.location?.pathname ?? '/')
  loginModal.open(title)
}
