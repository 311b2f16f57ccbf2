import { eq } from 'drizzle-orm'
import type { ChannelPartner } from '../../protocol/channel'
import { grantRole } from '../auth/users'
import type { Database } from '../db/client'
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
