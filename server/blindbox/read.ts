import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm'
import {
  type AuditVersion,
  type Badge,
  BLIND_BOX_AUDIT_ALPHA,
  BLIND_BOX_AUDIT_MIN_EXPECTED,
  BLIND_BOX_LIMITS,
  type BlindBox,
  type BoxStanding,
  chinaDayStart,
  DAY_LENGTH_MS,
  type Draw,
} from '../../protocol/blindbox'
import { chiSquareTest, guaranteeLeft } from '../../protocol/blindbox-draw'
import { users } from '../auth/tables'
import type { Database } from '../db/client'
import {
  type BlindBoxDrawRow,
  type BlindBoxRow,
  blindBoxDraws,
  blindBoxes,
  blindBoxOdds,
  blindBoxPrizes,
  blindBoxProgress,
  userBadges,
} from './tables'

async function withOdds(db: Database, boxes: BlindBoxRow[]): Promise<BlindBox[]> {
  if (boxes.length === 0) return []
  const ids = boxes.map((box) => box.id)
  const odds = await db.select().from(blindBoxOdds).where(inArray(blindBoxOdds.boxId, ids))
  const prizes = await db
    .select()
    .from(blindBoxPrizes)
    .where(inArray(blindBoxPrizes.boxId, ids))
    .orderBy(asc(blindBoxPrizes.sort), asc(blindBoxPrizes.id))
  return boxes.flatMap((box) => {
    const current = odds.find((o) => o.boxId === box.id && o.version === box.oddsVersion)
    if (!current) return []
    return [
      {
        id: box.id,
        name: box.name,
        intro: box.intro,
        picture: box.picture,
        price: box.price,
        dailyCap: box.dailyCap,
        oddsVersion: box.oddsVersion,
        publishedAt: current.publishedAt,
        guaranteeAfter: current.guaranteeAfter,
        prizes: prizes
          .filter((p) => p.boxId === box.id && p.oddsVersion === box.oddsVersion)
          .map((p) => ({
            id: p.id,
            name: p.name,
            kind: p.kind,
            coins: p.coins,
            picture: p.picture,
            oddsBp: p.oddsBp,
            top: p.top,
          })),
      },
    ]
  })
}

export async function boxesOnSale(db: Database): Promise<BlindBox[]> {
  const rows = await db
    .select()
    .from(blindBoxes)
    .where(eq(blindBoxes.onSale, true))
    .orderBy(asc(blindBoxes.sort), asc(blindBoxes.id))
  return withOdds(db, rows)
}

/** A box on sale with its current odds, or null. */
export async function boxOnSale(db: Database, id: number): Promise<BlindBox | null> {
  const rows = await db
    .select()
    .from(blindBoxes)
    .where(and(eq(blindBoxes.id, id), eq(blindBoxes.onSale, true)))
  const [box] = await withOdds(db, rows)
  return box ?? null
}

/** The user's standing at each box on sale (or at `boxIds` only) on the China-time day of `now`. */
export async function standingsOf(
  db: Database,
  userId: number,
  now: number,
  boxIds?: number[],
): Promise<BoxStanding[]> {
  const boxes = (await boxesOnSale(db)).filter((box) => boxIds === undefined || boxIds.includes(box.id))
  const progress = await db.select().from(blindBoxProgress).where(eq(blindBoxProgress.userId, userId))
  return Promise.all(
    boxes.map(async (box) => {
      const drawnToday = await drawsToday(db, userId, box.id, now)
      const sinceTop = progress.find((p) => p.boxId === box.id)?.sinceTop ?? 0
      return {
        boxId: box.id,
        drawnToday,
        dailyLeft: Math.max(0, box.dailyCap - drawnToday),
        guaranteeLeft: guaranteeLeft(sinceTop, box.guaranteeAfter),
      }
    }),
  )
}

export async function badgesOf(db: Database, userId: number): Promise<Badge[]> {
  const rows = await db
    .select()
    .from(userBadges)
    .where(eq(userBadges.userId, userId))
    .orderBy(asc(userBadges.acquiredAt), asc(userBadges.slug))
  return rows.map((row) => ({
    slug: row.slug,
    name: row.name,
    picture: row.picture,
    count: row.count,
    acquiredAt: row.acquiredAt,
  }))
}

export async function balanceOf(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ gold: users.gold }).from(users).where(eq(users.id, userId))
  return row?.gold ?? 0
}

/** Draw rows as the protocol's draws, with their box and prize. */
export async function drawsOf(db: Database, rows: BlindBoxDrawRow[]): Promise<Draw[]> {
  if (rows.length === 0) return []
  const boxes = await db
    .select()
    .from(blindBoxes)
    .where(inArray(blindBoxes.id, [...new Set(rows.map((r) => r.boxId))]))
  const prizes = await db
    .select()
    .from(blindBoxPrizes)
    .where(inArray(blindBoxPrizes.id, [...new Set(rows.map((r) => r.prizeId))]))
  return rows.flatMap((row) => {
    const box = boxes.find((b) => b.id === row.boxId)
    const prize = prizes.find((p) => p.id === row.prizeId)
    if (!box || !prize) return []
    return [
      {
        drawId: row.id,
        box: { id: box.id, name: box.name, picture: box.picture },
        oddsVersion: row.oddsVersion,
        prize: { id: prize.id, name: prize.name, kind: prize.kind, picture: prize.picture, top: prize.top },
        guaranteed: row.guaranteed,
        coinsPaid: row.coinsPaid,
        coinsWon: row.coinsWon,
        substituted: row.substituted,
        mallOrderId: row.mallOrderId,
        at: row.at,
      },
    ]
  })
}

/** The user's draw of a request id (a retry finds its first draw), or null. */
export async function drawOfRequest(db: Database, userId: number, requestId: string): Promise<BlindBoxDrawRow | null> {
  const [row] = await db
    .select()
    .from(blindBoxDraws)
    .where(and(eq(blindBoxDraws.userId, userId), eq(blindBoxDraws.requestId, requestId)))
  return row ?? null
}

/** The user's draws of a box in the China-time day holding `now`. */
export async function drawsToday(db: Database, userId: number, boxId: number, now: number): Promise<number> {
  const start = chinaDayStart(now)
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(blindBoxDraws)
    .where(
      and(
        eq(blindBoxDraws.userId, userId),
        eq(blindBoxDraws.boxId, boxId),
        gte(blindBoxDraws.at, start),
        lt(blindBoxDraws.at, start + DAY_LENGTH_MS),
      ),
    )
  return Number(row?.n ?? 0)
}

/** A user's draws, newest first. */
export async function pageOfDraws(db: Database, userId: number, pageIndex: number) {
  const size = BLIND_BOX_LIMITS.pageSize
  const rows = await db
    .select()
    .from(blindBoxDraws)
    .where(eq(blindBoxDraws.userId, userId))
    .orderBy(desc(blindBoxDraws.id))
    .limit(size)
    .offset((pageIndex - 1) * size)
  const [total] = await db.select({ n: count() }).from(blindBoxDraws).where(eq(blindBoxDraws.userId, userId))
  return { list: await drawsOf(db, rows), total: Number(total?.n ?? 0) }
}

/**
 * The audit of every box and odds version: draws per prize, the guaranteed ones apart (they come from the
 * guarantee, not the odds), and Pearson's chi-square test of the natural draws against the published odds
 * at BLIND_BOX_AUDIT_ALPHA; "insufficient" while some prize expects fewer than BLIND_BOX_AUDIT_MIN_EXPECTED.
 */
export async function auditOfDraws(db: Database): Promise<AuditVersion[]> {
  const boxes = await db.select().from(blindBoxes).orderBy(asc(blindBoxes.sort), asc(blindBoxes.id))
  const versions = await db.select().from(blindBoxOdds).orderBy(asc(blindBoxOdds.boxId), desc(blindBoxOdds.version))
  const prizes = await db.select().from(blindBoxPrizes).orderBy(asc(blindBoxPrizes.sort), asc(blindBoxPrizes.id))
  const counts = await db
    .select({
      boxId: blindBoxDraws.boxId,
      oddsVersion: blindBoxDraws.oddsVersion,
      prizeId: blindBoxDraws.prizeId,
      guaranteed: blindBoxDraws.guaranteed,
      n: sql<number>`count(*)::int`,
    })
    .from(blindBoxDraws)
    .groupBy(blindBoxDraws.boxId, blindBoxDraws.oddsVersion, blindBoxDraws.prizeId, blindBoxDraws.guaranteed)
  const tally = (prizeId: number, guaranteed: boolean) =>
    Number(counts.find((c) => c.prizeId === prizeId && c.guaranteed === guaranteed)?.n ?? 0)

  return boxes.flatMap((box) =>
    versions
      .filter((v) => v.boxId === box.id)
      .map((version) => {
        const own = prizes.filter((p) => p.boxId === box.id && p.oddsVersion === version.version)
        const natural = own.map((p) => tally(p.id, false))
        const guaranteed = own.map((p) => tally(p.id, true))
        const naturalDraws = natural.reduce((sum, n) => sum + n, 0)
        const guaranteedDraws = guaranteed.reduce((sum, n) => sum + n, 0)
        const shares = own.map((p) => p.oddsBp / BLIND_BOX_LIMITS.oddsTotal)
        const test = chiSquareTest(natural, shares)
        const verdict =
          test.pValue === null || test.minExpected < BLIND_BOX_AUDIT_MIN_EXPECTED
            ? 'insufficient'
            : test.pValue >= BLIND_BOX_AUDIT_ALPHA
              ? 'pass'
              : 'fail'
        return {
          boxId: box.id,
          boxName: box.name,
          oddsVersion: version.version,
          current: version.version === box.oddsVersion,
          publishedAt: version.publishedAt,
          guaranteeAfter: version.guaranteeAfter,
          draws: naturalDraws + guaranteedDraws,
          naturalDraws,
          guaranteedDraws,
          guaranteesTop: own.every((p, i) => p.top || guaranteed[i] === 0),
          prizes: own.map((p, i) => ({
            prizeId: p.id,
            name: p.name,
            top: p.top,
            oddsBp: p.oddsBp,
            draws: (natural[i] ?? 0) + (guaranteed[i] ?? 0),
            guaranteed: guaranteed[i] ?? 0,
            observedShare: naturalDraws === 0 ? 0 : (natural[i] ?? 0) / naturalDraws,
            expected: (shares[i] ?? 0) * naturalDraws,
          })),
          chiSquare: test.statistic,
          degreesOfFreedom: test.df,
          pValue: test.pValue,
          verdict,
        } satisfies AuditVersion
      }),
  )
}
