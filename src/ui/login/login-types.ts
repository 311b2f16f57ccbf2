/** §3 client state of the login modal: 1 login, 2 forgot/change password, 3 bind phone after QQ/WeChat. */
export type LoginModalState = 1 | 2 | 3

export type LoginModalView = {
  showModel: boolean
  modelState: LoginModalState
  /** A title the opener asked for (already translated); empty for the state's own title. */
  modelTitle: string
  /** Why a login that came back from a provider failed, shown above the form; null when none. */
  notice: string | null
}

/** The outcome of a server call made from the modal: the server's message when it failed, null when it worked. */
export type Outcome = Promise<string | null>

/** Sign-in entries besides phone: QQ and WeChat always, the others only when the server has them configured. */
export type ProviderId = 'qq' | 'wx' | 'telegram' | 'google' | 'x' | 'line' | 'partner'

export type LoginActions = {
  sendCode: (mobile: string) => Outcome
  loginByCode: (mobile: string, code: string) => Outcome
  loginByPassword: (mobile: string, password: string) => Outcome
  resetPassword: (mobile: string, code: string, password: string) => Outcome
  bindPhone: (mobile: string, code: string) => Outcome
  startProvider: (provider: ProviderId) => Outcome
  goTo: (state: LoginModalState) => void
  close: () => void
}
