import type { FastifyBaseLogger } from 'fastify'
import type { OAuthProvider } from '../../protocol/auth'
import { CHALLENGE_DIFFICULTY } from '../../protocol/challenge'
import { isBotName } from '../auth/telegram'
import type { Config, SpendingRules } from '../config'
import { newSecret } from '../crypto/secrets'
import { alipayProvider, devCashier, type PaymentProvider } from '../payments/provider'
import { type CodeSender, createCodeSender, type OutboxMessage } from '../providers/code-sender'
import { DevOAuth, type OAuthClient, qqClient, wxClient } from '../providers/oauth'
import { createRealNameProvider, type RealNameProvider } from '../providers/real-name'

export type TelegramBot = { botName: string; botToken: string; dev: boolean }

/** The account side's providers and clock, made once per app from the configuration. */
export type AccountServices = {
  now: () => number
  sms: CodeSender
  email: CodeSender
  oauth: Record<OAuthProvider, OAuthClient | null>
  telegram: TelegramBot | null
  publicUrl: string | undefined
  adminMobiles: ReadonlySet<string>
  /** The human page of the dev outboxes the login modal points to; only in a local run. */
  localOutbox: string | null
  /** Leading zero bits of the proof-of-work challenges (tests lower it). */
  challengeDifficulty: number
  /** Codes one address may request an hour (CODE_SENDS_PER_ADDRESS). */
  codeSendsPerAddress: number
  /** The cashier of coin recharge: Alipay, the development cashier (local run), or none. */
  payments: PaymentProvider | null
  /** Real-name checks (REAL_NAME_PROVIDER) and the spending rules they serve (GIFTING_RULES). */
  realName: RealNameProvider
  spending: SpendingRules
}

/**
 * The development cashier's gateway as the SDK signs it; the handler swaps in the request's origin (the
 * page is /java/dev/alipay/gateway on this server).
 */
export const DEV_CASHIER_GATEWAY = 'http://dev-cashier.invalid/java/dev/alipay/gateway'

/** The local outbox page (server/routes/dev/outbox-page.ts). */
export const LOCAL_OUTBOX_PATH = '/java/dev/outbox'

/** The development bot's name; its token is made up at start, so only this process can sign for it. */
export const DEV_TELEGRAM_BOT = 'scorecast_dev_bot'

export function createAccountServices(
  config: Config,
  now: () => number = Date.now,
  log?: FastifyBaseLogger,
): AccountServices {
  const { accounts } = config
  // A local run's codes are printed in its terminal too, so nobody has to look for them.
  const printCode = ({ to, code }: OutboxMessage) =>
    log?.info(
      { to, outbox: LOCAL_OUTBOX_PATH },
      `LOGIN CODE for ${to}: ${code} (development provider; also on the local outbox page ${LOCAL_OUTBOX_PATH})`,
    )
  const oauth = (provider: OAuthProvider, credentials: { appId: string; secret: string } | null) => {
    if (credentials) return provider === 'qq' ? qqClient(credentials) : wxClient(credentials)
    return accounts.devLogins ? new DevOAuth(provider, now) : null
  }
  let telegram: TelegramBot | null = null
  if (accounts.telegram) telegram = { ...accounts.telegram, dev: false }
  else if (accounts.devLogins) telegram = { botName: DEV_TELEGRAM_BOT, botToken: `dev:${newSecret()}`, dev: true }
  if (telegram && !isBotName(telegram.botName))
    throw new Error(`Telegram bot name ${telegram.botName} must end with 'bot'`)
  return {
    now,
    sms: createCodeSender(accounts.sms, printCode),
    email: createCodeSender(accounts.email, printCode),
    oauth: { qq: oauth('qq', accounts.qq), wx: oauth('wx', accounts.wx) },
    telegram,
    publicUrl: accounts.publicUrl,
    payments: accounts.alipay
      ? alipayProvider(accounts.alipay)
      : accounts.devLogins
        ? devCashier(DEV_CASHIER_GATEWAY)
        : null,
    adminMobiles: new Set(accounts.adminMobiles),
    localOutbox:
      config.mode === 'local' && (accounts.sms.kind === 'dev' || accounts.email.kind === 'dev')
        ? LOCAL_OUTBOX_PATH
        : null,
    challengeDifficulty: CHALLENGE_DIFFICULTY,
    codeSendsPerAddress: accounts.codeSendsPerAddress,
    realName: createRealNameProvider(accounts.realName),
    spending: accounts.spending,
  }
}
