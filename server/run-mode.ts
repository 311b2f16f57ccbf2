import { isIP } from 'node:net'

/**
 * Local run or deployment, decided once at start-up (server/config.ts). A local run listens on a loopback
 * address with no real provider configured: only this machine can reach it, so login codes may be shown
 * on its terminal and outbox page, and demo rooms may play. Anything else is a deployment, where those
 * development conveniences are refused unless ALLOW_DEV_PROVIDERS=1 says so (and the log says it loudly).
 */
export type RunMode = 'local' | 'deployed'

/** NODE_ENV only says how the code runs; an empty or unknown value counts as production (fails closed). */
export type NodeEnv = 'development' | 'test' | 'production'

export function nodeEnvOf(value: string | undefined): NodeEnv {
  return value === 'development' || value === 'test' ? value : 'production'
}

/** 127.0.0.0/8, ::1 (also as ::ffff:127.x) and localhost. */
export function isLoopbackHost(host: string): boolean {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
  if (name === 'localhost' || name.endsWith('.localhost')) return true
  if (isIP(name) === 4) return name.startsWith('127.')
  if (isIP(name) === 6) return name === '::1' || /^::ffff:127\./.test(name) || /^(0{1,4}:){7}0{0,3}1$/.test(name)
  return false
}

/** The variables that decide the mode (a subset of the environment, already parsed). */
export type ModeInputs = {
  RUN_MODE?: 'local' | 'deployed' | undefined
  HOST: string
  SMS_PROVIDER?: string | undefined
  EMAIL_PROVIDER?: string | undefined
  QQ_APP_ID?: string | undefined
  ALIPAY_APP_ID?: string | undefined
  WX_APP_ID?: string | undefined
  TELEGRAM_BOT_TOKEN?: string | undefined
}

/** Why a run is a deployment (for the start-up messages), or null for a local run. */
export function deploymentReason(c: ModeInputs): string | null {
  if (c.RUN_MODE === 'deployed') return 'RUN_MODE=deployed'
  if (!isLoopbackHost(c.HOST)) return `HOST=${c.HOST} is not a loopback address`
  if (c.RUN_MODE === 'local') return null
  const configured = (['SMS_PROVIDER', 'EMAIL_PROVIDER'] as const).find((name) => c[name] && c[name] !== 'dev')
  if (configured) return `${configured}=${c[configured]} is configured`
  const credential = (['QQ_APP_ID', 'WX_APP_ID', 'TELEGRAM_BOT_TOKEN', 'ALIPAY_APP_ID'] as const).find(
    (name) => c[name],
  )
  return credential ? `${credential} is configured` : null
}
