import { z } from 'zod'
import { ownUploadSchema, VIDEO_UPLOADERS, videoDetailSchema, videoKindSchema, videoSummarySchema } from '../videos'
import { type CallDef, queryInt } from './call-def'
import { GAME_SEGMENT, newsGameSchema } from './game-paths'

/**
 * The game segment of the video paths: a game's slug, 'hot' (most watched of the last days, all games) or
 * 'recommend' (newest, all games) — the same as the news', so /hot/video/1 (§7 hot videos) is page 1 of
 * the hot list. Only these make the path one of the calls.
 */
const gamePath = { game: GAME_SEGMENT }

export const VIDEO_CALLS = {
  videoList: {
    method: 'GET',
    path: '/{game}/video/{pageIndex}',
    summary:
      "A game's replays and clips, newest first, 20 a page ('hot': most watched of the last 7 days; 'recommend': newest of all games); `kind` keeps one kind.",
    input: z
      .object({
        game: newsGameSchema,
        pageIndex: queryInt.min(1).max(500),
        kind: videoKindSchema.optional(),
      })
      .strict(),
    paramPatterns: gamePath,
    result: z.object({ list: z.array(videoSummarySchema), total: z.number().int().min(0) }),
  },
  videoDetail: {
    method: 'GET',
    path: '/{game}/video{id}',
    summary:
      'One video with its chapters, its playback address (signed; gated like its room: a paid room’s replay only for those who unlocked that broadcast) and related videos; counts a view.',
    input: z.object({ game: newsGameSchema, id: queryInt.min(1) }).strict(),
    paramPatterns: gamePath,
    result: videoDetailSchema,
  },
  videoUploads: {
    method: 'GET',
    path: '/video/uploads',
    summary:
      "The caller's uploaded videos, newest first (up to 50), in every state: processing with the transcode's percent, ready, or failed with the reason. The upload itself is POST /java/video/upload?title=&gameId= with the file as an application/octet-stream body (not a JSON call).",
    input: z.object({}).strict(),
    result: z.object({
      list: z.array(ownUploadSchema),
      /** The largest file the upload takes, in bytes (VIDEO_UPLOAD_MAX_MB), so a page can say so before sending. */
      maxBytes: z.number().int().min(1),
    }),
    auth: VIDEO_UPLOADERS,
  },
  videoUploadDelete: {
    method: 'POST',
    path: '/video/upload/delete',
    summary: 'Deletes one of the caller’s uploads in any state, its files with it (a running transcode stops).',
    input: z.object({ id: z.number().int().min(1).max(2_147_483_647) }).strict(),
    result: z.object({ id: z.number().int() }),
    auth: VIDEO_UPLOADERS,
  },
} as const satisfies Record<string, CallDef>
