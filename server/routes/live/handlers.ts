import type { LIVE_CALLS } from '../../../protocol/calls/live'
import type { HandlersOf } from '../handler'
import { giftLeaderboard, giftList, giftSend } from './gifts'
import { livePlayback, liveUnlock } from './playback'
import { liveRoom, liveRoomsList } from './rooms'

/** Viewers' live calls; the chat calls (chatHistory, chatModerate, chatRoles) are in server/routes/chat. */
export const LIVE_HANDLERS: HandlersOf<Omit<typeof LIVE_CALLS, 'chatHistory' | 'chatModerate' | 'chatRoles'>> = {
  liveRooms: liveRoomsList,
  liveRoom,
  livePlayback,
  liveUnlock,
  giftList,
  giftSend,
  giftLeaderboard,
}
