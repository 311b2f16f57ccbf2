import type { GameSlug } from './games'

/**
 * Messages that both sides show: validation rules of §5 and errors of §8. The server answers with them
 * in the request's `lan`; the client shows the same text. The `/*i18n*\/` mark lets Lingui extract them
 * into the catalogs in `locales/`.
 */
export type MessageDescriptor = { id: string; message: string }

export const MESSAGES = {
  systemError: /*i18n*/ { id: 'error.system', message: '系统异常 请稍后再试' },
  notFound: /*i18n*/ { id: 'error.notFound', message: '请求的接口不存在' },
  badRequest: /*i18n*/ { id: 'error.badRequest', message: '请求参数不正确' },
  sessionInvalid: /*i18n*/ { id: 'error.sessionInvalid', message: '登录已失效，请重新登录' },
  noPermission: /*i18n*/ { id: 'error.noPermission', message: '没有权限访问该页面' },
  crossSiteRefused: /*i18n*/ { id: 'error.crossSite', message: '请求来源不被允许，请在本站页面内操作' },
  tooManyRequests: /*i18n*/ { id: 'error.tooManyRequests', message: '操作过于频繁，请稍后再试' },
  serverBusy: /*i18n*/ { id: 'error.serverBusy', message: '服务繁忙，请稍后重试' },
  phoneRequired: /*i18n*/ { id: 'validation.phone.required', message: '手机号码不能为空!' },
  phoneInvalid: /*i18n*/ { id: 'validation.phone.invalid', message: '手机号码输入不规范!' },
  codeRequired: /*i18n*/ { id: 'validation.code.required', message: '验证码不能为空!' },
  passwordRequired: /*i18n*/ { id: 'validation.password.required', message: '密码不能为空!' },
  passwordMixed: /*i18n*/ { id: 'validation.password.mixed', message: '请输入字母和数字组合!' },
  passwordTooShort: /*i18n*/ { id: 'validation.password.tooShort', message: '密码不能小于8位!' },
  unknownGame: /*i18n*/ { id: 'validation.game.unknown', message: '未知的游戏' },
  invalidDate: /*i18n*/ { id: 'validation.date.invalid', message: '日期格式不正确' },
  matchNotFound: /*i18n*/ { id: 'error.match.notFound', message: '比赛不存在' },
  gameHot: /*i18n*/ { id: 'game.hot', message: '热门' },
  gameLol: /*i18n*/ { id: 'game.lol', message: '英雄联盟' },
  gameCsgo: /*i18n*/ { id: 'game.csgo', message: 'CS:GO' },
  gameKog: /*i18n*/ { id: 'game.kog', message: '王者荣耀' },
  gameDota2: /*i18n*/ { id: 'game.dota2', message: 'DOTA2' },
  gamePubg: /*i18n*/ { id: 'game.pubg', message: 'PUBG' },
  gamePubgMobile: /*i18n*/ { id: 'game.pubgmobile', message: '和平精英' },
  gameLolMobile: /*i18n*/ { id: 'game.lolmobile', message: '英雄联盟手游' },
  gameBasketball: /*i18n*/ { id: 'game.basketball', message: '篮球' },
  gameSoccer: /*i18n*/ { id: 'game.soccer', message: '足球' },
} as const satisfies Record<string, MessageDescriptor>

/** The display name of hot and of each game slug (protocol/games.ts), in spec order. */
export const GAME_NAMES = {
  hot: MESSAGES.gameHot,
  lol: MESSAGES.gameLol,
  csgo: MESSAGES.gameCsgo,
  kog: MESSAGES.gameKog,
  dota2: MESSAGES.gameDota2,
  pubg: MESSAGES.gamePubg,
  pubgmobile: MESSAGES.gamePubgMobile,
  lolmobile: MESSAGES.gameLolMobile,
  basketball: MESSAGES.gameBasketball,
  soccer: MESSAGES.gameSoccer,
} as const satisfies Record<GameSlug | 'hot', MessageDescriptor>

export type MessageKey = keyof typeof MESSAGES
