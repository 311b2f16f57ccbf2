import { AUTH_MESSAGES } from '../../../protocol/messages/auth'
import { revokeSession } from '../../auth/sessions'
import { findUser, toUser } from '../../auth/users'
import { CallError } from '../../http/call-error'
import { requireSession } from '../context'
import type { Handler } from '../handler'

export const getTokenInfo: Handler<'getTokenInfo'> = async (_input, { db, auth }) => {
  const session = requireSession(auth)
  const row = await findUser(db, session.userId)
  if (!row) throw new CallError(404, AUTH_MESSAGES.userNotFound)
  return { user: await toUser(db, row, true), expiresAt: session.expiresAt }
}

export const logout: Handler<'logout'> = async (_input, { db, auth, live }) => {
  const session = requireSession(auth)
  await revokeSession(db, session.tokenHash, auth.now())
  // After the revocation committed: the user's open sockets look their session up again at once.
  live.sessionChanged(session.userId)
  auth.clearTokenCookie()
  return null
}

export const loginProviders: Handler<'loginProviders'> = async (_input, { auth }) => {
  const { oauth, telegram } = auth.services
  return {
    providers: [
      { id: 'qq', enabled: oauth.qq !== null },
      { id: 'wx', enabled: oauth.wx !== null },
      { id: 'telegram', enabled: telegram !== null },
      // Listed by the spec's labels; no provider for them is configured in this build.
      { id: 'google', enabled: false },
      { id: 'x', enabled: false },
      { id: 'line', enabled: false },
      { id: 'partner', enabled: false },
    ],
    telegram: telegram && { botName: telegram.botName, widgetUrl: telegram.dev ? '/java/dev/telegram/widget' : null },
    localOutbox: auth.services.localOutbox,
  }
}
