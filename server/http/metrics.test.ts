import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { createMetrics, registerMetricsRoute } from './metrics'

const TOKEN = 'metrics-token-0123456789'

async function appWith(options: { token: string | undefined; open: boolean }) {
  const app = Fastify()
  registerMetricsRoute(app, createMetrics(), options)
  await app.ready()
  return app
}

describe('/metrics access', () => {
  it('needs the bearer token when METRICS_TOKEN is set, in either mode', async () => {
    for (const open of [true, false]) {
      const app = await appWith({ token: TOKEN, open })
      expect((await app.inject('/metrics')).statusCode).toBe(401)
      const wrong = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })
      expect(wrong.statusCode).toBe(401)
      expect(wrong.body).not.toContain('process_cpu')
      const right = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })
      expect(right.statusCode).toBe(200)
      expect(right.body).toContain('process_cpu_seconds_total')
      await app.close()
    }
  })

  it('is open in a local run without a token and absent in a deployment without one', async () => {
    const local = await appWith({ token: undefined, open: true })
    expect((await local.inject('/metrics')).statusCode).toBe(200)
    const deployed = await appWith({ token: undefined, open: false })
    expect((await deployed.inject('/metrics')).statusCode).toBe(404)
    await Promise.all([local.close(), deployed.close()])
  })
})
