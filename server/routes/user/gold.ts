import type { MessageDescriptor } from '../../../protocol/messages'
import { AUTH_MESSAGES } from '../../../protocol/messages/auth'
import { BLIND_BOX_MESSAGES } from '../../../protocol/messages/blindbox'
import { CHANNEL_MESSAGES } from '../../../protocol/messages/channel'
import { EXPERT_MESSAGES } from '../../../protocol/messages/expert'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import { MALL_MESSAGES } from '../../../protocol/messages/mall'
import { PAYMENT_MESSAGES } from '../../../protocol/messages/payments'
import { readLedger } from '../../ledger/ledger'
import { requireSession } from '../context'
import type { Handler } from '../handler'

const DESCRIPTORS = new Map<string, MessageDescriptor>(
  [
    ...Object.values(AUTH_MESSAGES),
    ...Object.values(LIVE_MESSAGES),
    ...Object.values(EXPERT_MESSAGES),
    ...Object.values(PAYMENT_MESSAGES),
    ...Object.values(MALL_MESSAGES),
    ...Object.values(BLIND_BOX_MESSAGES),
    ...Object.values(CHANNEL_MESSAGES),
  ].map((m) => [m.id, m]),
)

/** The caller's balance and coin details; details that are message ids are shown in the caller's language. */
export const userGold: Handler<'userGold'> = async (page, { db, auth, t }) => {
  const { balance, total, rows } = await readLedger(db, requireSession(auth).userId, page)
  return {
    balance,
    total,
    list: rows.map((row) => {
      const descriptor = DESCRIPTORS.get(row.details)
      return {
        id: row.id,
        time: row.at,
        kind: row.kind,
        details: descriptor ? t(descriptor) : row.details,
        change: row.change,
        balance: row.balanceAfter,
      }
    }),
  }
}
