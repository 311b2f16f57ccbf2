import { describe, expect, it } from 'vitest'
import { CONFIG_DOCS, loadConfig } from './config'

describe('configuration', () => {
  it('has the documented defaults', () => {
    expect(loadConfig({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      trustProxy: false,
      dataDir: './data',
      databaseUrl: undefined,
      redisUrl: undefined,
      redisPrefix: 'scorecast',
      shutdown: { delayMs: 0, graceMs: 10_000 },
      feedSpeed: 1,
      feedPastDays: 30,
      feedProvider: ['builtin'],
      load: { liveMatches: 1000, eventsPerSecond: 500 },
      logLevel: 'info',
      nodeEnv: 'production',
      mode: 'local',
      devInDeployment: false,
      metricsToken: undefined,
      staticDir: './dist',
      szUrl: '/',
      site: { company: null, icp: null, license: null, email: null },
      accounts: {
        publicUrl: undefined,
        sms: { kind: 'dev' },
        email: { kind: 'dev' },
        qq: null,
        wx: null,
        telegram: null,
        alipay: null,
        devLogins: true,
        adminMobiles: [],
        spending: { mode: 'prc', dailyCoins: 5000, monthlyCoins: 20_000 },
        realName: { kind: 'dev' },
        codeSendsPerAddress: 20,
      },
      chatFloodLimit: 5,
      socketsPerAddress: 50,
      ingest: {
        mode: 'embedded',
        rtmpPort: 1935,
        hlsDir: 'data/hls',
        publicRtmpUrl: undefined,
        hookSecret: undefined,
        ffmpegPath: undefined,
        videos: {
          dir: 'data/videos',
          maxAgeMs: 30 * 86_400_000,
          budgetBytes: 10_240 * 1024 * 1024,
          uploadMaxBytes: 500 * 1024 * 1024,
        },
      },
      demoStreams: 2,
      demoExperts: 6,
    })
  })

  it('reads and coerces the environment, treating empty values as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      FEED_SPEED: '10',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/scorecast',
      REDIS_URL: 'redis://127.0.0.1:6379',
      FEED_PROVIDER: 'load',
      HOST: '',
    })
    expect(config).toMatchObject({ port: 8080, feedSpeed: 10, feedProvider: ['load'], host: '127.0.0.1' })
    expect(config.databaseUrl).toBe('postgres://postgres@127.0.0.1:5432/scorecast')
  })

  it('reads TRUST_PROXY: off by default, true, a hop count or proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback'])
    expect(() => loadConfig({ TRUST_PROXY: 'not-an-address' })).toThrow(/TRUST_PROXY/)
  })

  it('names the variable of a bad value', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT="eighty"/)
    expect(() => loadConfig({ FEED_SPEED: '-1' })).toThrow(/FEED_SPEED/)
    expect(() => loadConfig({ FEED_PAST_DAYS: '365' })).toThrow(/FEED_PAST_DAYS/)
    expect(loadConfig({ FEED_PAST_DAYS: '0' }).feedPastDays).toBe(0)
    expect(() => loadConfig({ FEED_PROVIDER: 'random' })).toThrow(/FEED_PROVIDER/)
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => loadConfig({ DEMO_STREAMS: '7' })).toThrow(/DEMO_STREAMS/)
    expect(() => loadConfig({ DEMO_EXPERTS: '7' })).toThrow(/DEMO_EXPERTS/)
    expect(() => loadConfig({ ALIPAY_APP_ID: '2021', SMS_PROVIDER: 'none', EMAIL_PROVIDER: 'none' })).toThrow(
      /ALIPAY_PRIVATE_KEY/,
    )
    expect(() => loadConfig({ LOG_LEVEL: 'loud', PORT: '70000' })).toThrow(/PORT.*LOG_LEVEL|LOG_LEVEL.*PORT/)
  })

  it('refuses a code gateway over plain http unless it is on this machine', () => {
    const gateway = (url: string) => () =>
      loadConfig({ SMS_PROVIDER: 'webhook', SMS_WEBHOOK_URL: url, EMAIL_PROVIDER: 'none', HOST: '0.0.0.0' })
    expect(gateway('http://sms.example/send')).toThrow(/must be https:\/\//)
    expect(gateway('https://sms.example/send')).not.toThrow()
    expect(gateway('http://127.0.0.1:9000/send')).not.toThrow()
  })

  it('reads the certificate facts, and refuses a malformed contact email', () => {
    expect(loadConfig({ SITE_ICP_NUMBER: '京ICP备00000000号', SITE_CONTACT_EMAIL: 'ops@example.com' }).site).toEqual({
      company: null,
      icp: '京ICP备00000000号',
      license: null,
      email: 'ops@example.com',
    })
    expect(() => loadConfig({ SITE_CONTACT_EMAIL: 'not-an-email' })).toThrow(/SITE_CONTACT_EMAIL/)
  })

  it('follows PandaScore live by default, polls only with PANDASCORE_LIVE_URL=off, and refuses an address that is not a WebSocket', () => {
    const env = { FEED_PROVIDER: 'pandascore', PANDASCORE_TOKEN: 'token-12345678' }
    expect(loadConfig(env).pandascore?.liveUrl).toBe('wss://live.pandascore.co')
    expect(loadConfig({ ...env, PANDASCORE_LIVE_URL: 'off' }).pandascore?.liveUrl).toBeNull()
    expect(() => loadConfig({ ...env, PANDASCORE_LIVE_URL: 'https://live.pandascore.co' })).toThrow(
      /PANDASCORE_LIVE_URL/,
    )
  })

  it('documents every variable it reads', () => {
    const documented = CONFIG_DOCS.map(([name]) => name).sort()
    expect(documented).toEqual(
      [
        'PORT',
        'HOST',
        'TRUST_PROXY',
        'DATA_DIR',
        'DATABASE_URL',
        'REDIS_URL',
        'REDIS_PREFIX',
        'SHUTDOWN_DELAY_MS',
        'SHUTDOWN_GRACE_MS',
        'FEED_SPEED',
        'FEED_PAST_DAYS',
        'FEED_PROVIDER',
        'PANDASCORE_TOKEN',
        'PANDASCORE_API_URL',
        'PANDASCORE_HOURLY_LIMIT',
        'PANDASCORE_LIVE_URL',
        'API_FOOTBALL_KEY',
        'API_FOOTBALL_URL',
        'API_FOOTBALL_DAILY_LIMIT',
        'API_FOOTBALL_LEAGUES',
        'API_BASKETBALL_KEY',
        'API_BASKETBALL_URL',
        'API_BASKETBALL_DAILY_LIMIT',
        'API_BASKETBALL_LEAGUES',
        'LOAD_LIVE_MATCHES',
        'LOAD_EVENTS_PER_SECOND',
        'LOG_LEVEL',
        'NODE_ENV',
        'RUN_MODE',
        'ALLOW_DEV_PROVIDERS',
        'METRICS_TOKEN',
        'STATIC_DIR',
        'SZ_URL',
        'PUBLIC_URL',
        'SITE_COMPANY_NAME',
        'SITE_ICP_NUMBER',
        'SITE_LICENSE_NUMBER',
        'SITE_CONTACT_EMAIL',
        'SMS_PROVIDER',
        'SMS_WEBHOOK_URL',
        'SMS_WEBHOOK_TOKEN',
        'EMAIL_PROVIDER',
        'EMAIL_WEBHOOK_URL',
        'EMAIL_WEBHOOK_TOKEN',
        'QQ_APP_ID',
        'QQ_APP_KEY',
        'WX_APP_ID',
        'WX_APP_SECRET',
        'TELEGRAM_BOT_NAME',
        'TELEGRAM_BOT_TOKEN',
        'ALIPAY_APP_ID',
        'ALIPAY_PRIVATE_KEY',
        'ALIPAY_PUBLIC_KEY',
        'GIFTING_RULES',
        'SPEND_LIMIT_DAILY_COINS',
        'SPEND_LIMIT_MONTHLY_COINS',
        'REAL_NAME_PROVIDER',
        'REAL_NAME_WEBHOOK_URL',
        'REAL_NAME_WEBHOOK_TOKEN',
        'ALIPAY_GATEWAY',
        'ADMIN_MOBILES',
        'CODE_SENDS_PER_ADDRESS',
        'CHAT_FLOOD_LIMIT',
        'SOCKETS_PER_ADDRESS',
        'INGEST',
        'RTMP_PORT',
        'HLS_DIR',
        'PUBLIC_RTMP_URL',
        'INGEST_HOOK_SECRET',
        'HLS_SIGNING_SECRET',
        'FFMPEG_PATH',
        'VIDEO_DIR',
        'VIDEO_MAX_AGE_DAYS',
        'VIDEO_UPLOAD_MAX_MB',
        'VIDEO_DISK_BUDGET_MB',
        'DEMO_EXPERTS',
        'DEMO_STREAMS',
      ].sort(),
    )
  })
})
