import { and, eq } from 'drizzle-orm'
import { LIVE_LIMITS, type Playback } from '../../protocol/live'
import { LIVE_MESSAGES } from '../../protocol/messages/live'
import type { Session } from '../auth/sessions'
import { users } from '../auth/tables'
import type { Database } from '../db/client'
import { CallError } from '../http/call-error'
import { InsufficientGoldError, type Movement, move } from '../ledger/ledger'
import { requireSpend, type SpendingRules } from '../ledger/spending'
import { type HlsSigner, PUBLIC_VIEWER } from '../media/hls-signing'
import { LIVE_LEDGER_KINDS } from './revenue'
import { stateAt } from './rooms'
import { type LiveRoomRow, liveRooms, roomUnlocks } from './tables'

/** The room's anchor and administrators watch a paid room without paying. */
function watchesFree(room: LiveRoomRow, viewer: Session): boolean {
  return viewer.userId === room.anchorId || viewer.roles.includes('admin')
}

/** Whether `userId` unlocked the room's broadcast `broadcastNo` (paid rooms; also gates that broadcast's replay). */
export async function unlocked(
  db: Database,
  room: Pick<LiveRoomRow, 'id' | 'broadcastNo'>,
  userId: number,
): Promise<boolean> {
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
  rules: SpendingRules,
  now: number,
): Promise<{ room: LiveRoomRow; balance: number }> {
  const room = await findRoom(db, roomId)
  if (room.state !== 'live') throw new CallError(400, LIVE_MESSAGES.notLive)
  if (room.paid && !watchesFree(room, viewer)) {
    const price = LIVE_LIMITS.paidRoomPrice
    const key = `${room.id}:${room.broadcastNo}`
    const debit: Movement = {
      userId: viewer.userId,
      amount: -price,
      kind: LIVE_LEDGER_KINDS.roomUnlock,
      details: LIVE_MESSAGES.ledgerRoomUnlocked.id,
      idempotencyKey: `unlock-paid:${key}`,
      at: now,
    }
    const credit: Movement = {
      userId: room.anchorId,
      amount: price,
      kind: LIVE_LEDGER_KINDS.roomUnlockIncome,
      details: LIVE_MESSAGES.ledgerRoomUnlockIncome.id,
      idempotencyKey: `unlock-income:${key}:${viewer.userId}`,
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
        // Balances are locked in user id order, like gifts, so the two kinds of payment cannot deadlock; who
        // may pay (GIFTING_RULES) is checked on the viewer's balance when its turn comes.
        for (const movement of debit.userId < credit.userId ? [debit, credit] : [credit, debit]) {
          if (movement === debit) await requireSpend(tx, rules, viewer.userId, price, now)
          await move(tx, movement)
        }
      })
    } catch (error) {
      if (error instanceof InsufficientGoldError) throw new CallError(400, LIVE_MESSAGES.goldInsufficient)
      throw error
    }
  }
  const [balance] = await db.select({ gold: users.gold }).from(users).where(eq(users.id, viewer.userId))
  return { room, balance: balance?.gold ?? 0 }
}

/** How long a room's gate is trusted by the HLS check before it is read again (a room made paid or login-only). */
export const HLS_GATE_RECHECK_MS = 2000
/** Unlocks remembered by the HLS check (an unlock holds for its whole broadcast, so a hit never goes stale). */
const UNLOCKS_REMEMBERED = 50_000

type Gate = Pick<LiveRoomRow, 'id' | 'anchorId' | 'paid' | 'loginOnly' | 'broadcastNo'>

/**
 * Whether the holder of a signed HLS address of `roomId` for `viewer` may still load it. The address was
 * signed under the room's gate of that moment; this keeps it honest while it lives (HLS_URL_TTL_MS): when a
 * room becomes paid or login-only mid-broadcast, shared addresses stop at once (within
 * HLS_GATE_RECHECK_MS) and a viewer's own address stops unless they unlocked this broadcast (the anchor
 * and administrators excepted). Per request it costs a map lookup; the database sees one read a room
 * every HLS_GATE_RECHECK_MS plus one a viewer of a paid room until their unlock is found.
 */
export function hlsAccessChecker(
  db: Database,
  now: () => number,
): (roomId: number, viewer: number) => Promise<boolean> {
  const gates = new Map<number, { gate: Gate | null; readAt: number }>()
  const unlocks = new Set<string>()
  const gateOfRoom = async (roomId: number): Promise<Gate | null> => {
    const cached = gates.get(roomId)
    if (cached && now() - cached.readAt < HLS_GATE_RECHECK_MS) return cached.gate
    const [row] = await db
      .select({
        id: liveRooms.id,
        anchorId: liveRooms.anchorId,
        paid: liveRooms.paid,
        loginOnly: liveRooms.loginOnly,
        broadcastNo: liveRooms.broadcastNo,
      })
      .from(liveRooms)
      .where(eq(liveRooms.id, roomId))
    if (gates.size > UNLOCKS_REMEMBERED) gates.clear()
    gates.set(roomId, { gate: row ?? null, readAt: now() })
    return row ?? null
  }
  return async (roomId, viewer) => {
    const gate = await gateOfRoom(roomId)
    if (!gate) return false
    if (viewer === PUBLIC_VIEWER) return !gate.paid && !gate.loginOnly
    if (!gate.paid || viewer === gate.anchorId) return true
    const key = `${roomId}:${gate.broadcastNo}:${viewer}`
    if (unlocks.has(key)) return true
    const [user] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, viewer))
    const allowed = (user?.roles.includes('admin') ?? false) || (await unlocked(db, gate, viewer))
    if (allowed) {
      if (unlocks.size >= UNLOCKS_REMEMBERED) unlocks.clear()
      unlocks.add(key)
    }
    return allowed
  }
}
