import type { CHANNEL_CALLS } from '../../../protocol/calls/channel'
import { CHANNEL_MESSAGES } from '../../../protocol/messages/channel'
import { findUser, findUserByMobile } from '../../auth/users'
import { decideHeldCommission, heldCommissions } from '../../channel/commissions'
import { addPartner, partnerOf, referralRef, toPartner } from '../../channel/partners'
import { commissionLedgerOf, commissionsOf, partnerSummaries, statsOf, totalsOf, usersOf } from '../../channel/read'
import type { Database } from '../../db/client'
import { CallError } from '../../http/call-error'
import { requireSession } from '../context'
import type { Handler, HandlersOf } from '../handler'

/** The caller's channel: the role alone (an administrator, say) does not make a channel. */
async function myChannel(db: Database, auth: Parameters<typeof requireSession>[0]) {
  const partner = await partnerOf(db, requireSession(auth).userId)
  if (!partner) throw new CallError(403, CHANNEL_MESSAGES.notPartner)
  return partner
}

export const channelOverview: Handler<'channelOverview'> = async (_input, { db, auth }) => {
  const partner = await myChannel(db, auth)
  return {
    partner: toPartner(partner),
    totals: await totalsOf(db, partner, auth.now()),
    ref: await referralRef(db, partner.channelId),
  }
}

export const channelUsers: Handler<'channelUsers'> = async ({ pageIndex }, { db, auth }) =>
  usersOf(db, await myChannel(db, auth), pageIndex, auth.now())

export const channelStatistical: Handler<'channelStatistical'> = async ({ days }, { db, auth }) => ({
  list: await statsOf(db, await myChannel(db, auth), days, auth.now()),
})

export const channelGold: Handler<'channelGold'> = async ({ pageIndex }, { db, auth }) => {
  const partner = await myChannel(db, auth)
  const page = await commissionsOf(db, partner, pageIndex)
  const totals = await totalsOf(db, partner, auth.now())
  const balance = (await findUser(db, partner.userId))?.gold ?? 0
  return { ...page, sharePercent: partner.sharePercent, commissionCoins: totals.commissionCoins, balance }
}

export const channelWater: Handler<'channelWater'> = async ({ pageIndex }, { db, auth, t }) => {
  const partner = await myChannel(db, auth)
  const { rows, total } = await commissionLedgerOf(db, partner.userId, pageIndex)
  return {
    total,
    list: rows.map((row) => ({
      id: row.id,
      time: row.at,
      kind: row.kind,
      details: t(CHANNEL_MESSAGES.ledgerCommission),
      change: row.change,
      balance: row.balanceAfter,
    })),
  }
}

export const channelAdminPartners: Handler<'channelAdminPartners'> = async (_input, { db }) => ({
  list: await partnerSummaries(db),
})

export const channelAdminAdd: Handler<'channelAdminAdd'> = async ({ mobile, name, sharePercent }, { db, auth }) => {
  const user = await findUserByMobile(db, mobile)
  if (!user) throw new CallError(404, CHANNEL_MESSAGES.userNotFound)
  const row = await addPartner(db, { userId: user.id, name, sharePercent }, auth.now())
  if (!row) throw new CallError(409, CHANNEL_MESSAGES.alreadyPartner)
  return toPartner(row)
}

/** The staff view of a held commission row (server/channel/commissions.ts). */
async function heldView(db: Database, row: Awaited<ReturnType<typeof heldCommissions>>[number]) {
  const payer = await findUser(db, row.userId)
  return {
    orderId: row.orderId,
    username: payer?.username ?? '',
    rechargeCents: row.rechargeCents,
    coins: row.coins,
    at: row.at,
    status: row.status,
    partnerId: row.partnerId,
    channelId: row.channelId,
    payerId: row.userId,
  }
}

export const channelAdminHeld: Handler<'channelAdminHeld'> = async (_input, { db }) => ({
  list: await Promise.all((await heldCommissions(db, 100)).map((row) => heldView(db, row))),
})

export const channelAdminDecide: Handler<'channelAdminDecide'> = async ({ orderId, decision }, { db, auth }) => {
  const row = await decideHeldCommission(db, orderId, decision, requireSession(auth).userId, auth.now())
  if (!row) throw new CallError(409, CHANNEL_MESSAGES.notHeld)
  return heldView(db, row)
}

export const CHANNEL_HANDLERS: HandlersOf<typeof CHANNEL_CALLS> = {
  channelOverview,
  channelUsers,
  channelStatistical,
  channelGold,
  channelWater,
  channelAdminPartners,
  channelAdminAdd,
  channelAdminHeld,
  channelAdminDecide,
}
