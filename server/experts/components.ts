import { and, asc, count, eq } from 'drizzle-orm'
import type { PlanComponent } from '../../protocol/experts'
import type { Database } from '../db/client'
import { planComponents } from './tables'

// The owner of `plan_components`: an expert's reusable blocks.

type Row = typeof planComponents.$inferSelect

const toComponent = (row: Row): PlanComponent => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  body: row.body,
  updatedAt: row.updatedAt,
})

export async function componentsOf(db: Database, expertId: number): Promise<PlanComponent[]> {
  const rows = await db
    .select()
    .from(planComponents)
    .where(eq(planComponents.expertId, expertId))
    .orderBy(asc(planComponents.id))
  return rows.map(toComponent)
}

export async function countComponents(db: Database, expertId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(planComponents).where(eq(planComponents.expertId, expertId))
  return Number(row?.n ?? 0)
}

/** Saves a component: a new one, or a change to one of the expert's (null when there is no such one). */
export async function saveComponent(
  db: Database,
  expertId: number,
  component: { id?: number; kind: PlanComponent['kind']; name: string; body: string },
  now: number,
): Promise<PlanComponent | null> {
  const { id, ...values } = component
  const [row] =
    id === undefined
      ? await db
          .insert(planComponents)
          .values({ expertId, ...values, updatedAt: now })
          .returning()
      : await db
          .update(planComponents)
          .set({ ...values, updatedAt: now })
          .where(and(eq(planComponents.id, id), eq(planComponents.expertId, expertId)))
          .returning()
  return row ? toComponent(row) : null
}

export async function deleteComponent(db: Database, expertId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(planComponents)
    .where(and(eq(planComponents.id, id), eq(planComponents.expertId, expertId)))
    .returning({ id: planComponents.id })
  return deleted.length > 0
}
