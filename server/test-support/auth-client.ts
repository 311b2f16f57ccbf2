import { createHash } from 'node:crypto'
import type { LoginResult } from '../../protocol/auth'
import { type Challenge, type ChallengeAnswer, solveChallenge } from '../../protocol/challenge'
import { ERROR_CODES } from '../../protocol/constants'
import type { Envelope } from '../../protocol/envelope'
import type { Config } from '../config'
import type { OutboxMessage } from '../providers/code-sender'
import { type AccountServices, createAccountServices } from '../routes/services'
import { callJava, setCookieValue } from './http-client'

// Helpers for the account suites, on the one HTTP test client (server/test-support/http-client.ts), and a
// clock the test moves.

export type TestClock = { now: () => number; advance(ms: number): void }

export function testClock(start = Date.UTC(2025, 0, 1, 4)): TestClock {
  let time = start
  return {
    now: () => time,
    advance: (ms) => {
      time += ms
    },
  }
}

/** Account services on a test clock; hand to startTestServer's `accounts` option. */
export function servicesOn(
  clock: TestClock,
  challengeDifficulty = TEST_CHALLENGE_DIFFICULTY,
): (config: Config) => AccountServices {
  return (config) => ({ ...createAccountServices(config, clock.now), challengeDifficulty })
}

/** Cheap challenges, so suites that need many stay fast; one suite checks the real difficulty. */
export const TEST_CHALLENGE_DIFFICULTY = 4

/** Asks the server for a challenge and solves it, as the login modal does after errorCode 4290. */
export async function solvedChallenge(baseUrl: string): Promise<ChallengeAnswer> {
  const issued = await callJava<Challenge>(baseUrl, '/login/challenge', { body: {} })
  if (issued.status !== 'success' || !issued.result) throw new Error(`no challenge: ${issued.errorMsg}`)
  return solveChallenge(issued.result, (data) => createHash('sha256').update(data).digest())
}

export { callJava, setCookieValue } from './http-client'

/** The newest code the dev SMS outbox holds for a phone. */
export async function latestSmsCode(baseUrl: string, mobile: string): Promise<string> {
  const response = await fetch(`${baseUrl}/java/dev/sms?mobile=${mobile}`)
  const { messages } = (await response.json()) as { messages: OutboxMessage[] }
  const code = messages[0]?.code
  if (!code) throw new Error(`no SMS for ${mobile}`)
  return code
}

/** Asks for an SMS code as the login modal does: with a solved challenge when the server wants one. */
export async function sendSmsCode(baseUrl: string, mobile: string): Promise<Envelope<unknown>> {
  const sent = await callJava(baseUrl, '/login/sendVerificationCode', { body: { mobile } })
  if (sent.errorCode !== ERROR_CODES.challengeRequired) return sent
  const challenge = await solvedChallenge(baseUrl)
  return callJava(baseUrl, '/login/sendVerificationCode', { body: { mobile, challenge } })
}

/**
 * Sends a code and logs in with it, as the login modal does. The session token comes from the HttpOnly
 * cookie (the result carries none); tests send it back as the `token` header, as a non-browser client may.
 */
export async function loginByCode(
  baseUrl: string,
  mobile: string,
): Promise<Omit<LoginResult, 'token'> & { token: string }> {
  const sent = await sendSmsCode(baseUrl, mobile)
  if (sent.status !== 'success') throw new Error(`send failed: ${sent.errorMsg}`)
  const checkCode = await latestSmsCode(baseUrl, mobile)
  const login = await callJava<LoginResult>(baseUrl, '/login/checkCode', { body: { mobile, checkCode } })
  const result = login.result
  const token = setCookieValue(login.response, 'token')
  if (login.status !== 'success' || !result || !token) throw new Error(`login failed: ${login.errorMsg}`)
  return { ...result, token }
}
