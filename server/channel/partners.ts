import { createHmac, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { ChannelPartner } from '../../protocol/channel'
import { grantRole } from '../auth/users'
import type { Database } from '../db/client'
import { signingSecretOf } from '../db/secrets'
import { type ChannelPartnerRow, channelPartners } from './tables'

// The owner of channel_partners. A partner is a user with the channelPartner role and a channel id (from
// the channel_ids sequence, so ids never collide with the site's own below 1001).

export function toPartner(row: ChannelPartnerRow): ChannelPartner {
  return {
    userId: row.userId,
    channelId: row.channelId,
    name: row.name,
    sharePercent: row.sharePercent,
    since: row.createdAt,
  }
}

export async function partnerOf(db: Database, userId: number): Promise<ChannelPartnerRow | null> {
  const [row] = await db.select().from(channelPartners).where(eq(channelPartners.userId, userId))
  return row ?? null
}

export async function partnerByChannel(db: Database, channelId: number): Promise<ChannelPartnerRow | null> {
  const [row] = await db.select().from(channelPartners).where(eq(channelPartners.channelId, channelId))
  return row ?? null
}

/**
 * Makes a user a partner: the role and the channel in one transaction. Null when the user is a partner
 * already (the first channel stays: its links are out there).
 */
export async function addPartner(
  db: Database,
  partner: { userId: number; name: string; sharePercent: number },
  now: number,
): Promise<ChannelPartnerRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(channelPartners)
      .values({ ...partner, createdAt: now })
      .onConflictDoNothing({ target: channelPartners.userId })
      .returning()
    if (!row) return null
    await grantRole(tx, partner.userId, 'channelPartner')
    return row
  })
}

/** The signature of a partner's link (`/?channel=1001&ref=…`): an HMAC of the channel under the servers' key. */
export async function referralRef(db: Database, channelId: number): Promise<string> {
  const secret = await signingSecretOf(db, undefined)
  return createHmac('sha256', secret).update(`channel-link:${channelId}`).digest('base64url').slice(0, 22)
}

/**
 * The channel a registration is attributed to: the one its link named, when the link's signature is the
 * partner's (a made-up or sequential channel id earns nobody anything); otherwise none.
 */
export async function attributedChannel(
  db: Database,
  channelId: number | undefined,
  ref: string | undefined,
): Promise<number | undefined> {
  if (channelId === undefined || !ref) return undefined
  const expected = Buffer.from(await referralRef(db, channelId))
  const given = Buffer.from(ref)
  return given.length === expected.length && timingSafeEqual(given, expected) ? channelId : undefined
}
