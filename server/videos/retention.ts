import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { and, asc, desc, eq, inArray, lt, sql, sum } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client'
import { repeatEvery } from '../jobs/repeat'
import { deleteVideos, pruneViewMarks } from './store'
import { type VideoRow, videos } from './tables'

// Storage grows with every broadcast and upload: videos older than VIDEO_MAX_AGE_DAYS go (failed uploads
// too, counted from their failure), and while the videos take more than VIDEO_DISK_BUDGET_MB the oldest
// replays go first, then uploads one at a time, the oldest of the uploader who stores the most (so one
// uploader over the budget loses his own, not others'), then clips (small, only once neither is left).

export type RetentionPolicy = {
  /** Videos that ended longer ago than this are removed. */
  maxAgeMs: number
  /** The bytes all ready videos may take together. */
  budgetBytes: number
}

const EVERY_MS = 10 * 60_000
/** Rows removed per statement. */
const BATCH = 50

/** One pass: what it removed, oldest first. */
export async function enforceRetention(
  db: Database,
  videoDir: string,
  policy: RetentionPolicy,
  now: number,
): Promise<VideoRow[]> {
  const removed: VideoRow[] = []
  const remove = async (rows: { id: number }[]) => {
    for (const row of await deleteVideos(
      db,
      rows.map((r) => r.id),
    )) {
      await rm(join(videoDir, row.storage), { recursive: true, force: true })
      removed.push(row)
    }
  }
  for (;;) {
    const old = await db
      .select({ id: videos.id })
      .from(videos)
      .where(and(inArray(videos.state, ['ready', 'failed']), lt(videos.endedAt, now - policy.maxAgeMs)))
      .orderBy(asc(videos.endedAt))
      .limit(BATCH)
    if (old.length === 0) break
    await remove(old)
  }
  let used = await usedBytes(db)
  for (const kind of ['replay', 'upload', 'clip'] as const) {
    while (used > policy.budgetBytes) {
      // Uploads go by owner: the oldest of whoever stores the most, so no uploader can push out the others'.
      const order =
        kind === 'upload'
          ? [
              desc(sql`sum(${videos.sizeBytes}) over (partition by ${videos.anchorId})`),
              asc(videos.endedAt),
              asc(videos.id),
            ]
          : [asc(videos.endedAt), asc(videos.id)]
      const oldest = await db
        .select({ id: videos.id, sizeBytes: videos.sizeBytes })
        .from(videos)
        .where(and(eq(videos.state, 'ready'), eq(videos.kind, kind)))
        .orderBy(...order)
        .limit(kind === 'upload' ? 1 : BATCH)
      if (oldest.length === 0) break
      // Just enough of the oldest to get under the budget.
      const batch: typeof oldest = []
      for (const row of oldest) {
        if (used <= policy.budgetBytes) break
        batch.push(row)
        used -= row.sizeBytes
      }
      await remove(batch)
    }
  }
  await pruneViewMarks(db, now)
  return removed
}

/** What every video (recordings under way included) takes on disk, bytes. */
export async function usedBytes(db: Database): Promise<number> {
  const [row] = await db.select({ total: sum(videos.sizeBytes) }).from(videos)
  return Number(row?.total ?? 0)
}

/** Runs enforceRetention now and every 10 minutes. */
export function startRetention(options: {
  db: Database
  log: FastifyBaseLogger
  videoDir: string
  policy: RetentionPolicy
  now?: () => number
}): { stop(): Promise<void> } {
  const { db, log, videoDir, policy } = options
  const now = options.now ?? Date.now
  return repeatEvery(
    EVERY_MS,
    async () => {
      const removed = await enforceRetention(db, videoDir, policy, now())
      if (removed.length > 0)
        log.info({ removed: removed.map((row) => row.id), policy }, 'videos: old videos removed (retention)')
    },
    (error) => log.error({ err: error }, 'videos: retention pass failed'),
  )
}
