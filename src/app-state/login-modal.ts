import { useSyncExternalStore } from 'react'
import { BehaviorSubject } from 'rxjs'
import type { OAuthProvider } from '../../protocol/auth'

export type LoginModalState = 1 | 2 | 3

/** A QQ/WeChat account that came back without a phone: the ticket /login/bindAccount takes back. */
export type PendingBind = {
  accountNumber: string
  type: OAuthProvider
  qqOrWechatName: string | null
  headimgurl: string | null
}

/** §3 client state `loginModal`, plus the pending QQ/WeChat bind of state 3. */
export type LoginModal = {
  showModel: boolean
  modelState: LoginModalState
  modelTitle: string
  pendingBind: PendingBind | null
  /** Why a login that came back from a provider failed (shown at the top of the modal). */
  notice: string | null
}

export const CLOSED_MODAL: LoginModal = {
  showModel: false,
  modelState: 1,
  modelTitle: '',
  pendingBind: null,
  notice: null,
}

/** Holds the modal's state; one per app (account-runtime.ts), tests make their own. */
export class LoginModalHolder {
  readonly state = new BehaviorSubject<LoginModal>(CLOSED_MODAL)

  open(modelTitle = '', notice: string | null = null): void {
    this.state.next({ ...this.state.value, showModel: true, modelState: 1, modelTitle, notice })
  }

  goTo(modelState: LoginModalState): void {
    this.state.next({ ...this.state.value, showModel: true, modelState, modelTitle: '', notice: null })
  }

  askBind(pendingBind: PendingBind): void {
    this.state.next({ showModel: true, modelState: 3, modelTitle: '', pendingBind, notice: null })
  }

  /** §4: closing resets to state 1, hidden. */
  close(): void {
    this.state.next(CLOSED_MODAL)
  }

  readonly subscribe = (onChange: () => void) => {
    const subscription = this.state.subscribe(onChange)
    return () => subscription.unsubscribe()
  }

  readonly snapshot = () => this.state.value
}

export function useModalState(holder: LoginModalHolder): LoginModal {
  return useSyncExternalStore(holder.subscribe, holder.snapshot, holder.snapshot)
}

/** The app's one modal (§3 client state `loginModal`). */
export const loginModal = new LoginModalHolder()

/** §3 loginModal, for the global modal and anything that wants to know whether it is open. */
export function useLoginModal(): LoginModal {
  return useModalState(loginModal)
}

export const closeLogin = (): void => loginModal.close()
export const goToLoginState = (state: LoginModalState): void => loginModal.goTo(state)
