import { z } from 'zod'
import {
  emailSchema,
  loginProviderSchema,
  loginResultSchema,
  oauthProviderSchema,
  telegramAuthSchema,
  userSchema,
} from '../auth'
import { challengeAnswerSchema, challengeSchema } from '../challenge'
import { MESSAGES } from '../messages'
import { codeSchema, passwordSchema, phoneSchema } from '../validation'
import { type CallDef, noInput, queryInt } from './call-def'

/** Promotion channel the user arrived through (21 = Telegram, §9); optional. */
const promotionChannelId = z.number().int().min(0).max(1_000_000).optional()
/** The signature a partner's link carries beside its channel (`&ref=`): without it, no partner is credited. */
const promotionRef = z
  .string()
  .regex(/^[\w-]{1,64}$/)
  .optional()
/** Only China +86 is offered (§3 Country). */
const areaCode = z.literal('86').default('86')
/** Login checks only that a password was given; the strength rules apply when one is set (§5). */
const loginPassword = z
  .string({ error: MESSAGES.passwordRequired.id })
  .min(1, { error: MESSAGES.passwordRequired.id })
  .max(128)

/** A code was sent; another may be asked for after `cooldownSeconds`. */
const codeSentSchema = z.object({ cooldownSeconds: z.number().int().min(0) })

/** §7 Login and user: codes, passwords, QQ/WeChat/Telegram, sessions, email binding. */
export const LOGIN_CALLS = {
  getPCWXLoginAddress: {
    method: 'GET',
    path: '/login/getPCWXLoginAddress',
    summary: 'The WeChat authorize URL to redirect to; it comes back to the page with code and state.',
    input: z.object({ redirectUri: z.string().max(2048).optional() }).strict(),
    result: z.string(),
  },
  getPCQQLoginAddress: {
    method: 'GET',
    path: '/login/getPCQQLoginAddress',
    summary: 'The QQ authorize URL to redirect to; it comes back to the page with code and state.',
    input: z.object({ redirectUri: z.string().max(2048).optional() }).strict(),
    result: z.string(),
  },
  pcLoginByAccount: {
    method: 'GET',
    path: '/login/pcLoginByAccount',
    summary: 'Exchanges a QQ/WeChat code (state checked, single use): logs in, or wxBind false with a bind ticket.',
    input: z
      .object({
        code: z.string().min(1).max(512),
        state: z.string().min(1).max(128),
        type: oauthProviderSchema,
        promotionChannelId: queryInt.min(0).optional(),
        promotionRef,
      })
      .strict(),
    result: loginResultSchema,
  },
  bindAccount: {
    method: 'POST',
    path: '/login/bindAccount',
    summary: 'Binds a phone (SMS code) to the QQ/WeChat account of a bind ticket (accountNumber) and logs in.',
    input: z
      .object({
        mobile: phoneSchema,
        checkCode: codeSchema,
        accountNumber: z.string().min(1).max(128),
        qqOrWechatName: z.string().max(64).optional(),
        type: oauthProviderSchema,
        headimgurl: z.string().max(2048).optional(),
        promotionChannelId,
        promotionRef,
      })
      .strict(),
    result: loginResultSchema,
  },
  checkCode: {
    method: 'POST',
    path: '/login/checkCode',
    summary:
      'Code login (registers a new phone, with 200 coins). Telegram: mobile is the Telegram id, checkCode "telegram", promotionChannelId 21 and the signed widget data.',
    input: z.union([
      z
        .object({
          mobile: z.string().regex(/^\d{1,20}$/),
          checkCode: z.literal('telegram'),
          promotionChannelId: z.literal(21),
          telegram: telegramAuthSchema,
        })
        .strict(),
      z.object({ mobile: phoneSchema, checkCode: codeSchema, promotionChannelId, promotionRef }).strict(),
    ]),
    result: loginResultSchema,
  },
  mobileandpw: {
    method: 'POST',
    path: '/login/mobileandpw',
    summary:
      'Password login. Failures lock one address out of one account for 15 minutes; many on one account or from one address make further attempts carry a solved challenge (errorCode 4290).',
    input: z
      .object({
        mobile: phoneSchema,
        password: loginPassword,
        promotionChannelId,
        promotionRef,
        challenge: challengeAnswerSchema.optional(),
      })
      .strict(),
    result: loginResultSchema,
  },
  sendVerificationCode: {
    method: 'POST',
    path: '/login/sendVerificationCode',
    summary:
      'Sends a 6-digit SMS code (5 minutes, single use); refused within 60 s of the last one to the phone; past two an hour to one phone each needs a solved challenge (errorCode 4290).',
    input: z.object({ mobile: phoneSchema, areaCode, challenge: challengeAnswerSchema.optional() }).strict(),
    result: codeSentSchema,
  },
  loginChallenge: {
    method: 'POST',
    path: '/login/challenge',
    summary:
      'A proof-of-work challenge (protocol/challenge.ts) for a call that answered errorCode 4290; solved, it is sent with that call once.',
    input: noInput,
    result: challengeSchema,
  },
  modifyPassword: {
    method: 'POST',
    path: '/login/modifyPassword',
    summary: "Sets a new password with an SMS code (forgot/change password); ends all of the account's sessions.",
    input: z.object({ mobile: phoneSchema, areaCode, checkCode: codeSchema, password: passwordSchema }).strict(),
    result: z.null(),
  },
  getTokenInfo: {
    method: 'GET',
    path: '/login/getTokenInfo',
    summary: "The session's user and when the session expires.",
    input: noInput,
    result: z.object({ user: userSchema, expiresAt: z.number().int() }),
    auth: 'user',
  },
  logout: {
    method: 'POST',
    path: '/login/logout',
    summary: 'Ends this session (the token stops working) and clears the cookie.',
    input: noInput,
    result: z.null(),
    auth: 'user',
  },
  sendEmailCode: {
    method: 'POST',
    path: '/login/sendEmailCode',
    summary: 'Sends a 6-digit code to an email address to bind it; same limits as SMS codes.',
    input: z.object({ email: emailSchema, challenge: challengeAnswerSchema.optional() }).strict(),
    result: codeSentSchema,
    auth: 'user',
  },
  bindEmail: {
    method: 'POST',
    path: '/login/bindEmail',
    summary: 'Binds the email address the code was sent to.',
    input: z.object({ email: emailSchema, checkCode: codeSchema }).strict(),
    result: userSchema,
    auth: 'user',
  },
  loginProviders: {
    method: 'GET',
    path: '/login/providers',
    summary: 'Sign-in entries and whether each is configured, with the Telegram bot name and widget page.',
    input: noInput,
    result: z.object({
      providers: z.array(loginProviderSchema),
      telegram: z.object({ botName: z.string(), widgetUrl: z.string().nullable() }).nullable(),
      /**
       * A local run (server/run-mode.ts): codes are not sent but shown in the server's terminal and on this
       * page, which the login modal links to. Null (or absent, from older servers) otherwise.
       */
      localOutbox: z.string().nullable().optional(),
    }),
  },
} as const satisfies Record<string, CallDef>
