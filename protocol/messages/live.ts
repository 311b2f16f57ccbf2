import type { MessageDescriptor } from '../messages'

/**
 * Messages of live rooms, anchors, chat and gifts (§5, §8) that the server answers in the request's `lan`
 * and the client shows. The chat and gift wording follows §8's list.
 */
export const LIVE_MESSAGES = {
  // §8 chat and gift messages
  chatMuted: /*i18n*/ { id: 'live.chat.muted', message: '您已被禁言' },
  chatNonCompliant: /*i18n*/ { id: 'live.chat.nonCompliant', message: '内容不合规，请勿发送联系方式或广告' },
  chatClosed: /*i18n*/ { id: 'live.chat.closed', message: '聊天室未开放' },
  chatLevelTooLow: /*i18n*/ { id: 'live.chat.levelTooLow', message: '等级不足，暂时无法发言' },
  chatLoginRequired: /*i18n*/ { id: 'live.chat.loginRequired', message: '请先登录' },
  chatTooFast: /*i18n*/ { id: 'live.chat.tooFast', message: '发言太快了，请稍后再试' },
  chatEmpty: /*i18n*/ { id: 'live.chat.empty', message: '请输入聊天内容' },
  chatTooLong: /*i18n*/ { id: 'live.chat.tooLong', message: '聊天内容不能超过50个字' },
  chatKeyword: /*i18n*/ { id: 'live.chat.keyword', message: '内容包含本直播间的屏蔽词' },
  // Client side: a line typed while the chat socket is not connected is not queued.
  chatNotConnected: /*i18n*/ { id: 'live.chat.notConnected', message: '聊天未连接，请稍后重试' },
  goldInsufficient: /*i18n*/ { id: 'live.gift.goldInsufficient', message: '金币不足' },
  noLiveBroadcast: /*i18n*/ { id: 'live.noBroadcast', message: '暂无直播' },
  serverError: /*i18n*/ { id: 'live.serverError', message: '服务器错误' },
  giftFailed: /*i18n*/ { id: 'live.gift.failed', message: '送礼失败' },
  giftUnknown: /*i18n*/ { id: 'live.gift.unknown', message: '礼物不存在' },
  giftToSelf: /*i18n*/ { id: 'live.gift.toSelf', message: '不能给自己送礼物' },
  // §8 others
  broadcastBanned: /*i18n*/ { id: 'live.anchor.broadcastBanned', message: '当前已被禁止直播' },
  accountBanned: /*i18n*/ { id: 'live.anchor.accountBanned', message: '账号因违规已被封禁' },
  // §5 live and anchor rules
  titleRequired: /*i18n*/ { id: 'live.title.required', message: '直播标题不能为空' },
  titleTooLong: /*i18n*/ { id: 'live.title.tooLong', message: '直播标题不能超过30个字' },
  matchWindow: /*i18n*/ { id: 'live.match.window', message: '只能关联进行中或1小时内开始的比赛' },
  anchorInfoRequired: /*i18n*/ { id: 'live.anchorInfo.required', message: '主播简介不能为空' },
  anchorInfoTooLong: /*i18n*/ { id: 'live.anchorInfo.tooLong', message: '主播简介过长' },
  picturesTooMany: /*i18n*/ { id: 'live.pictures.tooMany', message: '详情图片最多3张' },
  pictureInvalid: /*i18n*/ { id: 'live.picture.invalid', message: '图片须为不超过200KB的正方形PNG、JPEG或WebP图片' },
  coverInvalid: /*i18n*/ { id: 'live.cover.invalid', message: '封面须为不超过200KB的PNG、JPEG或WebP图片' },
  underAge: /*i18n*/ { id: 'live.application.underAge', message: '未满18周岁不能申请主播' },
  phoneNotBound: /*i18n*/ { id: 'live.application.phoneNotBound', message: '请使用账号绑定的手机号申请' },
  realNameRequired: /*i18n*/ { id: 'live.application.realNameRequired', message: '请填写真实姓名' },
  birthDateInvalid: /*i18n*/ { id: 'live.application.birthDateInvalid', message: '出生日期格式不正确' },
  rulesNotAccepted: /*i18n*/ { id: 'live.application.rulesNotAccepted', message: '请阅读并同意主播规范' },
  applicationPending: /*i18n*/ { id: 'live.application.pending', message: '申请审核中，请耐心等待' },
  alreadyAnchor: /*i18n*/ { id: 'live.application.already', message: '您已是主播' },
  notAnchor: /*i18n*/ { id: 'live.anchor.not', message: '您还不是主播' },
  applicationNotFound: /*i18n*/ { id: 'live.application.notFound', message: '申请不存在' },
  roomNotFound: /*i18n*/ { id: 'live.room.notFound', message: '直播间不存在' },
  alreadyLive: /*i18n*/ { id: 'live.room.alreadyLive', message: '正在直播中' },
  notLive: /*i18n*/ { id: 'live.room.notLive', message: '当前未开播' },
  paidRoom: /*i18n*/ { id: 'live.room.paid', message: '付费直播间，解锁后观看' },
  loginOnlyRoom: /*i18n*/ { id: 'live.room.loginOnly', message: '登录后观看直播' },
  notModerator: /*i18n*/ { id: 'live.room.notModerator', message: '只有主播和房管可以操作' },
  keywordsTooMany: /*i18n*/ { id: 'live.room.keywordsTooMany', message: '屏蔽词最多50个' },
  // Ledger details (coin details rows)
  ledgerGiftSent: /*i18n*/ { id: 'live.ledger.giftSent', message: '直播间送礼' },
  ledgerGiftReceived: /*i18n*/ { id: 'live.ledger.giftReceived', message: '直播礼物收入' },
  ledgerRoomUnlocked: /*i18n*/ { id: 'live.ledger.roomUnlocked', message: '解锁付费直播' },
  ledgerRoomUnlockIncome: /*i18n*/ { id: 'live.ledger.roomUnlockIncome', message: '付费直播收入' },
  // The demo viewers' coins for their gifts (server/demo)
  ledgerDemoTopUp: /*i18n*/ { id: 'live.ledger.demoTopUp', message: '演示账户充值' },
  // System lines in the chat of rooms linked to a match
  systemGoal: /*i18n*/ { id: 'live.system.goal', message: '{team} 进球！比分 {score}' },
  systemKill: /*i18n*/ { id: 'live.system.kill', message: '{team} 完成击杀，比分 {score}' },
  systemPeriodWon: /*i18n*/ { id: 'live.system.periodWon', message: '{team} 赢下第{period}局' },
  systemMatchEnded: /*i18n*/ { id: 'live.system.matchEnded', message: '比赛结束 {home} {score} {guest}' },
  systemWelcome: /*i18n*/ { id: 'live.system.welcome', message: '欢迎来到直播间，请文明发言' },
  // Gift names (the gift list)
  giftRocket: /*i18n*/ { id: 'live.giftName.rocket', message: '火箭' },
  giftFlower: /*i18n*/ { id: 'live.giftName.flower', message: '鲜花' },
  giftHeart: /*i18n*/ { id: 'live.giftName.heart', message: '比心' },
  giftTrophy: /*i18n*/ { id: 'live.giftName.trophy', message: '奖杯' },
  giftCar: /*i18n*/ { id: 'live.giftName.car', message: '跑车' },
  giftCrown: /*i18n*/ { id: 'live.giftName.crown', message: '皇冠' },
} as const satisfies Record<string, MessageDescriptor>

/**
 * §5: the 11 prohibitions every applicant reads and accepts; violators are banned from broadcasting.
 */
export const ANCHOR_PROHIBITIONS = [
  /*i18n*/ { id: 'live.rule.1', message: '禁止未满18周岁直播' },
  /*i18n*/ { id: 'live.rule.2', message: '禁止发表政治或攻击性言论' },
  /*i18n*/ { id: 'live.rule.3', message: '禁止任何违法行为' },
  /*i18n*/ { id: 'live.rule.4', message: '禁止淫秽色情内容' },
  /*i18n*/ { id: 'live.rule.5', message: '禁止展示毒品或武器' },
  /*i18n*/ { id: 'live.rule.6', message: '禁止发布广告' },
  /*i18n*/ { id: 'live.rule.7', message: '禁止歧视性语言' },
  /*i18n*/ { id: 'live.rule.8', message: '禁止直播时事新闻' },
  /*i18n*/ { id: 'live.rule.9', message: '禁止直播敏感网站' },
  /*i18n*/ { id: 'live.rule.10', message: '禁止吸烟或暴力行为' },
  /*i18n*/ { id: 'live.rule.11', message: '禁止展示其他平台标识' },
] as const satisfies readonly MessageDescriptor[]
