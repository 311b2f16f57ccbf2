import { z } from 'zod'
import { gameIdSchema } from './game-schemas'
import { incidentKindSchema } from './match'
import { VIDEO_MESSAGES } from './messages/videos'

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

/** A replay or clip recorded from the ingest, or a video a creator uploaded (transcoded to HLS). */
export const videoKindSchema = z.enum(['replay', 'clip', 'upload'])
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

/** Uploaded videos (issue #12): who may upload, what is taken, how it is transcoded. */
export const VIDEO_UPLOAD_LIMITS = {
  titleMin: 2,
  titleMax: 60,
  /** The file's first bytes must hold an ISO BMFF `ftyp` box (MP4, MOV); the size cap is VIDEO_UPLOAD_MAX_MB. */
  minBytes: 64,
  /** The longest video taken (the probe's duration). */
  maxDurationMs: 3 * 60 * 60_000,
  /** The largest picture taken (4K UHD, either way round), and its longest side. */
  maxPixels: 3840 * 2160,
  maxSide: 4096,
  /** The highest frame rate taken. */
  maxFrameRate: 60,
  /**
   * The most decoding one upload may ask for, pixels × frames: three hours of 1080p at 30 frames/s (or
   * 45 minutes of 4K at 30). A tiny file can describe hours of 4K; this, not the size cap, bounds its cost.
   */
  maxDecodedPixels: 3 * 3600 * 30 * 1920 * 1080,
  /** Per uploader and Beijing day: this many uploads and this many times VIDEO_UPLOAD_MAX_MB in all. */
  perDay: 10,
  bytesPerDayInFiles: 4,
  /** HLS segments of the transcode, seconds. */
  segmentSeconds: 4,
  /** The uploader's list shows this many, newest first. */
  listSize: 50,
} as const

/** Anchors, creators, experts and administrators upload videos (§2 creator centre, §6 roles). */
export const VIDEO_UPLOADERS = ['anchor', 'creator', 'expert', 'admin'] as const

/** The path of the upload (under /java): the file is the raw body (application/octet-stream), not JSON. */
export const VIDEO_UPLOAD_PATH = '/video/upload'

/** A title is plain text on one line, spaces around trimmed. */
export const videoTitleSchema = z
  .string()
  .trim()
  .min(VIDEO_UPLOAD_LIMITS.titleMin, { error: VIDEO_MESSAGES.uploadTitle.id })
  .max(VIDEO_UPLOAD_LIMITS.titleMax, { error: VIDEO_MESSAGES.uploadTitle.id })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  .regex(/^[^\u0000-\u001f\u007f]*$/, { error: VIDEO_MESSAGES.uploadTitle.id })

/** The query of POST /java/video/upload: the user's words about the file in the body. */
export const videoUploadQuerySchema = z
  .object({
    title: videoTitleSchema,
    gameId: z.coerce.number().pipe(gameIdSchema),
  })
  .strict()
export type VideoUploadQuery = z.input<typeof videoUploadQuerySchema>

export const uploadStateSchema = z.enum(['processing', 'ready', 'failed'])
export type UploadState = z.infer<typeof uploadStateSchema>

/** One of the uploader's own videos, in any state. */
export const ownUploadSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  gameId: z.number().int(),
  state: uploadStateSchema,
  /** Of the transcode, 0–100; 100 once ready. */
  progress: z.number().int().min(0).max(100),
  /** Why it failed, in the caller's language; null unless failed. */
  failure: z.string().nullable(),
  durationMs: z.number().int().min(0),
  sizeBytes: z.number().int().min(0),
  uploadedAt: z.number().int(),
  cover: z.string().nullable(),
})
export type OwnUpload = z.infer<typeof ownUploadSchema>

/** The answer of the upload: the video's row, processing. */
export const videoUploadResultSchema = ownUploadSchema
