import { Trans, useLingui } from '@lingui/react/macro'
import { useCallback, useMemo, useState } from 'react'
import type { Gift, LeaderboardType, LiveRoom } from '../../../../protocol/live'
import { LIVE_MESSAGES } from '../../../../protocol/messages/live'
import { useGiftEffects } from '../../../app-state/gift-effects'
import { useProfile, useSessionUser } from '../../../db/queries/account'
import { useChat, useGifts, useLeaderboard, useLiveRoom, useOutgoingChat, usePlayback } from '../../../db/queries/live'
import { useMatch } from '../../../db/queries/matches'
import { useProfileInterest } from '../../../streams/account/account-interest'
import { openLogin } from '../../../streams/account/session-hooks'
import { followUser } from '../../../streams/account/user-actions'
import { reconnectNow } from '../../../streams/core/actions'
import { useConnectionState } from '../../../streams/core/connection-state'
import { LOW_LATENCY_HLS_CONFIG } from '../../../streams/live/hls-config'
import {
  muteUser,
  removeMessage,
  sendChat,
  sendGift,
  setChatRules,
  unlockRoom,
} from '../../../streams/live/live-actions'
import { useLiveRoomInterest } from '../../../streams/live/live-interest'
import { useChatRoles } from '../../../streams/live/live-room-hooks'
import { isShowingCache } from '../../../ui/layout/connection-view'
import { ChatInput } from '../../../ui/live/chat-input'
import { ChatList } from '../../../ui/live/chat-list'
import { ChatRules } from '../../../ui/live/chat-rules'
import { ConnectionBar } from '../../../ui/live/connection-bar'
import { GiftBar } from '../../../ui/live/gift-bar'
import { GiftEffects } from '../../../ui/live/gift-effects'
import { LeaderboardPanel } from '../../../ui/live/leaderboard-panel'
import { liveMessage } from '../../../ui/live/live-text'
import { RoomHeader } from '../../../ui/live/room-header'
import { VideoPlayer, viewState } from '../../../ui/live/video-player'
import { PeriodScores } from '../../../ui/match/detail/period-scores'
import { MatchRow } from '../../../ui/match/match-row'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { EmptyState, NetworkProblemPage, StatusPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { usePageTitle } from '../../-app/use-page-title'

/** /{game}/{roomId}: a live room — video, the covered match's score, chat, gifts and leaderboards. */
export function LiveRoomPage({ roomId }: { roomId: number }) {
  const { status: load, retry } = useLiveRoomInterest(roomId)
  const room = useLiveRoom(roomId)
  usePageTitle(room ? `${room.title || room.anchorName} - ${room.anchorName}` : undefined)
  const connection = useConnectionState()
  const gifts = useGifts()
  const giftsById = useMemo(() => new Map((gifts ?? []).map((g): [string, Gift] => [g.id, g])), [gifts])

  if (room === undefined || (room === null && load === 'loading')) return <Loading />
  if (room === null) {
    if (load === 'offline' || isShowingCache(connection)) return <NetworkProblemPage onRetry={retry} />
    return (
      <StatusPage testId="room-not-found" figure="404" title={<Trans>直播间不存在</Trans>} detail={<EmptyState />} />
    )
  }
  return (
    <div className="live-room-page" data-testid="live-room" data-room-id={roomId}>
      <Header room={room} />
      <LoadNote status={load === 'offline' || isShowingCache(connection) ? 'offline' : load} />
      <div className="live-room-main">
        <div className="live-room-stage">
          <Stage room={room} gifts={giftsById} />
          <GiftBarOf roomId={roomId} gifts={gifts ?? []} />
          {room.matchId ? <CoveredMatch matchId={room.matchId} /> : null}
        </div>
        <Side room={room} gifts={giftsById} />
      </div>
    </div>
  )
}

function Header({ room }: { room: LiveRoom }) {
  const user = useSessionUser()
  const viewer = user?.uid ?? null
  useProfileInterest(room.anchorUid, viewer)
  const profile = useProfile(room.anchorUid)
  const self = viewer === room.anchorUid
  const following = self ? null : (profile?.followed ?? false)
  const onFollow = () => (viewer === null ? openLogin() : void followUser(room.anchorUid, !following))
  return <RoomHeader room={room} following={following} onFollow={onFollow} />
}

function Stage({ room, gifts }: { room: LiveRoom; gifts: ReadonlyMap<string, Gift> }) {
  const playback = usePlayback(room.roomId)
  const effects = useGiftEffects(room.roomId)
  return (
    <VideoPlayer
      view={viewState(room, playback ?? null)}
      hlsUrl={playback?.hlsUrl ?? null}
      hlsConfig={LOW_LATENCY_HLS_CONFIG}
      poster={room.cover}
      price={playback?.price ?? 0}
      onLogin={() => openLogin()}
      onUnlock={() => void unlockRoom(room.roomId)}
    >
      <GiftEffects effects={effects} gifts={gifts} />
    </VideoPlayer>
  )
}

function GiftBarOf({ roomId, gifts }: { roomId: number; gifts: readonly Gift[] }) {
  const user = useSessionUser()
  const send = useCallback((giftId: string, count: number) => sendGift(roomId, giftId, count), [roomId])
  return <GiftBar gifts={gifts} balance={user?.gold ?? null} onSend={send} />
}

/** The match the room covers, live from the matches pipeline (the room's interest keeps it loaded). */
function CoveredMatch({ matchId }: { matchId: string }) {
  const match = useMatch(matchId)
  return (
    <section className="panel live-room-match" data-testid="live-room-match">
      <h2 className="panel-title">
        <Trans>本场比赛</Trans>
      </h2>
      {match ? (
        <>
          <MatchRow match={match} showGame={false} />
          {match.periods.length > 0 ? <PeriodScores match={match} /> : null}
        </>
      ) : (
        <MatchListSkeleton rows={1} />
      )}
    </section>
  )
}

function Side({ room, gifts }: { room: LiveRoom; gifts: ReadonlyMap<string, Gift> }) {
  const [tab, setTab] = useState<'chat' | 'board'>('chat')
  const [type, setType] = useState<LeaderboardType>('day')
  const board = useLeaderboard(room.roomId, type)
  return (
    <aside className="live-room-side panel" data-testid="live-room-side">
      <div className="side-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'chat'} onClick={() => setTab('chat')}>
          <Trans>聊天</Trans>
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={tab === 'board'}
          data-testid="tab-leaderboard"
          onClick={() => setTab('board')}
        >
          <Trans>礼物榜</Trans>
        </button>
      </div>
      {tab === 'chat' ? (
        <Chat room={room} gifts={gifts} />
      ) : (
        <LeaderboardPanel type={type} onType={setType} board={board ?? null} />
      )}
    </aside>
  )
}

function Chat({ room, gifts }: { room: LiveRoom; gifts: ReadonlyMap<string, Gift> }) {
  const { i18n } = useLingui()
  const { roomId } = room
  const lines = useChat(roomId)
  const outgoing = useOutgoingChat(roomId) ?? []
  const user = useSessionUser()
  const connection = useConnectionState()
  const roles = useChatRoles(roomId)
  const canModerate = roles !== null && (roles.moderator || roles.owner)
  const moderation = useMemo(
    () =>
      canModerate
        ? {
            onMute: (uid: number) => void muteUser(roomId, uid, 10),
            onRemove: (seq: number) => void removeMessage(roomId, seq),
          }
        : null,
    [canModerate, roomId],
  )
  const me = user ? { uid: user.uid, username: user.username, level: user.level } : null
  const pending = outgoing.filter((row) => row.state === 'pending')
  // The server's last refusal, else a mute the viewer is under (so they know before typing).
  const refusal =
    outgoing.findLast((row) => row.state === 'refused')?.error ?? (roles?.muted ? LIVE_MESSAGES.chatMuted.id : null)
  const onSend = (text: string) => {
    const refusal = sendChat(roomId, text)
    return refusal ? liveMessage(refusal, i18n) : null
  }
  return (
    <div className="live-chat" data-testid="live-chat">
      <ConnectionBar state={connection.state} online={connection.online} onReconnect={reconnectNow} />
      {lines === undefined ? (
        <MatchListSkeleton rows={4} />
      ) : (
        <ChatList roomId={roomId} lines={lines} pending={pending} me={me} gifts={gifts} moderation={moderation} />
      )}
      {room.chatOpen ? null : (
        <p className="chat-closed" data-testid="chat-closed">
          <Trans>聊天室未开放</Trans>
        </p>
      )}
      {canModerate && roles ? (
        <ChatRules
          slowModeSeconds={room.slowModeSeconds}
          keywords={roles.keywords ?? []}
          onSave={(rules) => setChatRules(roomId, rules)}
        />
      ) : null}
      <ChatInput
        onSend={onSend}
        refusal={refusal ? liveMessage(refusal, i18n) : null}
        loggedIn={user !== null && user !== undefined}
        onLogin={() => openLogin()}
      />
    </div>
  )
}

function Loading() {
  return (
    <div className="panel" data-testid="live-room-loading">
      <MatchListSkeleton rows={6} />
    </div>
  )
}
