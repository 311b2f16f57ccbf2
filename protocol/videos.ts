import { z } from 'zod'
import { incidentKindSchema } from './match'

/**
 * Videos from the ingest (§2 /videos/{game}, /videos/{game?}/videoList, /videos/{game?}/{id}; issue #12):
 * every broadcast is recorded as it streams and becomes a replay (a VOD HLS playlist) when it ends, with
 * chapters at its match's events; highlight clips are cut around key events.
 */
export const VIDEO_LIMITS = {
  pageSize: 20,
  hotSize: 10,
  relatedSize: 8,
  /** Hot lists count the videos of this many days. */
  hotDays: 7,
  /** A clip starts this long before its event and ends this long after it. */
  clipBeforeMs: 6_000,
  clipAfterMs: 4_000,
  /** At most one clip of a recording within this long (kills come in bursts). */
  clipGapMs: 30_000,
  /** A replay shorter than this is dropped (a stream that flickered on and off). */
  minReplayMs: 3_000,
  /** How long a signed video address lives: long enough to watch a whole replay. */
  urlTtlMs: 6 * 60 * 60_000,
} as const

export const videoKindSchema = z.enum(['replay', 'clip'])
export type VideoKind = z.infer<typeof videoKindSchema>

/** The incidents that become chapters: goals, kills, objectives, maps and series won. */
export const CHAPTER_KINDS = [
  'goal',
  'ownGoal',
  'penaltyGoal',
  'redCard',
  'kill',
  'tower',
  'dragon',
  'baron',
  'roshan',
  'mapWon',
  'gameWon',
  'elimination',
] as const satisfies readonly z.infer<typeof incidentKindSchema>[]
/** The incidents a highlight clip is cut around. */
export const CLIP_KINDS = [
  'goal',
  'ownGoal',
  'penaltyGoal',
  'kill',
  'baron',
  'roshan',
  'mapWon',
  'gameWon',
] as const satisfies readonly z.infer<typeof incidentKindSchema>[]

export const chapterSchema = z.object({
  /** Offset in the video, ms. */
  offsetMs: z.number().int().min(0),
  kind: incidentKindSchema,
  side: z.enum(['home', 'guest']).nullable(),
  /** Player, hero or map name when the feed gives one. */
  detail: z.string().nullable(),
  /** The match's period and clock at the event. */
  period: z.number().int(),
  clock: z.number().int(),
})
export type Chapter = z.infer<typeof chapterSchema>

export const videoSummarySchema = z.object({
  id: z.number().int(),
  kind: videoKindSchema,
  gameId: z.number().int(),
  roomId: z.number().int(),
  anchorName: z.string(),
  /** The room's title while it was recorded (the anchor's words). */
  title: z.string(),
  matchId: z.string().nullable(),
  /** For a clip: the event it shows. */
  event: chapterSchema.nullable(),
  durationMs: z.number().int().min(0),
  startedAt: z.number().int(),
  endedAt: z.number().int(),
  views: z.number().int().min(0),
  /** A frame of the video (JPEG), or null when none could be grabbed. */
  cover: z.string().nullable(),
  /** A paid room's video plays only for those who unlocked its broadcast; a login-only room's after login. */
  paid: z.boolean(),
  loginOnly: z.boolean(),
})
export type VideoSummary = z.infer<typeof videoSummarySchema>

export const videoPlaybackSchema = z.object({
  /** The signed address of the playlist (replay, application/vnd.apple.mpegurl) or MP4 (clip); null when gated. */
  url: z.string().nullable(),
  format: z.enum(['hls', 'mp4']),
  gate: z.enum(['open', 'login', 'paid']),
})
export type VideoPlayback = z.infer<typeof videoPlaybackSchema>

export const videoDetailSchema = videoSummarySchema.extend({
  chapters: z.array(chapterSchema),
  /** For a clip: the replay it was cut from and where in it. */
  parentId: z.number().int().nullable(),
  parentOffsetMs: z.number().int().nullable(),
  playback: videoPlaybackSchema,
  /** Videos of the same match first, then of the same game. */
  related: z.array(videoSummarySchema),
})
export type VideoDetail = z.infer<typeof videoDetailSchema>
