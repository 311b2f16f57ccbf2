import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { Product, Redemption, RedemptionStatus } from '../../protocol/mall'
import type { Database } from '../db/client'
import { type MallOrderRow, mallOrderEvents, mallOrders, mallProducts, type ProductRow } from './tables'

export function toProduct(row: ProductRow): Product {
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    price: row.price,
    inventory: row.inventory,
    redeemed: row.redeemed,
    releasedAt: row.releasedAt,
    picture: row.picture,
    notice: row.notice,
    intro: row.intro,
  }
}

export async function productsOnSale(db: Database, category?: ProductRow['category']) {
  const rows = await db
    .select()
    .from(mallProducts)
    .where(and(eq(mallProducts.onSale, true), category === undefined ? undefined : eq(mallProducts.category, category)))
    .orderBy(asc(mallProducts.sort), asc(mallProducts.id))
  return rows.map(toProduct)
}

export async function productRow(db: Database, id: number): Promise<ProductRow | null> {
  const [row] = await db.select().from(mallProducts).where(eq(mallProducts.id, id))
  return row ?? null
}

export async function redemptionsOf(rows: MallOrderRow[], db: Database): Promise<Redemption[]> {
  const ids = [...new Set(rows.map((row) => row.productId))]
  const products = ids.length === 0 ? [] : await db.select().from(mallProducts).where(inArray(mallProducts.id, ids))
  const byId = new Map(products.map((p) => [p.id, p]))
  return rows.flatMap((row) => {
    const product = byId.get(row.productId)
    if (!product) return []
    return [
      {
        orderId: row.id,
        product: { id: product.id, name: product.name, picture: product.picture, category: product.category },
        quantity: row.quantity,
        coins: row.coins,
        status: row.status,
        recipient: row.recipient,
        address: row.address,
        contact: row.contact,
        trackingNo: row.trackingNo,
        cardNo: row.cardNo,
        note: row.note,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      },
    ]
  })
}

export async function orderRowOf(db: Database, id: number): Promise<MallOrderRow | null> {
  const [row] = await db.select().from(mallOrders).where(eq(mallOrders.id, id))
  return row ?? null
}

/** Orders, newest first, of one user or (staff) of one status. */
export async function pageOfOrders(
  db: Database,
  where: { userId?: number; status?: RedemptionStatus },
  page: { pageIndex: number; pageSize: number },
) {
  const condition = and(
    where.userId === undefined ? undefined : eq(mallOrders.userId, where.userId),
    where.status === undefined ? undefined : eq(mallOrders.status, where.status),
  )
  const rows = await db
    .select()
    .from(mallOrders)
    .where(condition)
    .orderBy(desc(mallOrders.id))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize)
  const [total] = await db.select({ n: count() }).from(mallOrders).where(condition)
  return { rows, total: Number(total?.n ?? 0) }
}

export async function auditOf(db: Database, orderId: number) {
  return db.select().from(mallOrderEvents).where(eq(mallOrderEvents.orderId, orderId)).orderBy(asc(mallOrderEvents.id))
}
