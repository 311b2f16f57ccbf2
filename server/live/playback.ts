import { and, eq } from 'drizzle-orm'
import { LIVE_LIMITS, type Playback } from '../../protocol/live'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import type { Session } from '../auth/sessions'
import { users } from '../auth/tables'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'
import { type HlsSigner, PUBLIC_VIEWER } from '../ingest/hls-signing'
import { InsufficientGoldError, type Movement, move } from '../ledger/ledger'
import { LIVE_LEDGER_KINDS } from './revenue'
import { stateAt } from './rooms'
import { type LiveRoomRow, liveRooms, roomUnlocks } from './tables'

/** The room's anchor and administrators watch a paid room without paying. */
function watchesFree(room: LiveRoomRow, viewer: Session): boolean {
  return viewer.userId === room.anchorId || viewer.roles.includes('admin')
}

async function unlocked(db: Database, room: LiveRoomRow, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ at: roomUnlocks.at })
    .from(roomUnlocks)
    .where(
      and(
        eq(roomUnlocks.roomId, room.id),
        eq(roomUnlocks.userId, userId),
        eq(roomUnlocks.broadcastNo, room.broadcastNo),
      ),
    )
  return row !== undefined
}

/**
 * What `viewer` may play: nothing unless the room is live and the ingest receives its stream; a login-only
 * room asks visitors to log in; a paid room asks for an unlock of this broadcast.
 */
export async function playbackFor(
  db: Database,
  room: LiveRoomRow,
  viewer: Session | null,
  now: number,
  signer: HlsSigner,
): Promise<Playback> {
  const price = room.paid ? LIVE_LIMITS.paidRoomPrice : 0
  const closed = (gate: Playback['gate']): Playback => ({
    roomId: room.id,
    hlsUrl: null,
    hlsUrlExpiresInMs: null,
    gate,
    price,
  })
  if (stateAt(room, now) !== 'live' || !room.publishing) return closed('notLive')
  const gate = await gateOf(db, room, viewer)
  if (gate !== 'open') return closed(gate)
  // A gated room's address names its viewer; a free public room's is the same for everyone.
  const gated = room.loginOnly || room.paid
  const { url, expiresAt } = signer.playlistUrl(room.id, gated && viewer ? viewer.userId : PUBLIC_VIEWER, now)
  return { roomId: room.id, hlsUrl: url, hlsUrlExpiresInMs: expiresAt - now, gate: 'open', price }
}

/**
 * What keeps `viewer` out of a room's video and chat, whatever its broadcast state: 'login' for a visitor
 * of a login-only room, 'paid' without an unlock of the current broadcast (the anchor and administrators
 * get in free), else 'open'.
 */
export async function gateOf(
  db: Database,
  room: LiveRoomRow,
  viewer: Session | null,
): Promise<'open' | 'login' | 'paid'> {
  if ((room.loginOnly || room.paid) && !viewer) return room.loginOnly ? 'login' : 'paid'
  if (room.paid && !(viewer && (watchesFree(room, viewer) || (await unlocked(db, room, viewer.userId))))) return 'paid'
  return 'open'
}

export async function findRoom(db: Database, roomId: number): Promise<LiveRoomRow> {
  const [room] = await db.select().from(liveRooms).where(eq(liveRooms.id, roomId))
  if (!room) throw new CallError(404, LIVE_MESSAGES.roomNotFound)
  return room
}

/**
 * Pays LIVE_LIMITS.paidRoomPrice from the viewer to the anchor for the room's current broadcast, once:
 * the unlock row is inserted first, so a racing retry waits on its key and then charges nothing.
 */
export async function unlockRoom(
  db: Database,
  roomId: number,
  viewer: Session,
  now: number,
): Promise<{ room: LiveRoomRow; balance: number }> {
  const room = await findRoom(db, roomId)
  if (room.state !== 'live') throw new CallError(400, LIVE_MESSAGES.notLive)
  if (room.paid && !watchesFree(room, viewer)) {
    const price = LIVE_LIMITS.paidRoomPrice
    const key = `unlock:${room.id}:${room.broadcastNo}`
    const debit: Movement = {
      userId: viewer.userId,
      amount: -price,
      kind: LIVE_LEDGER_KINDS.roomUnlock,
      details: LIVE_MESSAGES.ledgerRoomUnlocked.id,
      idempotencyKey: key,
      at: now,
    }
    const credit: Movement = {
      userId: room.anchorId,
      amount: price,
      kind: LIVE_LEDGER_KINDS.roomUnlockIncome,
      details: LIVE_MESSAGES.ledgerRoomUnlockIncome.id,
      idempotencyKey: `${key}:${viewer.userId}`,
      at: now,
    }
    try {
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(roomUnlocks)
          .values({ roomId: room.id, userId: viewer.userId, broadcastNo: room.broadcastNo, coins: price, at: now })
          .onConflictDoNothing()
          .returning({ at: roomUnlocks.at })
        if (inserted.length === 0) return
        // Balances are locked in user id order, like gifts, so the two kinds of payment cannot deadlock.
        for (const movement of debit.userId < credit.userId ? [debit, credit] : [credit, debit])
          await move(tx, movement)
      })
    } catch (error) {
      if (error instanceof InsufficientGoldError) throw new CallError(400, LIVE_MESSAGES.goldInsufficient)
      throw error
    }
  }
  const [balance] = await db.select({ gold: users.gold }).from(users).where(eq(users.id, viewer.userId))
  return { room, balance: balance?.gold ?? 0 }
}
