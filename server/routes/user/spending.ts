import { verifyIdentity } from '../../auth/identity'
import { spendingStateOf } from '../../ledger/spending'
import { requireSession } from '../context'
import type { Handler } from '../handler'

const isDev = (auth: { services: { realName: { kind: string } } }) => auth.services.realName.kind === 'dev'

export const spendingState: Handler<'spendingState'> = async (_input, { db, auth }) =>
  spendingStateOf(db, auth.services.spending, requireSession(auth).userId, auth.now(), isDev(auth))

export const verifyRealName: Handler<'verifyRealName'> = async (person, { db, auth }) => {
  const { userId } = requireSession(auth)
  await verifyIdentity(db, auth.services.realName, userId, person, auth.now())
  return spendingStateOf(db, auth.services.spending, userId, auth.now(), isDev(auth))
}
