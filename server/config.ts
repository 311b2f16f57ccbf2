import { join } from 'node:path'
import { z } from 'zod'
import { parseTrustProxy, type TrustProxy } from './http/client-address'
import { deploymentReason, type NodeEnv, nodeEnvOf, type RunMode } from './run-mode'

/** The operator's facts the certificate page shows (server/site/content.ts); null where not configured. */
export type SiteFacts = { company: string | null; icp: string | null; license: string | null; email: string | null }

/** Empty variables count as unset, so `PORT= npm start` means the default rather than an error. */
function env<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (value === '' ? undefined : value), schema)
}

const port = z.coerce.number().int().min(0).max(65_535)
const positive = z.coerce.number().positive()
/** As many demo rooms as server/demo has anchors for. */
export const DEMO_STREAMS_MAX = 6
export const DEMO_EXPERTS_MAX = 6

const configSchema = z.object({
  PORT: env(port.default(3000)),
  HOST: env(z.string().min(1).default('127.0.0.1')),
  TRUST_PROXY: env(z.string().max(2000).optional()),
  DATA_DIR: env(z.string().min(1).default('./data')),
  DATABASE_URL: env(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
  REDIS_URL: env(z.url({ protocol: /^rediss?$/ }).optional()),
  REDIS_PREFIX: env(
    z
      .string()
      .regex(/^[A-Za-z0-9_.:-]{1,64}$/, { error: 'letters, digits and _ . : - only, at most 64' })
      .default('scorecast'),
  ),
  SHUTDOWN_GRACE_MS: env(z.coerce.number().int().min(1000).max(600_000).default(10_000)),
  SHUTDOWN_DELAY_MS: env(z.coerce.number().int().min(0).max(120_000).default(0)),
  FEED_SPEED: env(positive.default(1)),
  FEED_PAST_DAYS: env(z.coerce.number().int().min(0).max(90).default(30)),
  FEED_PROVIDER: env(
    z
      .string()
      .default('builtin')
      .transform((value) => [...new Set(value.split(',').map((name) => name.trim()))])
      .pipe(
        z
          .array(
            z.enum(['builtin', 'load', 'pandascore', 'api-football', 'api-basketball'], {
              error: 'use builtin, load, pandascore, api-football or api-basketball (comma-separated)',
            }),
          )
          .min(1),
      ),
  ),
  PANDASCORE_TOKEN: env(z.string().min(8).optional()),
  PANDASCORE_API_URL: env(z.url({ protocol: /^https?$/ }).default('https://api.pandascore.co')),
  PANDASCORE_HOURLY_LIMIT: env(z.coerce.number().int().min(60).max(1_000_000).default(1000)),
  PANDASCORE_LIVE_URL: env(
    z
      .union([z.literal('off'), z.url({ protocol: /^wss?$/, error: "use a ws:// or wss:// address, or 'off'" })])
      .default('wss://live.pandascore.co'),
  ),
  API_FOOTBALL_KEY: env(z.string().min(8).optional()),
  API_FOOTBALL_URL: env(z.url({ protocol: /^https?$/ }).default('https://v3.football.api-sports.io')),
  API_FOOTBALL_DAILY_LIMIT: env(z.coerce.number().int().min(100).max(10_000_000).default(7500)),
  API_FOOTBALL_LEAGUES: env(
    z
      .string()
      .regex(/^\d+(,\d+)*$/, { error: 'comma-separated API-Football league ids, e.g. 39,140' })
      .default('39,140,135,78,61,169,2'),
  ),
  API_BASKETBALL_KEY: env(z.string().min(8).optional()),
  API_BASKETBALL_URL: env(z.url({ protocol: /^https?$/ }).default('https://v1.basketball.api-sports.io')),
  API_BASKETBALL_DAILY_LIMIT: env(z.coerce.number().int().min(100).max(10_000_000).default(7500)),
  API_BASKETBALL_LEAGUES: env(
    z
      .string()
      .regex(/^\d+(,\d+)*$/, { error: 'comma-separated API-Basketball league ids, e.g. 12' })
      .default('12'),
  ),
  LOAD_LIVE_MATCHES: env(z.coerce.number().int().min(1).max(100_000).default(1000)),
  LOAD_EVENTS_PER_SECOND: env(positive.max(100_000).default(500)),
  LOG_LEVEL: env(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info')),
  // Any value is accepted: an unknown one means production (server/run-mode.ts), never development.
  NODE_ENV: env(z.string().optional()),
  RUN_MODE: env(z.enum(['local', 'deployed']).optional()),
  ALLOW_DEV_PROVIDERS: env(z.enum(['0', '1']).default('0')),
  METRICS_TOKEN: env(z.string().min(16, { error: 'use at least 16 characters' }).optional()),
  STATIC_DIR: env(z.string().min(1).default('./dist')),
  SZ_URL: env(z.string().default('/')),
  PUBLIC_URL: env(z.url({ protocol: /^https?$/ }).optional()),
  SITE_COMPANY_NAME: env(z.string().max(100).optional()),
  SITE_ICP_NUMBER: env(z.string().max(100).optional()),
  SITE_LICENSE_NUMBER: env(z.string().max(100).optional()),
  SITE_CONTACT_EMAIL: env(z.email().optional()),
  SMS_PROVIDER: env(z.enum(['dev', 'webhook', 'none']).optional()),
  SMS_WEBHOOK_URL: env(z.url({ protocol: /^https?$/ }).optional()),
  SMS_WEBHOOK_TOKEN: env(z.string().optional()),
  EMAIL_PROVIDER: env(z.enum(['dev', 'webhook', 'none']).optional()),
  EMAIL_WEBHOOK_URL: env(z.url({ protocol: /^https?$/ }).optional()),
  EMAIL_WEBHOOK_TOKEN: env(z.string().optional()),
  QQ_APP_ID: env(z.string().optional()),
  QQ_APP_KEY: env(z.string().optional()),
  WX_APP_ID: env(z.string().optional()),
  WX_APP_SECRET: env(z.string().optional()),
  TELEGRAM_BOT_NAME: env(
    z
      .string()
      .regex(/^\w{2,29}bot$/i, { error: "a Telegram bot's name ends with 'bot'" })
      .optional(),
  ),
  TELEGRAM_BOT_TOKEN: env(z.string().optional()),
  ALIPAY_APP_ID: env(z.string().optional()),
  ALIPAY_PRIVATE_KEY: env(z.string().optional()),
  ALIPAY_PUBLIC_KEY: env(z.string().optional()),
  ALIPAY_GATEWAY: env(z.url({ protocol: /^https$/ }).optional()),
  ADMIN_MOBILES: env(z.string().default('')),
  GIFTING_RULES: env(z.enum(['prc', 'off']).default('prc')),
  SPEND_LIMIT_DAILY_COINS: env(z.coerce.number().int().min(0).max(1_000_000_000).default(5000)),
  SPEND_LIMIT_MONTHLY_COINS: env(z.coerce.number().int().min(0).max(1_000_000_000).default(20_000)),
  REAL_NAME_PROVIDER: env(z.enum(['dev', 'webhook', 'none']).optional()),
  REAL_NAME_WEBHOOK_URL: env(z.url({ protocol: /^https?$/ }).optional()),
  REAL_NAME_WEBHOOK_TOKEN: env(z.string().optional()),
  CODE_SENDS_PER_ADDRESS: env(z.coerce.number().int().min(1).max(100_000).default(20)),
  CHAT_FLOOD_LIMIT: env(z.coerce.number().int().min(0).max(1000).default(5)),
  SOCKETS_PER_ADDRESS: env(z.coerce.number().int().min(0).max(1_000_000).default(50)),
  INGEST: env(z.enum(['embedded', 'external', 'off']).default('embedded')),
  RTMP_PORT: env(port.default(1935)),
  HLS_DIR: env(z.string().min(1).optional()),
  PUBLIC_RTMP_URL: env(z.url({ protocol: /^rtmps?$/ }).optional()),
  INGEST_HOOK_SECRET: env(z.string().min(16, { error: 'use at least 16 characters' }).optional()),
  HLS_SIGNING_SECRET: env(z.string().min(32, { error: 'use at least 32 characters' }).optional()),
  FFMPEG_PATH: env(z.string().min(1).optional()),
  VIDEO_DIR: env(z.string().min(1).optional()),
  VIDEO_MAX_AGE_DAYS: env(z.coerce.number().min(0.001).max(36_500).default(30)),
  VIDEO_DISK_BUDGET_MB: env(z.coerce.number().int().min(1).max(1_000_000_000).default(10_240)),
  VIDEO_UPLOAD_MAX_MB: env(z.coerce.number().min(0.001).max(100_000).default(500)),
  DEMO_STREAMS: env(z.coerce.number().int().min(0).max(DEMO_STREAMS_MAX).optional()),
  DEMO_EXPERTS: env(z.coerce.number().int().min(0).max(DEMO_EXPERTS_MAX).optional()),
})

/** One line per variable, for the README and `--help`-style messages. */
export const CONFIG_DOCS = [
  ['PORT', '3000', 'HTTP and socket.io port (0 picks a free one).'],
  ['HOST', '127.0.0.1', 'Interface to listen on; 0.0.0.0 to accept connections from other machines.'],
  [
    'TRUST_PROXY',
    '(off)',
    "Whom to believe in X-Forwarded-For for the client's address (rate limits, socket caps): off ignores it; 'true' trusts every hop, a number that many proxies, or a comma list of proxy addresses/CIDRs.",
  ],
  [
    'DATA_DIR',
    './data',
    'Where the embedded PGlite database lives when DATABASE_URL is unset; one process per DATA_DIR (a lock file).',
  ],
  ['DATABASE_URL', '(unset)', 'postgres://… of a PostgreSQL server; unset means embedded PGlite in DATA_DIR.'],
  [
    'REDIS_URL',
    '(unset)',
    'redis://… for the socket.io Redis adapter, so several processes serve one audience; unreachable fails the start.',
  ],
  [
    'REDIS_PREFIX',
    'scorecast',
    "Prefix of the socket.io adapter's Redis channels: deployments that share one Redis each need their own.",
  ],
  [
    'SHUTDOWN_DELAY_MS',
    '0',
    'On SIGTERM, how long readiness answers 503 while new connections are still served, before the listener closes: the time your load balancer needs to see /readyz fail (0 behind nginx, which retries a refused connection on another node).',
  ],
  [
    'SHUTDOWN_GRACE_MS',
    '10000',
    'On SIGTERM, how long requests in flight may take to finish before the process stops anyway (it exits 1 if they did not). The process exits 0 once they have and its jobs have stopped.',
  ],
  ['FEED_SPEED', '1', 'Time multiplier of the match feed (10 plays matches ten times faster).'],
  [
    'FEED_PAST_DAYS',
    '30',
    'Days of results the built-in feed fills on a first start (0–90), newest first, after today’s matches are up.',
  ],
  [
    'FEED_PROVIDER',
    'builtin',
    "'builtin' simulates plausible matches; 'pandascore' reads real esports matches (PANDASCORE_TOKEN); 'load' drives many live matches for benchmarks. Comma-separated to combine.",
  ],
  [
    'PANDASCORE_TOKEN',
    '(unset)',
    'PandaScore REST token; needed with FEED_PROVIDER=pandascore (a refused token stops the start).',
  ],
  ['PANDASCORE_API_URL', 'https://api.pandascore.co', 'PandaScore REST base URL (the provider double in tests).'],
  [
    'PANDASCORE_HOURLY_LIMIT',
    '1000',
    "Your plan's REST requests per hour (1,000 on the smallest plan, 10,000 on the others); polling is planned from it.",
  ],
  [
    'PANDASCORE_LIVE_URL',
    'wss://live.pandascore.co',
    "PandaScore's live WebSocket API: frames of running LoL, CS and Dota 2 matches (kills, gold, rounds, win chance, the detail) where your plan has them; 'off' polls only.",
  ],
  [
    'API_FOOTBALL_KEY',
    '(unset)',
    'API-Football v3 key; needed with FEED_PROVIDER=api-football (a refused key stops the start).',
  ],
  ['API_FOOTBALL_URL', 'https://v3.football.api-sports.io', 'API-Football base URL (the provider double in tests).'],
  [
    'API_FOOTBALL_DAILY_LIMIT',
    '7500',
    "Your plan's requests per day (100 free, 7,500 Pro, 75,000 Ultra); polling is planned from it.",
  ],
  [
    'API_FOOTBALL_LEAGUES',
    '39,140,135,78,61,169,2',
    'API-Football league ids to follow (default: the Premier League, La Liga, Serie A, the Bundesliga, Ligue 1, the CSL and the Champions League).',
  ],
  [
    'API_BASKETBALL_KEY',
    '(unset)',
    'API-Basketball v1 key; needed with FEED_PROVIDER=api-basketball (a refused key stops the start).',
  ],
  [
    'API_BASKETBALL_URL',
    'https://v1.basketball.api-sports.io',
    'API-Basketball base URL (the provider double in tests).',
  ],
  [
    'API_BASKETBALL_DAILY_LIMIT',
    '7500',
    "Your plan's requests per day (100 free, 7,500 Pro); polling is planned from it.",
  ],
  [
    'API_BASKETBALL_LEAGUES',
    '12',
    "API-Basketball league ids to follow (default: the NBA; add the CBA's id from /leagues?country=China).",
  ],
  ['LOAD_LIVE_MATCHES', '1000', 'Live matches the load provider keeps going.'],
  ['LOAD_EVENTS_PER_SECOND', '500', 'Score events per second the load provider pushes.'],
  ['LOG_LEVEL', 'info', 'pino level: fatal, error, warn, info, debug, trace or silent.'],
  [
    'NODE_ENV',
    'production',
    'How the code runs: development, test or production (`npm start` sets production); empty or unknown means production. It does not decide the run mode.',
  ],
  [
    'RUN_MODE',
    '(auto)',
    "'local' or 'deployed'. Unset: a local run when HOST is loopback (127.0.0.0/8, ::1, localhost) and no SMS/email gateway, QQ, WeChat or Telegram credentials are set; otherwise a deployment.",
  ],
  [
    'ALLOW_DEV_PROVIDERS',
    '0',
    '1 lets a deployment keep development providers (codes in the log and at /java/dev/*, which answers direct requests from this machine only), dev login pages and demo rooms; logged as a warning at start. Never on a public server.',
  ],
  [
    'METRICS_TOKEN',
    '(unset)',
    'Bearer token /metrics requires (Authorization: Bearer …). Unset: /metrics is open in a local run and off in a deployment.',
  ],
  ['STATIC_DIR', './dist', 'The built client the server serves (with the SPA fallback).'],
  ['SZ_URL', '/', 'Base URL of static assets and uploads, returned as szUrl by /java/system/config.'],
  [
    'PUBLIC_URL',
    '(unset)',
    "The public origin (https://…) for OAuth redirects and payment notifications; required with Alipay. Unset means the request's own host (OAuth) and, for the development cashier, this server.",
  ],
  ['SITE_COMPANY_NAME', '(unset)', 'The operator shown on /certificate (marked not configured when unset).'],
  ['SITE_ICP_NUMBER', '(unset)', 'The ICP filing number shown on /certificate.'],
  ['SITE_LICENSE_NUMBER', '(unset)', 'The business licence number shown on /certificate.'],
  ['SITE_CONTACT_EMAIL', '(unset)', 'The contact email shown on /certificate.'],
  [
    'SMS_PROVIDER',
    'dev',
    "'dev' (a local run's default) prints codes in the terminal and keeps them in the local outbox /java/dev/outbox; 'webhook' posts them to SMS_WEBHOOK_URL; 'none' sends nothing. A deployment must set webhook or none.",
  ],
  ['SMS_WEBHOOK_URL', '(unset)', 'Gateway receiving {to, code, text} as JSON for each SMS (SMS_PROVIDER=webhook).'],
  ['SMS_WEBHOOK_TOKEN', '(unset)', 'Bearer token sent to SMS_WEBHOOK_URL.'],
  [
    'EMAIL_PROVIDER',
    'dev',
    "As SMS_PROVIDER, for email codes: 'dev' (local outbox), 'webhook' or 'none'; a deployment must set webhook or none.",
  ],
  [
    'EMAIL_WEBHOOK_URL',
    '(unset)',
    'Gateway receiving {to, code, text} as JSON for each email (EMAIL_PROVIDER=webhook).',
  ],
  ['EMAIL_WEBHOOK_TOKEN', '(unset)', 'Bearer token sent to EMAIL_WEBHOOK_URL.'],
  [
    'QQ_APP_ID',
    '(unset)',
    'QQ Connect app id; with QQ_APP_KEY enables real QQ login (else, in a local run, the dev authorize page).',
  ],
  ['QQ_APP_KEY', '(unset)', 'QQ Connect app key (secret).'],
  ['WX_APP_ID', '(unset)', 'WeChat Open Platform app id; with WX_APP_SECRET enables real WeChat login.'],
  ['WX_APP_SECRET', '(unset)', 'WeChat Open Platform app secret.'],
  [
    'TELEGRAM_BOT_NAME',
    '(unset)',
    "Telegram login bot (its name ends with 'bot'); with TELEGRAM_BOT_TOKEN enables it.",
  ],
  [
    'TELEGRAM_BOT_TOKEN',
    '(unset)',
    "The bot's token; login data is checked against it. Unset in a local run: a dev bot is used.",
  ],
  [
    'ALIPAY_APP_ID',
    '(unset)',
    "Alipay app id for coin recharge (PC web pay); with ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY. Unset: a local run's development cashier, a deployment has no recharge.",
  ],
  [
    'ALIPAY_PRIVATE_KEY',
    '(unset)',
    "The app's RSA2 private key (PEM or one base64 line, PKCS#1 or PKCS#8); a secret, never in the repository.",
  ],
  ['ALIPAY_PUBLIC_KEY', '(unset)', "Alipay's public key, which verifies notifications and returns."],
  ['ALIPAY_GATEWAY', 'https://openapi.alipay.com/gateway.do', "Alipay's gateway (the sandbox's for testing)."],
  ['ADMIN_MOBILES', '(empty)', 'Comma-separated phones that get the administrator role when they log in.'],
  [
    'GIFTING_RULES',
    'prc',
    "'prc' (China's rules on live-stream tipping): only accounts whose real-name check passed, aged 18 or more, may recharge, send gifts, buy plans, open boxes or unlock paid rooms, within the spend limits; 'off' where local rules differ.",
  ],
  ['SPEND_LIMIT_DAILY_COINS', '5000', 'Coins an adult may spend per Beijing day (gifts, plans, boxes, paid rooms).'],
  ['SPEND_LIMIT_MONTHLY_COINS', '20000', 'Coins an adult may spend per Beijing month.'],
  [
    'REAL_NAME_PROVIDER',
    'dev (local), none (deployed)',
    "'dev' checks the ID number's own rules (birth date, check character) and takes any name but 不匹配; 'webhook' asks REAL_NAME_WEBHOOK_URL; 'none' checks nobody (nobody may spend under GIFTING_RULES=prc). A deployment refuses 'dev'.",
  ],
  [
    'REAL_NAME_WEBHOOK_URL',
    '(unset)',
    'Verification gateway receiving {name, idNumber} as JSON and answering {match, birthDate?} (REAL_NAME_PROVIDER=webhook).',
  ],
  ['REAL_NAME_WEBHOOK_TOKEN', '(unset)', 'Bearer token sent to REAL_NAME_WEBHOOK_URL.'],
  [
    'CODE_SENDS_PER_ADDRESS',
    '20',
    'Login codes one client address may request per hour (2.5 times that per day); see TRUST_PROXY.',
  ],
  ['CHAT_FLOOD_LIMIT', '5', 'Chat lines one user may send per 3 s across rooms; 0 turns the limit off (benchmarks).'],
  [
    'SOCKETS_PER_ADDRESS',
    '50',
    'Sockets one client address may hold open on one process (see TRUST_PROXY); 0 turns the cap off (benchmarks).',
  ],
  [
    'INGEST',
    'embedded',
    "Video ingest: 'embedded' RTMP server + ffmpeg to HLS; 'external' nginx-rtmp (deploy/nginx-rtmp); 'off'.",
  ],
  ['RTMP_PORT', '1935', 'RTMP port of the embedded ingest, on HOST (0 picks a free one).'],
  ['HLS_DIR', '<DATA_DIR>/hls', 'Where HLS playlists and segments are written and served from, one folder per room.'],
  ['PUBLIC_RTMP_URL', '(unset)', 'Stream address anchors push to (rtmp://host:port/live); unset means this host.'],
  ['INGEST_HOOK_SECRET', '(unset)', 'Secret nginx passes to the /ingest/on_* hooks; required with INGEST=external.'],
  [
    'HLS_SIGNING_SECRET',
    '(generated)',
    "Key signing viewers' HLS addresses; unset means a random one made once and kept in the database.",
  ],
  [
    'FFMPEG_PATH',
    '(unset)',
    "ffmpeg (≥ 5.1, with ffprobe beside it) for live video and uploads; unset means 'ffmpeg' on PATH. Checked at start: a deployment that takes video does not start without one.",
  ],
  [
    'VIDEO_DIR',
    '<DATA_DIR>/videos',
    'Where replays (each broadcast, recorded as it streams) and highlight clips are kept, one folder per video.',
  ],
  [
    'VIDEO_MAX_AGE_DAYS',
    '30',
    'Replays and clips that ended longer ago than this are removed (checked every 10 minutes).',
  ],
  [
    'VIDEO_DISK_BUDGET_MB',
    '10240',
    'Disk the videos may take together; above it the oldest replays are removed first, then the oldest uploads, then the oldest clips.',
  ],
  [
    'VIDEO_UPLOAD_MAX_MB',
    '500',
    'Largest MP4/MOV file an anchor, creator, expert or administrator may upload (streamed to VIDEO_DIR, then transcoded to HLS).',
  ],
  [
    'DEMO_STREAMS',
    '2 (local), 0 (deployed)',
    'Demo live rooms (up to 6) with generated video, chat and gifts, pushed through the embedded ingest; 0 is off. A deployment refuses more than 0 without ALLOW_DEV_PROVIDERS=1.',
  ],
  [
    'DEMO_EXPERTS',
    '6 (local), 0 (deployed)',
    "Demo experts (up to 6, marked as demo) publishing plans on the feed's upcoming matches, earning their records from the settled results; 0 is off. A deployment refuses more than 0 without ALLOW_DEV_PROVIDERS=1.",
  ],
] as const satisfies readonly (readonly [keyof z.input<typeof configSchema>, string, string])[]

export type Config = {
  port: number
  host: string
  /** TRUST_PROXY, as Fastify's trustProxy and the socket layer's client address use it. */
  trustProxy: TrustProxy
  dataDir: string
  databaseUrl: string | undefined
  redisUrl: string | undefined
  /** REDIS_PREFIX: the socket.io adapter's channel prefix, so deployments can share one Redis. */
  redisPrefix: string
  /** SHUTDOWN_DELAY_MS and SHUTDOWN_GRACE_MS: the drain on SIGTERM (server/main.ts). */
  shutdown: { delayMs: number; graceMs: number }
  feedSpeed: number
  /** Days of results the built-in feed fills on a first start. */
  feedPastDays: number
  feedProvider: Array<'builtin' | 'load' | 'pandascore' | 'api-football' | 'api-basketball'>
  /** API-Basketball's key, URL, daily budget and leagues when FEED_PROVIDER names it. */
  apiBasketball: { key: string; baseUrl: string; dailyLimit: number; leagues: number[] } | undefined
  /** API-Football's key, URL, daily budget and leagues when FEED_PROVIDER names it. */
  apiFootball: { key: string; baseUrl: string; dailyLimit: number; leagues: number[] } | undefined
  /** PandaScore's token, URL and hourly budget when FEED_PROVIDER names it. */
  pandascore: { token: string; baseUrl: string; hourlyLimit: number; liveUrl: string | null } | undefined
  load: { liveMatches: number; eventsPerSecond: number }
  logLevel: z.infer<typeof configSchema>['LOG_LEVEL']
  nodeEnv: NodeEnv
  /** Local run or deployment (server/run-mode.ts); decides the defaults below and what is refused. */
  mode: RunMode
  /** ALLOW_DEV_PROVIDERS=1 in a deployment: development providers, dev pages and demo rooms allowed. */
  devInDeployment: boolean
  /** Bearer token of /metrics; unset means open in a local run and off in a deployment. */
  metricsToken: string | undefined
  staticDir: string
  szUrl: string
  /** The operator's facts for /certificate (null: not configured). */
  site: SiteFacts
  accounts: AccountConfig
  /** Chat lines one user may send per 3 s (CHAT_FLOOD_LIMIT); 0 is no limit. */
  chatFloodLimit: number
  /** Sockets one address may hold open on this process (SOCKETS_PER_ADDRESS); 0 is no cap. */
  socketsPerAddress: number
  ingest: IngestConfig
  /** Demo live rooms to run (DEMO_STREAMS, server/demo); 0 is none. */
  demoStreams: number
  /** Demo experts publishing plans (DEMO_EXPERTS, server/demo/experts.ts); 0 is none. */
  demoExperts: number
}

/** The video ingest (server/ingest). */
export type IngestConfig = {
  mode: 'embedded' | 'external' | 'off'
  rtmpPort: number
  hlsDir: string
  publicRtmpUrl: string | undefined
  hookSecret: string | undefined
  /** HLS_SIGNING_SECRET; undefined means the key kept in the database (server/media/hls-signing.ts). */
  signingSecret: string | undefined
  ffmpegPath: string | undefined
  /** Replays, clips and uploads (server/videos): VIDEO_DIR, VIDEO_MAX_AGE_DAYS, VIDEO_DISK_BUDGET_MB, VIDEO_UPLOAD_MAX_MB. */
  videos: { dir: string; maxAgeMs: number; budgetBytes: number; uploadMaxBytes: number }
}

type Gateway = { url: string; token: string | undefined }
/** Where codes go: 'dev' is the in-process outbox; 'none' refuses to send. */
export type CodeProviderConfig = { kind: 'dev' } | { kind: 'none' } | ({ kind: 'webhook' } & Gateway)

/** GIFTING_RULES and the spend limits. */
export type SpendingRules = {
  mode: 'prc' | 'off'
  /** Coins an adult may spend per Beijing day and per Beijing month. */
  dailyCoins: number
  monthlyCoins: number
}

export type AccountConfig = {
  publicUrl: string | undefined
  sms: CodeProviderConfig
  email: CodeProviderConfig
  qq: { appId: string; secret: string } | null
  wx: { appId: string; secret: string } | null
  telegram: { botName: string; botToken: string } | null
  /** Alipay PC web pay for coin recharge; without it a local run uses the development cashier. */
  alipay: { appId: string; privateKey: string; alipayPublicKey: string; gateway?: string } | null
  /** In a local run (or with ALLOW_DEV_PROVIDERS=1), missing OAuth/Telegram credentials mean the dev pages. */
  devLogins: boolean
  adminMobiles: string[]
  /** Who may spend coins, and how many (GIFTING_RULES, SPEND_LIMIT_*; server/ledger/spending.ts). */
  spending: SpendingRules
  /** Real-name checks (REAL_NAME_PROVIDER; server/providers/real-name.ts). */
  realName: CodeProviderConfig
  /** CODE_SENDS_PER_ADDRESS: codes one address may request an hour (2.5× a day). */
  codeSendsPerAddress: number
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads the configuration from the environment; a bad value throws a ConfigError naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(source)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?')
      return `${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`
    })
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`)
  }
  const c = parsed.data
  if (c.FEED_PROVIDER.includes('pandascore') && !c.PANDASCORE_TOKEN)
    throw new ConfigError(
      'Invalid configuration: FEED_PROVIDER=pandascore needs PANDASCORE_TOKEN (from your PandaScore dashboard)',
    )
  const reason = deploymentReason(c)
  const mode: RunMode = reason === null ? 'local' : 'deployed'
  if (c.RUN_MODE === 'local' && reason !== null)
    throw new ConfigError(`Invalid configuration: RUN_MODE=local needs a loopback HOST, but ${reason}`)
  const devAllowed = mode === 'local' || c.ALLOW_DEV_PROVIDERS === '1'
  if (!devAllowed) refuseDevInDeployment(c, reason ?? '')
  return {
    port: c.PORT,
    host: c.HOST,
    trustProxy: trustProxyOf(c.TRUST_PROXY),
    dataDir: c.DATA_DIR,
    databaseUrl: c.DATABASE_URL,
    redisUrl: c.REDIS_URL,
    redisPrefix: c.REDIS_PREFIX,
    shutdown: { delayMs: c.SHUTDOWN_DELAY_MS, graceMs: c.SHUTDOWN_GRACE_MS },
    feedSpeed: c.FEED_SPEED,
    feedPastDays: c.FEED_PAST_DAYS,
    feedProvider: c.FEED_PROVIDER,
    pandascore: c.PANDASCORE_TOKEN
      ? {
          token: c.PANDASCORE_TOKEN,
          baseUrl: c.PANDASCORE_API_URL,
          hourlyLimit: c.PANDASCORE_HOURLY_LIMIT,
          liveUrl: c.PANDASCORE_LIVE_URL === 'off' ? null : c.PANDASCORE_LIVE_URL,
        }
      : undefined,
    apiBasketball: c.API_BASKETBALL_KEY
      ? {
          key: c.API_BASKETBALL_KEY,
          baseUrl: c.API_BASKETBALL_URL,
          dailyLimit: c.API_BASKETBALL_DAILY_LIMIT,
          leagues: c.API_BASKETBALL_LEAGUES.split(',').map(Number),
        }
      : undefined,
    apiFootball: c.API_FOOTBALL_KEY
      ? {
          key: c.API_FOOTBALL_KEY,
          baseUrl: c.API_FOOTBALL_URL,
          dailyLimit: c.API_FOOTBALL_DAILY_LIMIT,
          leagues: c.API_FOOTBALL_LEAGUES.split(',').map(Number),
        }
      : undefined,
    load: { liveMatches: c.LOAD_LIVE_MATCHES, eventsPerSecond: c.LOAD_EVENTS_PER_SECOND },
    logLevel: c.LOG_LEVEL,
    nodeEnv: nodeEnvOf(c.NODE_ENV),
    mode,
    devInDeployment: mode === 'deployed' && devAllowed,
    metricsToken: c.METRICS_TOKEN,
    staticDir: c.STATIC_DIR,
    szUrl: c.SZ_URL,
    site: {
      company: c.SITE_COMPANY_NAME ?? null,
      icp: c.SITE_ICP_NUMBER ?? null,
      license: c.SITE_LICENSE_NUMBER ?? null,
      email: c.SITE_CONTACT_EMAIL ?? null,
    },
    accounts: accountConfig(c, devAllowed),
    chatFloodLimit: c.CHAT_FLOOD_LIMIT,
    socketsPerAddress: c.SOCKETS_PER_ADDRESS,
    ingest: ingestConfig(c),
    demoStreams: c.DEMO_STREAMS ?? (devAllowed ? 2 : 0),
    demoExperts: c.DEMO_EXPERTS ?? (devAllowed ? DEMO_EXPERTS_MAX : 0),
  }
}

/**
 * A deployment without ALLOW_DEV_PROVIDERS=1: anything that would show codes to anyone or mint demo coins
 * is refused, and the code gateways must be chosen explicitly, so a forgotten variable is an error at start
 * rather than a portal nobody can log in to.
 */
function refuseDevInDeployment(c: z.infer<typeof configSchema>, reason: string): void {
  const problems: string[] = []
  for (const [name, url] of [
    ['SMS_PROVIDER', 'SMS_WEBHOOK_URL'],
    ['EMAIL_PROVIDER', 'EMAIL_WEBHOOK_URL'],
  ] as const) {
    const value = c[name]
    if (value === 'dev') problems.push(`${name}=dev would let anyone read login codes; set ${name}=webhook with ${url}`)
    else if (!value) problems.push(`set ${name}=webhook (with ${url}) or ${name}=none`)
  }
  if (c.REAL_NAME_PROVIDER === 'dev')
    problems.push('REAL_NAME_PROVIDER=dev verifies any well-formed ID number; set REAL_NAME_PROVIDER=webhook or none')
  if (c.DEMO_STREAMS)
    problems.push(`DEMO_STREAMS=${c.DEMO_STREAMS} runs demo rooms that mint coins; set DEMO_STREAMS=0`)
  if (c.DEMO_EXPERTS)
    problems.push(`DEMO_EXPERTS=${c.DEMO_EXPERTS} runs demo experts publishing plans; set DEMO_EXPERTS=0`)
  if (problems.length === 0) return
  throw new ConfigError(
    `This is a deployment (${reason}): ${problems.join('; ')}. ` +
      'To keep development providers and demo rooms anyway, set ALLOW_DEV_PROVIDERS=1 (never on a public server); ' +
      'for a local run, listen on 127.0.0.1 without gateways or credentials.',
  )
}

function trustProxyOf(value: string | undefined): TrustProxy {
  try {
    return parseTrustProxy(value)
  } catch (error) {
    throw new ConfigError(`Invalid configuration: TRUST_PROXY=${JSON.stringify(value)}: ${String(error)}`)
  }
}

function ingestConfig(c: z.infer<typeof configSchema>): IngestConfig {
  if (c.INGEST === 'external' && !c.INGEST_HOOK_SECRET)
    throw new ConfigError('Invalid configuration: INGEST=external needs INGEST_HOOK_SECRET (the hooks are public)')
  return {
    mode: c.INGEST,
    rtmpPort: c.RTMP_PORT,
    hlsDir: c.HLS_DIR ?? join(c.DATA_DIR, 'hls'),
    publicRtmpUrl: c.PUBLIC_RTMP_URL,
    hookSecret: c.INGEST_HOOK_SECRET,
    signingSecret: c.HLS_SIGNING_SECRET,
    ffmpegPath: c.FFMPEG_PATH,
    videos: {
      dir: c.VIDEO_DIR ?? join(c.DATA_DIR, 'videos'),
      maxAgeMs: Math.round(c.VIDEO_MAX_AGE_DAYS * 24 * 60 * 60_000),
      budgetBytes: c.VIDEO_DISK_BUDGET_MB * 1024 * 1024,
      uploadMaxBytes: Math.round(c.VIDEO_UPLOAD_MAX_MB * 1024 * 1024),
    },
  }
}

/** All three of ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY, or none (PEM, or one base64 line). */
function alipayConfig(c: z.infer<typeof configSchema>): AccountConfig['alipay'] {
  const { ALIPAY_APP_ID: appId, ALIPAY_PRIVATE_KEY: privateKey, ALIPAY_PUBLIC_KEY: alipayPublicKey } = c
  if (!appId && !privateKey && !alipayPublicKey) return null
  if (!appId || !privateKey || !alipayPublicKey)
    throw new ConfigError(
      'Invalid configuration: Alipay needs ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY together',
    )
  // Alipay posts its notifications and returns the browser to addresses the order names: they come from
  // PUBLIC_URL, never from a request's Host header, which the caller writes.
  if (!c.PUBLIC_URL)
    throw new ConfigError(
      "Invalid configuration: PUBLIC_URL is required with Alipay (its notifications and returns go to this portal's public address)",
    )
  if (c.ALLOW_DEV_PROVIDERS === '1')
    throw new ConfigError(
      'Invalid configuration: ALLOW_DEV_PROVIDERS=1 cannot run beside a real payment provider (ALIPAY_APP_ID): the development providers mint logins and coins',
    )
  return { appId, privateKey, alipayPublicKey, ...(c.ALIPAY_GATEWAY ? { gateway: c.ALIPAY_GATEWAY } : {}) }
}

function accountConfig(c: z.infer<typeof configSchema>, devAllowed: boolean): AccountConfig {
  const codes = (kind: 'dev' | 'webhook' | 'none' | undefined, url: string | undefined, token: string | undefined) => {
    const chosen = kind ?? (devAllowed ? 'dev' : 'none')
    if (chosen !== 'webhook') return { kind: chosen }
    if (!url) throw new ConfigError('Invalid configuration: a webhook provider needs its *_WEBHOOK_URL')
    // Login codes, identities and the gateway's token travel in it: plain http only to this machine.
    const { protocol, hostname } = new URL(url)
    if (protocol !== 'https:' && !['localhost', '127.0.0.1', '[::1]'].includes(hostname))
      throw new ConfigError(
        `Invalid configuration: *_WEBHOOK_URL must be https:// (codes, identities and its token travel in it), not ${url}`,
      )
    return { kind: chosen, url, token }
  }
  const pair = (appId: string | undefined, secret: string | undefined) => (appId && secret ? { appId, secret } : null)
  return {
    publicUrl: c.PUBLIC_URL,
    sms: codes(c.SMS_PROVIDER, c.SMS_WEBHOOK_URL, c.SMS_WEBHOOK_TOKEN),
    realName: codes(c.REAL_NAME_PROVIDER, c.REAL_NAME_WEBHOOK_URL, c.REAL_NAME_WEBHOOK_TOKEN),
    spending: {
      mode: c.GIFTING_RULES,
      dailyCoins: c.SPEND_LIMIT_DAILY_COINS,
      monthlyCoins: c.SPEND_LIMIT_MONTHLY_COINS,
    },
    email: codes(c.EMAIL_PROVIDER, c.EMAIL_WEBHOOK_URL, c.EMAIL_WEBHOOK_TOKEN),
    qq: pair(c.QQ_APP_ID, c.QQ_APP_KEY),
    wx: pair(c.WX_APP_ID, c.WX_APP_SECRET),
    telegram:
      c.TELEGRAM_BOT_NAME && c.TELEGRAM_BOT_TOKEN
        ? { botName: c.TELEGRAM_BOT_NAME, botToken: c.TELEGRAM_BOT_TOKEN }
        : null,
    alipay: alipayConfig(c),
    devLogins: devAllowed,
    adminMobiles: c.ADMIN_MOBILES.split(',')
      .map((m) => m.trim())
      .filter(Boolean),
    codeSendsPerAddress: c.CODE_SENDS_PER_ADDRESS,
  }
}
