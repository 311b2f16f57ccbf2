// Test-only builders of live-room wire objects; never imported by app code.
import type { AnchorProfile, ChatMessage, LiveRoom } from '../../../protocol/live'

export function makeRoom(overrides: Partial<LiveRoom> = {}): LiveRoom {
  return {
    roomId: 1,
    anchorUid: 100,
    anchorName: '主播小明',
    anchorAvatar: null,
    gameId: 1,
    title: '英雄联盟 春季赛解说',
    cover: null,
    matchId: null,
    paid: false,
    loginOnly: false,
    state: 'live',
    publishing: true,
    viewers: 10,
    startedAt: 1_000,
    endedAt: null,
    chatOpen: true,
    slowModeSeconds: 0,
    chatMinLevel: 1,
    version: 1,
    ...overrides,
  }
}

export function chatLine(roomId: number, seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    roomId,
    seq,
    kind: 'chat',
    uid: 7,
    username: '球迷小王',
    level: 3,
    text: `第${seq}条`,
    params: null,
    giftId: null,
    giftCount: null,
    removes: null,
    at: 1_000 + seq,
    ...overrides,
  }
}

export function makeAnchor(overrides: Partial<AnchorProfile> = {}): AnchorProfile {
  return {
    uid: 100,
    roomId: 1,
    name: '主播小明',
    avatar: null,
    gameId: 1,
    shortIntro: '专业解说',
    detailIntro: '十年解说经验',
    pictures: [],
    fans: 5,
    live: true,
    ...overrides,
  }
}
