import { createHash, randomInt } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { drawPrize, nextSinceTop, oddsProblem, type RandomInt } from '../../protocol/blindbox-draw'
import { BLIND_BOX_MESSAGES } from '../../protocol/messages/blindbox'
import { users } from '../auth/tables'
import type { Database } from '../db/client'
import { move } from '../ledger/ledger'
import { requireSpend, type SpendingRules } from '../ledger/spending'
import { placePrizeOrder } from '../mall/store'
import { type BoxSpec, BUILT_IN_BOXES, boxPicture, prizePicture } from './catalogue'
import { drawOfRequest, drawsToday } from './read'
import {
  type BlindBoxDrawRow,
  blindBoxDraws,
  blindBoxes,
  blindBoxOdds,
  blindBoxPrizes,
  blindBoxProgress,
  userBadges,
} from './tables'

// The owner of the blind boxes' tables. A draw is one transaction: the user's lock on the box (their
// progress row), the daily cap counted under it, the prize drawn with the crypto RNG (and the guarantee), a
// mall item's order, the record, the debit and any coin prize through the ledger, a badge, the counter.

export const BLIND_BOX_LEDGER_KINDS = { purchase: 'blindBoxPurchase', prize: 'blindBoxPrize' } as const

export class BoxNotFoundError extends Error {
  override name = 'BoxNotFoundError'
}
export class DailyCapError extends Error {
  override name = 'DailyCapError'
}

/** What identifies a published odds table: the guarantee and every prize, in order. */
function fingerprintOf(spec: BoxSpec): string {
  const prizes = spec.prizes.map((p) => [
    p.name,
    p.kind,
    p.coins,
    p.productSlug ?? null,
    p.badgeSlug ?? null,
    prizePicture(p),
    p.oddsBp,
    p.top,
  ])
  return createHash('sha256')
    .update(JSON.stringify({ guaranteeAfter: spec.guaranteeAfter, prizes }))
    .digest('hex')
}

/** Publishes `spec`'s odds as `version` of the box (nothing when another process just did). */
async function publishOdds(tx: Database, boxId: number, version: number, spec: BoxSpec, now: number) {
  const problem = oddsProblem(spec.prizes, spec.guaranteeAfter)
  if (problem) throw new RangeError(`box ${spec.slug}: ${problem}`)
  const [published] = await tx
    .insert(blindBoxOdds)
    .values({ boxId, version, guaranteeAfter: spec.guaranteeAfter, fingerprint: fingerprintOf(spec), publishedAt: now })
    .onConflictDoNothing()
    .returning({ version: blindBoxOdds.version })
  if (!published) return false
  await tx.insert(blindBoxPrizes).values(
    spec.prizes.map((p, sort) => ({
      boxId,
      oddsVersion: version,
      name: p.name,
      kind: p.kind,
      coins: p.coins,
      productSlug: p.productSlug ?? null,
      badgeSlug: p.badgeSlug ?? null,
      picture: prizePicture(p),
      oddsBp: p.oddsBp,
      top: p.top,
      sort,
    })),
  )
  await tx.update(blindBoxes).set({ oddsVersion: version }).where(eq(blindBoxes.id, boxId))
  return true
}

/**
 * Stores the built-in boxes that are missing (by slug) with their odds as version 1, and publishes a new
 * odds version of a stored box whose built-in odds changed. Returns how many boxes and versions were added.
 */
export async function storeBuiltInBoxes(db: Database, now: number, boxes: BoxSpec[] = BUILT_IN_BOXES) {
  let added = 0
  for (const [sort, spec] of boxes.entries()) {
    added += await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(blindBoxes)
        .values({
          slug: spec.slug,
          name: spec.name,
          intro: spec.intro,
          picture: boxPicture(spec.slug),
          price: spec.price,
          dailyCap: spec.dailyCap,
          oddsVersion: 1,
          sort,
        })
        .onConflictDoNothing({ target: blindBoxes.slug })
        .returning({ id: blindBoxes.id })
      if (inserted) return (await publishOdds(tx, inserted.id, 1, spec, now)) ? 1 : 0
      const [box] = await tx.select().from(blindBoxes).where(eq(blindBoxes.slug, spec.slug))
      if (!box) return 0
      const [current] = await tx
        .select({ fingerprint: blindBoxOdds.fingerprint })
        .from(blindBoxOdds)
        .where(and(eq(blindBoxOdds.boxId, box.id), eq(blindBoxOdds.version, box.oddsVersion)))
      if (current?.fingerprint === fingerprintOf(spec)) return 0
      return (await publishOdds(tx, box.id, box.oddsVersion + 1, spec, now)) ? 1 : 0
    })
  }
  return added
}

type DrawRequest = { userId: number; boxId: number; requestId: string }

/**
 * Buys and opens one box, in one transaction. A retried request (same requestId) answers its first draw and
 * moves nothing. BoxNotFoundError for a box not on sale, DailyCapError when today's draws reached the cap,
 * InsufficientGoldError (from the ledger) when the balance cannot pay: each rolls everything back.
 */
export async function drawBox(
  db: Database,
  r: DrawRequest,
  rules: SpendingRules,
  now: number,
  random: RandomInt = randomInt,
): Promise<{ draw: BlindBoxDrawRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const first = await drawOfRequest(tx, r.userId, r.requestId)
    if (first) return { draw: first, created: false }
    const [box] = await tx
      .select()
      .from(blindBoxes)
      .where(and(eq(blindBoxes.id, r.boxId), eq(blindBoxes.onSale, true)))
    if (!box) throw new BoxNotFoundError(`box ${r.boxId}`)
    // The user's progress row on this box is the lock: their concurrent draws of it take turns from here.
    await tx.insert(blindBoxProgress).values({ userId: r.userId, boxId: box.id }).onConflictDoNothing()
    const [progress] = await tx
      .select()
      .from(blindBoxProgress)
      .where(and(eq(blindBoxProgress.userId, r.userId), eq(blindBoxProgress.boxId, box.id)))
      .for('update')
    if (!progress) throw new Error('blind box progress row vanished')
    // A concurrent retry that held the lock first has drawn already.
    const again = await drawOfRequest(tx, r.userId, r.requestId)
    if (again) return { draw: again, created: false }
    if ((await drawsToday(tx, r.userId, box.id, now)) >= box.dailyCap) throw new DailyCapError(`box ${box.id}`)

    const [odds] = await tx
      .select()
      .from(blindBoxOdds)
      .where(and(eq(blindBoxOdds.boxId, box.id), eq(blindBoxOdds.version, box.oddsVersion)))
    const prizes = await tx
      .select()
      .from(blindBoxPrizes)
      .where(and(eq(blindBoxPrizes.boxId, box.id), eq(blindBoxPrizes.oddsVersion, box.oddsVersion)))
      .orderBy(blindBoxPrizes.sort, blindBoxPrizes.id)
    if (!odds) throw new Error(`box ${box.id} has no odds version ${box.oddsVersion}`)
    const { index, guaranteed } = drawPrize(prizes, progress.sinceTop, odds.guaranteeAfter, random)
    const prize = prizes[index]
    if (!prize) throw new Error('drawn prize vanished')

    // A mall item becomes an order before the debit: the inventory row is locked before the balance, in the
    // same order as a redemption takes them. Out of stock, its value in coins is credited instead.
    let mallOrderId: number | null = null
    if (prize.kind === 'mallItem' && prize.productSlug) {
      const [user] = await tx
        .select({ username: users.username, mobile: users.mobile, email: users.email })
        .from(users)
        .where(eq(users.id, r.userId))
      const order = await placePrizeOrder(
        tx,
        {
          productSlug: prize.productSlug,
          userId: r.userId,
          recipient: user?.username ?? '',
          contact: user?.mobile ?? user?.email ?? '',
          requestId: `blindbox:${r.requestId}`,
        },
        now,
      )
      mallOrderId = order?.id ?? null
    }
    const substituted = prize.kind === 'mallItem' && mallOrderId === null
    const coinsWon = prize.kind === 'coins' || substituted ? prize.coins : 0
    const [draw] = await tx
      .insert(blindBoxDraws)
      .values({
        userId: r.userId,
        boxId: box.id,
        oddsVersion: box.oddsVersion,
        prizeId: prize.id,
        guaranteed,
        coinsPaid: box.price,
        coinsWon,
        substituted,
        mallOrderId,
        requestId: r.requestId,
        at: now,
      })
      .returning()
    if (!draw) throw new Error('blind box draw insert returned nothing')

    // Who may buy, and how much (GIFTING_RULES): on the locked balance, after the inventory (the lock order).
    await requireSpend(tx, rules, r.userId, box.price, now)
    await move(tx, {
      userId: r.userId,
      amount: -box.price,
      kind: BLIND_BOX_LEDGER_KINDS.purchase,
      details: BLIND_BOX_MESSAGES.ledgerPurchase.id,
      idempotencyKey: `blindbox:${draw.id}`,
      at: now,
    })
    if (coinsWon > 0)
      await move(tx, {
        userId: r.userId,
        amount: coinsWon,
        kind: BLIND_BOX_LEDGER_KINDS.prize,
        details: (substituted ? BLIND_BOX_MESSAGES.ledgerItemSubstituted : BLIND_BOX_MESSAGES.ledgerCoinPrize).id,
        idempotencyKey: `blindbox-prize:${draw.id}`,
        at: now,
      })
    if (prize.kind === 'badge' && prize.badgeSlug)
      await tx
        .insert(userBadges)
        .values({
          userId: r.userId,
          slug: prize.badgeSlug,
          name: prize.name,
          picture: prize.picture,
          count: 1,
          firstDrawId: draw.id,
          acquiredAt: now,
        })
        .onConflictDoUpdate({
          target: [userBadges.userId, userBadges.slug],
          set: { count: sql`${userBadges.count} + 1` },
        })
    await tx
      .update(blindBoxProgress)
      .set({ sinceTop: nextSinceTop(progress.sinceTop, prize.top) })
      .where(and(eq(blindBoxProgress.userId, r.userId), eq(blindBoxProgress.boxId, box.id)))
    return { draw, created: true }
  })
}
