import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { createFeedControl } from '../routes/dev/feed-control'
import { withTestServer } from '../test-support/server'

// A local run (loopback HOST, no provider configured): every development route exists.
const server = withTestServer({ options: { devFeed: createFeedControl() } })

type Sent = { status: number; body: string }

/** A request whose path goes on the wire exactly as written (fetch and URL would normalise `./`, case, `%6A`). */
function send(method: string, path: string, headers: Record<string, string> = {}, body?: string): Promise<Sent> {
  const { hostname, port } = new URL(server.url)
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      // A body goes as the app's own pages send it (JSON, with sysType), so the cross-site guard lets it by.
      {
        host: hostname,
        port,
        method,
        path,
        headers: { ...(body ? { 'content-type': 'application/json', systype: '1' } : {}), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }))
      },
    )
    outgoing.on('error', reject)
    outgoing.end(body)
  })
}

const hex = (char: string, upper: boolean) => {
  const code = char.charCodeAt(0).toString(16)
  return `%${upper ? code.toUpperCase() : code}`
}

/**
 * Ways to spell one path that a router, a proxy or a browser may treat as the same: percent-encoded letters
 * (one, all, lower and upper hex), double encoding, encoded and doubled slashes, dot segments, case, trailing
 * dots and slashes, parameters and NUL. Some reach the route (Fastify decodes `%6A`), most reach nothing; the
 * guards must refuse every one that reaches a guarded route.
 */
function spellings(path: string): string[] {
  const [pathname = '', query] = path.split('?')
  const segments = pathname.split('/').slice(1)
  const join = (parts: string[], separator = '/') => `/${parts.join(separator)}${query ? `?${query}` : ''}`
  const each = (change: (segment: string) => string) =>
    segments.map((_, index) => join(segments.map((segment, at) => (at === index ? change(segment) : segment))))
  return [
    path,
    ...each((segment) => hex(segment[0] ?? '', false) + segment.slice(1)),
    ...each((segment) => hex(segment[0] ?? '', true) + segment.slice(1)),
    ...each((segment) => [...segment].map((char) => hex(char, false)).join('')),
    ...each((segment) => `%25${hex(segment[0] ?? '', true).slice(1)}${segment.slice(1)}`),
    ...each((segment) => segment.toUpperCase()),
    ...each((segment) => `${segment}.`),
    ...each((segment) => `${segment}/.`),
    ...each((segment) => `x/../${segment}`),
    ...each((segment) => `${segment};x=1`),
    join(segments, '%2F'),
    join(segments, '%2f'),
    join(segments, '%252F'),
    join(segments, '//'),
    join(segments, '\\'),
    `/${join(segments)}`,
    join(segments).replace(/^\//, '/./'),
    pathname.toUpperCase() + (query ? `?${query}` : ''),
    `${pathname}/${query ? `?${query}` : ''}`,
    `${pathname}%00${query ? `?${query}` : ''}`,
    `${pathname}%20${query ? `?${query}` : ''}`,
    `${pathname}%2e${query ? `?${query}` : ''}`,
  ]
}

/** What a proxy or a public name in front of the server adds; each alone makes a request not a direct local one. */
const NOT_DIRECT: Record<string, string>[] = [
  { 'x-forwarded-for': '203.0.113.9' },
  { forwarded: 'for=203.0.113.9;proto=https' },
  { 'x-real-ip': '203.0.113.9' },
  { 'x-forwarded-host': 'scorecast.example' },
  { 'x-forwarded-proto': 'https' },
  { via: '1.1 edge' },
  { host: 'scorecast.example' },
  { host: '203.0.113.9:3000' },
  { host: '127.0.0.1.nip.io' },
]

/** Every development route, with inputs that a direct local request is answered for (2xx, 3xx or a 4xx of its own). */
const DEV_ROUTES: { method: string; path: string; body?: string }[] = [
  { method: 'GET', path: '/java/dev/sms?mobile=13100000000' },
  { method: 'GET', path: '/java/dev/email?email=a@example.com' },
  { method: 'GET', path: '/java/dev/outbox' },
  { method: 'GET', path: '/java/dev/oauth/authorize?provider=qq&state=s&redirect_uri=/' },
  { method: 'GET', path: '/java/dev/oauth/grant?provider=qq&state=s&redirect_uri=/&user=u' },
  { method: 'GET', path: '/java/dev/telegram/widget?redirect_uri=/' },
  { method: 'GET', path: '/java/dev/telegram/sign?redirect_uri=/&id=1' },
  { method: 'GET', path: '/java/dev/alipay/gateway' },
  { method: 'GET', path: '/java/dev/alipay/pay?order=x' },
  { method: 'POST', path: '/java/dev/clock', body: '{"advanceSeconds":1}' },
  { method: 'POST', path: '/java/dev/feed', body: '{"matchId":"m","side":"home"}' },
]

/** The app's own page, which the server gives any page-like path no route took (`/JAVA/dev/sms`, say). */
const isAppPage = (answer: Sent) => answer.status === 200 && answer.body.includes('<title>Scorecast</title>')
/** Whether an answer is a development route's own (not a 404, not the app's page). */
const isRouteAnswer = (answer: Sent) => answer.status !== 404 && !isAppPage(answer)

describe('the development routes', () => {
  it('answer a direct request from this machine, however the path is spelt', async () => {
    for (const route of DEV_ROUTES) {
      const plain = await send(route.method, route.path, {}, route.body)
      expect(isRouteAnswer(plain), `${route.method} ${route.path}`).toBe(true)
      // The spellings the review used: the router decodes them to the same route.
      for (const path of [route.path.replace('/java/', '/%6Aava/'), route.path.replace('/dev/', '/%64ev/')]) {
        const encoded = await send(route.method, path, {}, route.body)
        expect({ status: encoded.status, body: encoded.body.slice(0, 8) }, `${route.method} ${path}`).toEqual({
          status: plain.status,
          body: plain.body.slice(0, 8),
        })
      }
    }
  })

  it('refuse every spelling of every route to a request through a proxy or under a public name', async () => {
    let tried = 0
    let routed = 0
    for (const route of DEV_ROUTES) {
      for (const path of spellings(route.path)) {
        if (isRouteAnswer(await send(route.method, path, {}, route.body))) routed += 1
        for (const headers of NOT_DIRECT) {
          const answer = await send(route.method, path, headers, route.body)
          tried += 1
          expect(isRouteAnswer(answer), `${route.method} ${path} ${JSON.stringify(headers)}`).toBe(false)
          expect(answer.body).not.toMatch(/messages|<form|now/)
        }
      }
    }
    // Enough spellings reached a route for the refusals above to be the guard's, not the router's.
    expect(routed).toBeGreaterThan(DEV_ROUTES.length * 3)
    expect(tried).toBe(DEV_ROUTES.reduce((sum, route) => sum + spellings(route.path).length, 0) * NOT_DIRECT.length)
  })
})

describe('the cross-site guard', () => {
  const complaint = JSON.stringify({
    name: '张三',
    contact: '13100000000',
    subject: '/news/1',
    reason: 'other',
    message: '这是一条足够长的投诉内容。',
  })

  it('judges the call the router reached, however its path is spelt', async () => {
    let reached = 0
    for (const path of spellings('/java/site/complaint')) {
      const answer = await send('POST', path, { systype: '' }, complaint)
      expect(answer.status, `POST ${path} without sysType`).not.toBe(200)
      if (answer.status === 403) reached += 1
    }
    // Several spellings reach the call (and are refused by the guard, not merely unrouted).
    expect(reached).toBeGreaterThan(3)
    const own = await send('POST', '/%6Aava/site/complaint', {}, complaint)
    expect(own.status).toBe(200)
  })
})
