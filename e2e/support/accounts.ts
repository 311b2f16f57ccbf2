import { type APIRequestContext, expect } from '@playwright/test'
import { z } from 'zod'
import { loginResultSchema } from '../../protocol/auth'
import { envelopeSchema } from '../../protocol/envelope'
import { testIdNumber } from '../../server/test-support/identity'

// Logs users in through the real calls and the development SMS outbox, for the parts of a story that
// happen off-screen (an administrator reviewing, a second viewer). What the test is about stays on-screen.

const outboxSchema = z.object({ messages: z.array(z.object({ to: z.string(), code: z.string(), sentAt: z.number() })) })
const loginSchema = envelopeSchema(loginResultSchema)

export type ApiUser = { token: string; uid: number; mobile: string }

/** What the app sends with every call; state-changing calls without sysType are refused as cross-site. */
const APP_HEADERS = { sysType: 'PC', lan: 'zh_CN' }

/**
 * Code login (registering a new phone) through /java; returns the session token, which the server sends
 * only as the HttpOnly cookie (read here from Set-Cookie, as a non-browser client would).
 */
export async function loginByApi(request: APIRequestContext, mobile: string): Promise<ApiUser> {
  const sent = await request.post('/java/login/sendVerificationCode', {
    data: { mobile, areaCode: '86' },
    headers: APP_HEADERS,
  })
  const answer = await sent.json()
  expect(answer.status, `sendVerificationCode for ${mobile}: ${answer.msg}`).toBe('success')
  const reply = await request.get('/java/dev/sms', { params: { mobile } })
  const code = outboxSchema.parse(await reply.json()).messages[0]?.code
  if (!code) throw new Error(`no code in the outbox for ${mobile}`)
  const checked = await request.post('/java/login/checkCode', {
    data: { mobile, checkCode: code },
    headers: APP_HEADERS,
  })
  const login = loginSchema.parse(await checked.json())
  const token = /(?:^|\s)token=([^;]+)/.exec(checked.headers()['set-cookie'] ?? '')?.[1]
  const uid = login.result?.user?.uid
  if (!token || !uid) throw new Error(`login of ${mobile} failed: ${login.msg}`)
  return { token, uid, mobile }
}

/** One /java call with a user's token; returns the parsed envelope. */
export async function callAs(
  request: APIRequestContext,
  user: ApiUser,
  method: 'GET' | 'POST',
  path: string,
  input: Record<string, unknown> = {},
): Promise<{ status: string; result: unknown; msg: string | null }> {
  const headers = { token: user.token, ...APP_HEADERS }
  const reply =
    method === 'GET'
      ? await request.get(`/java${path}`, { headers, params: input as Record<string, string> })
      : await request.post(`/java${path}`, { headers, data: input })
  return (await reply.json()) as { status: string; result: unknown; msg: string | null }
}

/**
 * Passes the development real-name check as an adult for the user logged in on `request`'s context (a page's
 * `page.request` shares its cookies): GIFTING_RULES lets only verified adults recharge, gift, buy or draw. The
 * card number is the phone's own (its digits give the birth day and the sequence), so no card is shared by
 * more accounts than the rules allow. The check's own screens are e2e/spending.spec.ts's subject.
 */
export async function verifyAdult(request: APIRequestContext, mobile: string): Promise<void> {
  const month = String((Number(mobile.slice(3, 5)) % 12) + 1).padStart(2, '0')
  const day = String((Number(mobile.slice(5, 7)) % 28) + 1).padStart(2, '0')
  const answer = await request.post('/java/user/realName', {
    data: { name: '测试用户', idNumber: testIdNumber(`1990${month}${day}`, Number(mobile.slice(-3))) },
    headers: APP_HEADERS,
  })
  const body = await answer.json()
  expect(body.status, `real-name check of ${mobile}: ${body.msg}`).toBe('success')
}
