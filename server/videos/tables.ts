import { bigint, bigserial, boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { Chapter, VideoKind } from '../../protocol/videos'

// The typed view of migrations/0170_videos.sql, 0200_video_uploads.sql and 0210_upload_limits.sql; written only
// by server/videos/store.ts.

const millis = (name: string) => bigint(name, { mode: 'number' })

export const videos = pgTable('videos', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').$type<VideoKind>().notNull(),
  state: text('state').$type<'recording' | 'ready' | 'processing' | 'failed'>().notNull(),
  roomId: integer('room_id').notNull(),
  anchorId: integer('anchor_id').notNull(),
  broadcastNo: integer('broadcast_no').notNull(),
  matchId: text('match_id'),
  gameId: integer('game_id').notNull(),
  title: text('title').notNull(),
  paid: boolean('paid').notNull().default(false),
  loginOnly: boolean('login_only').notNull().default(false),
  durationMs: integer('duration_ms').notNull().default(0),
  startedAt: millis('started_at').notNull(),
  endedAt: millis('ended_at'),
  views: integer('views').notNull().default(0),
  storage: text('storage').notNull(),
  sizeBytes: millis('size_bytes').notNull().default(0),
  hasCover: boolean('has_cover').notNull().default(false),
  chapters: jsonb('chapters').$type<Chapter[]>().notNull().default([]),
  parentId: millis('parent_id'),
  parentOffsetMs: integer('parent_offset_ms'),
  event: jsonb('event').$type<Chapter>(),
  /** An upload's transcode, 0–100. */
  progress: integer('progress').notNull().default(0),
  /** A failed upload: the id of the message saying why. */
  failure: text('failure'),
  jobOwner: text('job_owner'),
  jobBeatAt: millis('job_beat_at'),
})
export type VideoRow = typeof videos.$inferSelect

export const videoViews = pgTable(
  'video_views',
  {
    videoId: millis('video_id').notNull(),
    viewer: text('viewer').notNull(),
    hour: millis('hour').notNull(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.viewer, t.hour] })],
)

/** What one uploader has sent on one Beijing day (uploads counted up front, bytes as declared). */
export const uploadAllowances = pgTable(
  'upload_allowances',
  {
    userId: integer('user_id').notNull(),
    day: text('day').notNull(),
    uploads: integer('uploads').notNull(),
    bytes: millis('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
)
