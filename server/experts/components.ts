import { and, asc, count, eq } from 'drizzle-orm'
import type { PlanComponent } from '../../protocol/experts'
import type { Database } from '../db/client'
import { type PlanImageSigner, planImageIdOf, planImageSignerOf } from './images'
import { planComponents } from './tables'

// The owner of `plan_components`: an expert's reusable blocks. A picture block's body is its stored address;
// its author receives it signed (server/experts/images.ts), like any reader of a plan's pictures.

type Row = typeof planComponents.$inferSelect

const toComponent = (row: Row, signer: PlanImageSigner, now: number): PlanComponent => {
  const pictureId = row.kind === 'image' ? planImageIdOf(row.body) : null
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    body: pictureId === null ? row.body : signer.url(pictureId, row.expertId, now),
    updatedAt: row.updatedAt,
  }
}

export async function componentsOf(db: Database, expertId: number, now: number): Promise<PlanComponent[]> {
  const rows = await db
    .select()
    .from(planComponents)
    .where(eq(planComponents.expertId, expertId))
    .orderBy(asc(planComponents.id))
  const signer = await planImageSignerOf(db)
  return rows.map((row) => toComponent(row, signer, now))
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
  return row ? toComponent(row, await planImageSignerOf(db), now) : null
}

export async function deleteComponent(db: Database, expertId: number, id: number): Promise<boolean> {
  const deleted = await db
    .delete(planComponents)
    .where(and(eq(planComponents.id, id), eq(planComponents.expertId, expertId)))
    .returning({ id: planComponents.id })
  return deleted.length > 0
}
