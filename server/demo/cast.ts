import { type GameId, type GameKind, gameById } from '../../protocol/games'

// Who appears in the demo rooms and what they say. Every name says "演示" (demo), so nobody mistakes a
// demo anchor or viewer for a person; the lines are what sports-stream chat sounds like and must pass the
// chat's content rules (server/chat/content-rules.ts; demo.test.ts checks each one).

/** The lavfi test patterns a demo stream sends when its ffmpeg cannot draw the scoreboard (no drawtext or font). */
export type DemoPattern = 'testsrc2' | 'smptebars' | 'rgbtestsrc' | 'gradients'

export type DemoAnchor = {
  /** The demo user's name; with no phone, Telegram id or email it is also how the user is found again. */
  username: string
  /** The game the room starts on and returns to first when a match of it is live. */
  gameId: GameId
  pattern: DemoPattern
  /** The room title for a linked match ({home}, {guest}); cut to the title limit when the names are long. */
  titleTemplate: string
  shortIntro: string
  detailIntro: string
}

/** What every demo room says of itself: nobody should take its picture or its viewers for real ones. */
const DEMO_ROOM_INTRO = '这是 Scorecast 的演示直播间：画面是按实时比分生成的比分牌，弹幕和礼物来自演示观众。'

/** In room order: DEMO_STREAMS=n runs the first n (server/config.ts DEMO_STREAMS_MAX is their number). */
export const DEMO_ANCHORS: readonly DemoAnchor[] = [
  {
    username: '演示主播·小鹿',
    gameId: 1,
    pattern: 'testsrc2',
    titleTemplate: '{home} vs {guest} 小鹿陪你看',
    shortIntro: '演示主播：英雄联盟赛事陪看',
    detailIntro: DEMO_ROOM_INTRO,
  },
  {
    username: '演示主播·阿杰',
    gameId: 202,
    pattern: 'smptebars',
    titleTemplate: '{home} vs {guest} 阿杰聊球',
    shortIntro: '演示主播：足球比赛实况聊球',
    detailIntro: DEMO_ROOM_INTRO,
  },
  {
    username: '演示主播·老K',
    gameId: 201,
    pattern: 'rgbtestsrc',
    titleTemplate: '{home} vs {guest} 老K说球',
    shortIntro: '演示主播：篮球比赛技术分析',
    detailIntro: DEMO_ROOM_INTRO,
  },
  {
    username: '演示主播·橙子',
    gameId: 2,
    pattern: 'gradients',
    titleTemplate: '{home} vs {guest} 橙子解说',
    shortIntro: '演示主播：CS:GO 赛事解说',
    detailIntro: DEMO_ROOM_INTRO,
  },
  {
    username: '演示主播·大熊',
    gameId: 4,
    pattern: 'testsrc2',
    titleTemplate: '{home} vs {guest} 大熊陪看',
    shortIntro: '演示主播：DOTA2 比赛陪看',
    detailIntro: DEMO_ROOM_INTRO,
  },
  {
    username: '演示主播·糖糖',
    gameId: 3,
    pattern: 'smptebars',
    titleTemplate: '{home} vs {guest} 糖糖看比赛',
    shortIntro: '演示主播：王者荣耀赛事陪看',
    detailIntro: DEMO_ROOM_INTRO,
  },
]

/** The demo viewers who chat and send gifts in every demo room. */
export const DEMO_VIEWERS: readonly string[] = [
  '演示观众·阿泽',
  '演示观众·风铃',
  '演示观众·小北',
  '演示观众·木木',
  '演示观众·老王',
  '演示观众·七七',
  '演示观众·大白',
  '演示观众·柚子',
]

const ANY = [
  '主播好！',
  '来了来了',
  '画质好清晰',
  '前排围观',
  '支持主播！',
  '哈哈哈哈',
  '666',
  '刚下班，赶上了',
  '这场必须看完',
  '主播解说好专业',
  '有没有一起看的',
  '关键时刻来了',
  '太精彩了',
  '紧张紧张',
  '主播预测一下比分？',
  '今天这场好看',
  '这节奏我喜欢',
  '稳住，我们能赢',
]

/** Lines any game of a kind may hear: no term that belongs to one game (see GAME_TERMS). */
const BY_KIND: Record<GameKind, readonly string[]> = {
  moba: [
    '这波团战打得漂亮',
    '经济差拉开了',
    '这个走位绝了',
    '打野节奏太好了',
    '中路要炸了',
    '一换三，血赚',
    '别浪，稳一点',
    '视野做得好',
    '下一把换个阵容吧',
  ],
  fps: ['爆头！', '这枪太准了', '道具用得真细', '这个架点没想到'],
  battleRoyale: ['决赛圈来了', '伏地魔又来了', '转移路线选得好'],
  football: [
    '这脚射门可惜了',
    '门将神扑！',
    '中场控制得很好',
    '越位了吧',
    '防守反击打得漂亮',
    '这个传球有灵性',
    '下半场换人吧',
  ],
  basketball: ['快攻二打一', '罚球要稳住', '篮板抢得凶', '暂停调整一下', '这波连续得分', '防守再紧一点'],
}

/**
 * Each game's own words, which a room of another game never hears: LoL's dragons and baron are Dota 2's
 * Roshan and Honor of Kings' tyrant and overlord. Games that share words share a set (LoL and LoL mobile,
 * PUBG and 和平精英); cast.test.ts checks no line of one game says another's.
 */
export const GAME_TERMS: Record<GameId, readonly string[]> = {
  1: ['大龙', '小龙', '峡谷先锋'],
  7: ['大龙', '小龙', '峡谷先锋'],
  4: ['肉山', '盾', '高地'],
  3: ['主宰', '暴君'],
  2: ['残局', '经济局', 'ACE'],
  5: ['毒圈', '吃鸡', '空投'],
  6: ['毒圈', '吃鸡', '空投'],
  202: ['进球', '角球', '点球'],
  201: ['三分', '盖帽', '扣篮'],
}

/** Lines of one game, in its own words. */
const BY_GAME: Record<GameId, readonly string[]> = {
  1: ['大龙要被偷了！', '小龙魂要拿到了', '峡谷先锋放得好'],
  7: ['大龙要被偷了！', '这条小龙必须拿', '峡谷先锋撞塔了'],
  4: ['肉山要被偷了！', '拿了盾敢上', '高地守住了！'],
  3: ['主宰要被偷了！', '暴君拿下，稳了', '主宰先锋推上去了'],
  2: ['残局能翻吗', '经济局也能赢？', 'ACE！太强了'],
  5: ['毒圈缩得太快了', '这把能吃鸡', '空投要被抢了'],
  6: ['毒圈刷到对面家了', '大吉大利，今晚吃鸡', '空投落在桥上了'],
  202: ['进球了！', '角球机会', '点球！点球！'],
  201: ['三分命中！', '这个盖帽太帅了', '暴扣！这个扣篮绝了'],
}

/** Lines about the linked match; {home} and {guest} are its teams. */
export const ABOUT_MATCH: readonly string[] = [
  '{home}加油！',
  '{guest}冲冲冲',
  '感觉{home}要赢',
  '{guest}还有机会翻盘',
  '{home}今天状态不错',
]

/** Every line a demo viewer may say in a room of game `gameId` (templates included), for the tests. */
export function chatLines(gameId: GameId): readonly string[] {
  return [...generalLines(gameId), ...ABOUT_MATCH]
}

/** The lines without a match to talk about. */
export function generalLines(gameId: GameId): readonly string[] {
  const kind = gameById(gameId)?.kind
  return [...ANY, ...(kind ? BY_KIND[kind] : []), ...BY_GAME[gameId]]
}
