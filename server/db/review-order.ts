import { type AnyColumn, asc, desc, type SQL, sql } from 'drizzle-orm'

/**
 * The order of a staff review queue: the rows waiting for review first, the oldest of them first, then the
 * rest newest first (ties by id, newest first). `status` holds 'underReview' while a row waits; `at` is when
 * it was submitted.
 */
export function reviewQueueOrder(status: AnyColumn, at: AnyColumn, id: AnyColumn): SQL[] {
  const waiting = sql`${status} = 'underReview'`
  return [
    asc(sql`CASE WHEN ${waiting} THEN 0 ELSE 1 END`),
    sql`CASE WHEN ${waiting} THEN ${at} ELSE -${at} END`,
    desc(id),
  ]
}
