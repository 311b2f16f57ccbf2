import type { MessageDescriptor } from '../messages'

/**
 * Messages of accounts (login, codes, sessions, the user area and the coin ledger) that the server answers
 * in the request's `lan`. Login failures are worded so they never say whether a phone is registered.
 */
export const AUTH_MESSAGES = {
  codeWrong: /*i18n*/ { id: 'auth.code.wrong', message: '验证码错误或已失效' },
  codeTooSoon: /*i18n*/ { id: 'auth.code.tooSoon', message: '验证码已发送，请60秒后再试' },
  codeSendLimit: /*i18n*/ { id: 'auth.code.sendLimit', message: '验证码发送次数过多，请稍后再试' },
  codeSendFailed: /*i18n*/ { id: 'auth.code.sendFailed', message: '验证码发送失败，请稍后再试' },
  loginFailed: /*i18n*/ { id: 'auth.login.failed', message: '手机号码或密码错误' },
  loginLocked: /*i18n*/ { id: 'auth.login.locked', message: '登录失败次数过多，请稍后再试' },
  challengeRequired: /*i18n*/ { id: 'auth.challenge.required', message: '请求过于频繁，请完成安全验证后重试' },
  oauthFailed: /*i18n*/ { id: 'auth.oauth.failed', message: '授权登录失败，请重新登录' },
  oauthUnavailable: /*i18n*/ { id: 'auth.oauth.unavailable', message: '该登录方式暂未开放' },
  bindExpired: /*i18n*/ { id: 'auth.bind.expired', message: '绑定已超时，请重新登录' },
  telegramInvalid: /*i18n*/ { id: 'auth.telegram.invalid', message: 'Telegram 登录校验失败' },
  emailInvalid: /*i18n*/ { id: 'auth.email.invalid', message: '邮箱格式错误' },
  emailTaken: /*i18n*/ { id: 'auth.email.taken', message: '该邮箱已被其他账号绑定' },
  usernameInvalid: /*i18n*/ { id: 'auth.username.invalid', message: '昵称长度为2到16个字符' },
  signatureTooLong: /*i18n*/ { id: 'auth.signature.tooLong', message: '个性签名不能超过60个字符' },
  avatarInvalid: /*i18n*/ { id: 'auth.avatar.invalid', message: '头像须为不超过40KB的PNG、JPEG或WebP图片' },
  userNotFound: /*i18n*/ { id: 'auth.user.notFound', message: '用户不存在' },
  cannotFollowSelf: /*i18n*/ { id: 'auth.follow.self', message: '不能关注自己' },
  goldInsufficient: /*i18n*/ { id: 'auth.gold.insufficient', message: '金币不足' },
  newUserBonus: /*i18n*/ { id: 'auth.ledger.newUserBonus', message: '新用户注册奖励' },
  deletionPending: /*i18n*/ { id: 'auth.deletion.pending', message: '注销申请已提交，等待审核' },
} as const satisfies Record<string, MessageDescriptor>
