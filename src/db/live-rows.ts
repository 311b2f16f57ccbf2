import type {
  AnchorProfile,
  AnchorStanding,
  ChatMessage,
  Gift,
  Leaderboard,
  LeaderboardType,
  LiveRoom,
  LiveSettings,
  Playback,
  RevenueRecord,
} from '../../protocol/live'

/** A live room as last seen (list or room page); `seenAt` lets stale 'live' rows be told apart offline. */
export type LiveRoomRow = LiveRoom & { seenAt: number }

/** One chat line of a room, keyed [roomId+seq]; only the newest LIVE_LIMITS.chatHistoryKept are kept. */
export type ChatRow = ChatMessage

/** A line the user sent that the server has not numbered yet (pending) or refused (with the §8 message id). */
export type OutgoingChatRow = {
  clientId: string
  roomId: number
  text: string
  at: number
  state: 'pending' | 'refused'
  error: string | null
}

/** A room's leaderboard of one type, keyed [roomId+type]. */
export type LeaderboardRow = Leaderboard

/** What the viewer may play in a room (depends on the session), keyed roomId. */
export type PlaybackRow = Playback & { savedAt: number }

export type AnchorProfileRow = AnchorProfile & { savedAt: number }

export type GiftRow = Gift

/** The logged-in user's standing as an anchor and live settings (anchor centre); keyed 'current'. */
export type AnchorStandingRow = AnchorStanding & {
  id: 'current'
  anchor: boolean
  savedAt: number
  /** Whose standing it is: the anchor writer drops the anchor tables when someone else signs in. */
  uid?: number
}
export type LiveSettingsRow = LiveSettings & { id: 'current'; savedAt: number }

/** Revenue of the logged-in anchor, one row per Beijing day. */
export type RevenueRow = RevenueRecord
export type RevenueTotalsRow = { id: 'current'; today: number; week: number; total: number; savedAt: number }

/** Applications listed for an administrator. */
export type ApplicationRow = {
  uid: number
  username: string
  realName: string
  birthDate: string
  gameId: number
  shortIntro: string
  status: AnchorStanding['status']
  banReason: AnchorStanding['banReason']
  appliedAt: number
}

export type { LeaderboardType }
