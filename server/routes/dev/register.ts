import type { FastifyInstance, FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { DevClock } from '../../auth/dev-clock'
import { signTelegram } from '../../auth/telegram'
import type { CodeSender } from '../../providers/code-sender'
import { DevOAuth } from '../../providers/oauth'
import type { AccountServices } from '../services'
import { registerOutboxPage } from './outbox-page'
import { devPage, escapeHtml, sameOriginUrl } from './page'

type Query = Record<string, string | undefined>

/**
 * The development providers' endpoints: the SMS and email outboxes (JSON and the local outbox page), the
 * OAuth authorize page and the Telegram widget. Each exists only while its development provider is active:
 * in a local run, or in a deployment with ALLOW_DEV_PROVIDERS=1 (server/config.ts refuses them otherwise).
 */
export function registerDevRoutes(
  app: FastifyInstance,
  services: AccountServices,
  local: boolean,
  clock: DevClock | null = null,
): void {
  // Who may reach them (a direct request from this machine only) is server/http/local-only.ts's guard, which
  // judges every /java/dev/ route by what Fastify routed, whatever the URL's spelling.
  registerOutboxPage(app, services)
  registerOutbox(app, '/java/dev/sms', 'mobile', services.sms)
  registerOutbox(app, '/java/dev/email', 'email', services.email)
  registerOAuth(app, services)
  registerTelegram(app, services)
  // The accounts' clock moves only in a local run, and only when it is the one the accounts use.
  if (local && clock && services.now === clock.now) registerClock(app, clock)
}

const clockBody = z
  .object({
    advanceSeconds: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 3600),
  })
  .strict()

/** POST /java/dev/clock {advanceSeconds}: moves the accounts' clock forward (code windows, lockouts, expiries). */
function registerClock(app: FastifyInstance, clock: DevClock): void {
  app.post('/java/dev/clock', async (request, reply) => {
    const parsed = clockBody.safeParse(request.body)
    if (!parsed.success)
      return reply.code(400).send({ error: 'advanceSeconds must be a whole number of seconds, 1 to 604800' })
    return reply.header('cache-control', 'no-store').send({ now: clock.advance(parsed.data.advanceSeconds * 1000) })
  })
}

function originOf(request: FastifyRequest, services: AccountServices): string {
  return services.publicUrl ?? `${request.protocol}://${request.host}`
}

function registerOutbox(app: FastifyInstance, path: string, key: string, sender: CodeSender): void {
  const outbox = sender.outbox
  if (!outbox) return
  app.get<{ Querystring: Query }>(path, async (request, reply) => {
    const to = (request.query[key] ?? '').trim().toLowerCase()
    return reply.header('cache-control', 'no-store').send({ messages: outbox.read(to) })
  })
}

function registerOAuth(app: FastifyInstance, services: AccountServices): void {
  const dev = Object.values(services.oauth).filter((client): client is DevOAuth => client instanceof DevOAuth)
  if (dev.length === 0) return
  const byProvider = new Map(dev.map((client) => [client.provider, client]))
  app.get<{ Querystring: Query }>('/java/dev/oauth/authorize', async (request, reply) => {
    const { provider = '', state = '', redirect_uri: redirectUri = '' } = request.query
    if (
      !byProvider.has(provider as DevOAuth['provider']) ||
      !state ||
      !sameOriginUrl(redirectUri, originOf(request, services))
    )
      return reply.code(400).type('text/plain; charset=utf-8').send('bad authorize request')
    const name = provider === 'qq' ? 'QQ' : '微信 WeChat'
    const tester = `${provider}测试用户${Math.floor(1000 + Math.random() * 9000)}`
    const body = `<form method="get" action="/java/dev/oauth/grant">
<input type="hidden" name="provider" value="${escapeHtml(provider)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<label for="user">测试用户 · Test user</label><input id="user" name="user" value="${escapeHtml(tester)}">
<button type="submit">以测试用户授权 · Authorize as test user</button></form>`
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(devPage(`${name} 授权登录`, body))
  })
  app.get<{ Querystring: Query }>('/java/dev/oauth/grant', async (request, reply) => {
    const { provider = '', state = '', redirect_uri: redirectUri = '', user = '' } = request.query
    const client = byProvider.get(provider as DevOAuth['provider'])
    const target = sameOriginUrl(redirectUri, originOf(request, services))
    if (!client || !state || !target) return reply.code(400).type('text/plain; charset=utf-8').send('bad grant request')
    target.searchParams.set('code', client.grant(user))
    target.searchParams.set('state', state)
    return reply.redirect(target.toString(), 302)
  })
}

function registerTelegram(app: FastifyInstance, services: AccountServices): void {
  const bot = services.telegram
  if (!bot?.dev) return
  app.get<{ Querystring: Query }>('/java/dev/telegram/widget', async (request, reply) => {
    const redirectUri = request.query.redirect_uri ?? '/'
    if (!sameOriginUrl(redirectUri, originOf(request, services)))
      return reply.code(400).type('text/plain; charset=utf-8').send('bad redirect_uri')
    const id = String(Math.floor(100_000_000 + Math.random() * 900_000_000))
    const body = `<p>Bot: @${escapeHtml(bot.botName)}</p><form method="get" action="/java/dev/telegram/sign">
<input type="hidden" name="redirect_uri" value="${escapeHtml(redirectUri)}">
<label for="id">Telegram id</label><input id="id" name="id" value="${id}" inputmode="numeric">
<label for="first_name">First name</label><input id="first_name" name="first_name" value="Tester">
<label for="username">Username</label><input id="username" name="username" value="tg_${id.slice(-4)}">
<button type="submit">Log in with Telegram</button></form>`
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(devPage('Telegram 登录', body))
  })
  // Signs like Telegram's own widget (with the dev bot's token) and redirects as its data-auth-url mode does.
  app.get<{ Querystring: Query }>('/java/dev/telegram/sign', async (request, reply) => {
    const target = sameOriginUrl(request.query.redirect_uri ?? '/', originOf(request, services))
    const id = request.query.id ?? ''
    if (!target || !/^\d{1,15}$/.test(id)) return reply.code(400).type('text/plain; charset=utf-8').send('bad request')
    const data: Record<string, string> = { id, auth_date: String(Math.floor(services.now() / 1000)) }
    if (request.query.first_name) data.first_name = request.query.first_name.slice(0, 64)
    if (request.query.username) data.username = request.query.username.slice(0, 32)
    data.hash = signTelegram(data, bot.botToken)
    target.searchParams.set('tg', '1')
    for (const [key, value] of Object.entries(data)) target.searchParams.set(key, value)
    return reply.redirect(target.toString(), 302)
  })
}
