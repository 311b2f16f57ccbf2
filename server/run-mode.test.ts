import { describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { isLoopbackHost, nodeEnvOf } from './run-mode'

const gateways = {
  SMS_PROVIDER: 'webhook',
  SMS_WEBHOOK_URL: 'https://sms.example/send',
  EMAIL_PROVIDER: 'none',
}

describe('run mode', () => {
  it('knows loopback addresses', () => {
    for (const host of ['127.0.0.1', '127.3.2.1', '::1', '[::1]', 'localhost', 'LOCALHOST', '0:0:0:0:0:0:0:1'])
      expect(isLoopbackHost(host), host).toBe(true)
    for (const host of ['0.0.0.0', '::', '10.0.0.5', '192.168.1.2', 'example.com', '128.0.0.1', 'localhost.example'])
      expect(isLoopbackHost(host), host).toBe(false)
  })

  it('is a local run on a loopback address with no provider: dev codes, dev logins, demo rooms', () => {
    const config = loadConfig({ HOST: '127.0.0.1' })
    expect(config).toMatchObject({ mode: 'local', devInDeployment: false, demoStreams: 2, demoExperts: 6 })
    expect(config.accounts).toMatchObject({ sms: { kind: 'dev' }, email: { kind: 'dev' }, devLogins: true })
    // npm start sets NODE_ENV=production: that is how the code runs, not who may read the codes.
    expect(loadConfig({ NODE_ENV: 'production' }).mode).toBe('local')
    expect(loadConfig({ HOST: 'localhost', SMS_PROVIDER: 'dev' }).mode).toBe('local')
  })

  it('is a deployment on any other address, with a configured gateway or credentials, or when told', () => {
    expect(loadConfig({ HOST: '0.0.0.0', ...gateways }).mode).toBe('deployed')
    expect(loadConfig({ ...gateways }).mode).toBe('deployed')
    expect(loadConfig({ RUN_MODE: 'deployed', SMS_PROVIDER: 'none', EMAIL_PROVIDER: 'none' }).mode).toBe('deployed')
    const deployed = loadConfig({ HOST: '10.0.0.5', ...gateways })
    expect(deployed).toMatchObject({ demoStreams: 0, demoExperts: 0, devInDeployment: false })
    expect(deployed.accounts).toMatchObject({ email: { kind: 'none' }, devLogins: false })
  })

  it('refuses development providers and demo rooms in a deployment, naming the variable to set', () => {
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/HOST=0\.0\.0\.0 .*set SMS_PROVIDER=webhook/)
    expect(() => loadConfig({ HOST: '0.0.0.0', SMS_PROVIDER: 'dev', EMAIL_PROVIDER: 'none' })).toThrow(
      /SMS_PROVIDER=dev would let anyone read login codes.*ALLOW_DEV_PROVIDERS=1/,
    )
    expect(() => loadConfig({ ...gateways, EMAIL_PROVIDER: undefined })).toThrow(/EMAIL_PROVIDER/)
    expect(() => loadConfig({ ...gateways, DEMO_STREAMS: '2' })).toThrow(/DEMO_STREAMS=2 .*set DEMO_STREAMS=0/)
    expect(() => loadConfig({ RUN_MODE: 'deployed' })).toThrow(/RUN_MODE=deployed/)
    expect(() => loadConfig({ RUN_MODE: 'local', HOST: '0.0.0.0' })).toThrow(/RUN_MODE=local needs a loopback HOST/)
  })

  it('lets a deployment keep them with ALLOW_DEV_PROVIDERS=1', () => {
    const config = loadConfig({ HOST: '0.0.0.0', ALLOW_DEV_PROVIDERS: '1', DEMO_STREAMS: '1' })
    expect(config).toMatchObject({ mode: 'deployed', devInDeployment: true, demoStreams: 1 })
    expect(config.accounts).toMatchObject({ sms: { kind: 'dev' }, devLogins: true })
  })

  it('treats an empty or unknown NODE_ENV as production', () => {
    expect(nodeEnvOf(undefined)).toBe('production')
    expect(loadConfig({ NODE_ENV: '' }).nodeEnv).toBe('production')
    expect(loadConfig({ NODE_ENV: 'staging' }).nodeEnv).toBe('production')
    expect(loadConfig({ NODE_ENV: 'Development' }).nodeEnv).toBe('production')
    expect(loadConfig({ NODE_ENV: 'development' }).nodeEnv).toBe('development')
    expect(loadConfig({ NODE_ENV: 'test' }).nodeEnv).toBe('test')
    // And it never opens development providers in a deployment.
    expect(() => loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' })).toThrow(/SMS_PROVIDER/)
  })
})
