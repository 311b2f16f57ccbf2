import { z } from 'zod'
import {
  chatMessageSchema,
  GIFTS,
  giftSchema,
  LIVE_LIMITS,
  leaderboardSchema,
  leaderboardTypeSchema,
  liveRoomSchema,
  playbackSchema,
} from '../live'
import { LIVE_MESSAGES } from '../messages/live'
import { type CallDef, int32, noInput, queryInt } from './call-def'

const roomId = queryInt.min(1)

/** Live rooms for viewers: lists, one room, playback, chat history and moderation; gifts (§7 Payments and gifts). */
export const LIVE_CALLS = {
  liveRooms: {
    method: 'GET',
    path: '/live/rooms',
    summary: 'Live rooms (state live), most viewers first; optionally of one game or covering one match.',
    input: z
      .object({
        gameId: queryInt.optional(),
        matchId: z.string().max(64).optional(),
        pageIndex: queryInt.min(1).default(1),
        pageSize: queryInt.min(1).max(100).default(60),
      })
      .strict(),
    result: z.object({ list: z.array(liveRoomSchema), total: z.number().int().min(0) }),
  },
  liveRoom: {
    method: 'GET',
    path: '/live/room',
    summary: 'One room, whatever its state (404 when there is none).',
    input: z.object({ roomId }).strict(),
    result: liveRoomSchema,
  },
  livePlayback: {
    method: 'GET',
    path: '/live/playback',
    summary: "What the caller may play: the HLS address when live, publishing and the room's gate lets them in.",
    input: z.object({ roomId }).strict(),
    result: playbackSchema,
  },
  liveUnlock: {
    method: 'POST',
    path: '/live/unlock',
    summary: `Pays ${LIVE_LIMITS.paidRoomPrice} coins to watch a paid room for its current broadcast (once; retries are free).`,
    input: z.object({ roomId: int32.min(1) }).strict(),
    result: playbackSchema.extend({ balance: z.number().int().min(0) }),
    auth: 'user',
  },
  chatHistory: {
    method: 'GET',
    path: '/live/chat',
    summary: `A room's chat after afterSeq (at most ${LIVE_LIMITS.chatHistoryPage}); without afterSeq the newest ones.`,
    input: z.object({ roomId, afterSeq: queryInt.min(0).optional() }).strict(),
    result: z.object({ list: z.array(chatMessageSchema), lastSeq: z.number().int().min(0) }),
  },
  chatModerate: {
    method: 'POST',
    path: '/live/moderate',
    summary:
      "The room's anchor or moderators: mute or unmute a user (minutes, 0 = until lifted), remove messages, set slow mode and blocked keywords, appoint or dismiss moderators (anchor only).",
    input: z.discriminatedUnion('action', [
      z.object({
        roomId: int32.min(1),
        action: z.literal('mute'),
        uid: int32.min(1),
        minutes: z.number().int().min(0).max(43_200),
      }),
      z.object({ roomId: int32.min(1), action: z.literal('unmute'), uid: int32.min(1) }),
      z.object({
        roomId: int32.min(1),
        action: z.literal('remove'),
        seqs: z.array(int32.min(1)).min(1).max(100),
      }),
      z.object({ roomId: int32.min(1), action: z.literal('addModerator'), uid: int32.min(1) }),
      z.object({
        roomId: int32.min(1),
        action: z.literal('removeModerator'),
        uid: int32.min(1),
      }),
      // The room's slow mode and blocked keywords, which moderators may set as well as the anchor.
      z.object({
        roomId: int32.min(1),
        action: z.literal('rules'),
        slowModeSeconds: z
          .number()
          .int()
          .refine((value) => (LIVE_LIMITS.slowModeChoices as readonly number[]).includes(value))
          .optional(),
        keywords: z
          .array(z.string().trim().min(1).max(LIVE_LIMITS.keywordMaxLength))
          .max(LIVE_LIMITS.keywordsMax, { error: LIVE_MESSAGES.keywordsTooMany.id })
          .optional(),
      }),
    ]),
    result: z.object({ ok: z.literal(true) }),
    auth: 'user',
  },
  chatRoles: {
    method: 'GET',
    path: '/live/chatRoles',
    summary: "The caller's standing in a room's chat: may speak, muted until, moderator, the room's rules.",
    input: z.object({ roomId }).strict(),
    result: z.object({
      moderator: z.boolean(),
      owner: z.boolean(),
      mutedUntil: z.number().int().nullable(),
      /** Muted now; with mutedUntil null, until a moderator lifts it. */
      muted: z.boolean().default(false),
      level: z.number().int().nullable(),
      /** The room's keyword list, for its anchor and moderators only (null for everyone else). */
      keywords: z.array(z.string()).nullable().default(null),
    }),
  },
  giftList: {
    method: 'GET',
    path: '/gift',
    summary: `The gift list with prices in coins (${GIFTS.length} gifts).`,
    input: noInput,
    result: z.array(giftSchema),
  },
  giftSend: {
    method: 'POST',
    path: '/gift/send',
    summary:
      "Sends a gift in a live room: the coins move from the sender to the anchor's revenue in one transaction; requestId makes a retry send once.",
    input: z
      .object({
        roomId: int32.min(1),
        giftId: z.string().max(32),
        count: z
          .number()
          .int()
          .refine((value) => (LIVE_LIMITS.giftCountChoices as readonly number[]).includes(value)),
        requestId: z.string().min(8).max(64),
      })
      .strict(),
    result: z.object({ balance: z.number().int().min(0), seq: z.number().int().min(1) }),
    auth: 'user',
  },
  giftLeaderboard: {
    method: 'GET',
    path: '/gift/leaderboard/{type}',
    summary: "A room's gift leaderboard for today, this week (Beijing time, from Monday) or all time.",
    input: z.object({ type: leaderboardTypeSchema, roomId }).strict(),
    result: leaderboardSchema,
  },
} as const satisfies Record<string, CallDef>
