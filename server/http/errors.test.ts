import Fastify, { type FastifyBaseLogger } from 'fastify'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { loadTranslator } from '../i18n'
import { registerErrorHandling } from './errors'

const translator = loadTranslator()
let close: (() => Promise<void>) | null = null
afterEach(async () => {
  await close?.()
  close = null
})

/** An app whose one route fails with `error`, and the log lines it wrote. */
async function failingApp(error: Error & { code?: string }) {
  const lines: { level: number; msg: string }[] = []
  const log: FastifyBaseLogger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) })
  const app = Fastify({ loggerInstance: log })
  registerErrorHandling(app, translator, (_request, reply) => reply.code(404).send())
  app.get('/java/fail', async () => {
    throw error
  })
  close = () => app.close()
  return { app, lines }
}

describe('error handling', () => {
  it('logs an unexpected failure as an error and answers the generic 500 envelope', async () => {
    const { app, lines } = await failingApp(new Error('boom'))
    const reply = await app.inject({ method: 'GET', url: '/java/fail' })
    expect(reply.statusCode).toBe(500)
    expect(reply.json()).toMatchObject({ status: 'fail', code: 500 })
    expect(lines.some((l) => l.level === 50 && l.msg === 'call failed')).toBe(true)
  })

  it('logs a client that went away mid-answer at info level, not as a failure', async () => {
    const gone = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' })
    const { app, lines } = await failingApp(gone)
    await app.inject({ method: 'GET', url: '/java/fail' })
    expect(lines.filter((l) => l.level >= 50)).toEqual([])
    expect(lines.some((l) => l.level === 30 && l.msg === 'client went away before the answer was sent')).toBe(true)
  })
})
