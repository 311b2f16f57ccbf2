import { z } from 'zod'
import { birthDateOfId } from '../../protocol/identity'
import type { CodeProviderConfig } from '../config'
import { ProviderUnavailableError } from './code-sender'

// Real-name checks: whether a name and a resident identity card number belong together, and the birth date
// on record. In China an operator buys this from a licensed verification service (the public security
// database behind it); Scorecast calls it through this interface.

export type RealNameVerdict = { match: true; birthDate: string } | { match: false }

export type RealNameProvider = {
  kind: 'dev' | 'webhook' | 'none'
  verify(person: { name: string; idNumber: string }): Promise<RealNameVerdict>
}

/**
 * A local run's provider. It has no registry of people, so it takes any well-formed pair: the number must
 * pass the card's own rules (region, a real birth date, the check character) and the birth date on record
 * is the one the number carries — so a minor's number is a minor, as it would be for a real provider.
 * Names listed in `mismatching` are refused, so the refusal path can be tried (the dev page names one).
 */
export function devRealNameProvider(mismatching: readonly string[] = [DEV_MISMATCH_NAME]): RealNameProvider {
  return {
    kind: 'dev',
    verify: async ({ name, idNumber }) => {
      const birthDate = birthDateOfId(idNumber)
      if (birthDate === null || mismatching.includes(name)) return { match: false }
      return { match: true, birthDate }
    },
  }
}

/** The name the development provider always finds not matching its number. */
export const DEV_MISMATCH_NAME = '不匹配'

const WEBHOOK_TIMEOUT_MS = 10_000
const webhookAnswer = z.object({
  match: z.boolean(),
  birthDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
})

/**
 * A verification gateway reached as a JSON webhook: POST {name, idNumber} with the bearer token, answered
 * {match, birthDate?}. Without a birth date in the answer, the number's own is used. A gateway that fails or
 * answers nonsense is unavailable (nothing is recorded; the user may try again).
 */
export function webhookRealNameProvider(url: string, token: string | undefined): RealNameProvider {
  return {
    kind: 'webhook',
    verify: async ({ name, idNumber }) => {
      let response: Response
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
          body: JSON.stringify({ name, idNumber }),
          signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        })
      } catch (error) {
        throw new ProviderUnavailableError(`real-name gateway unreachable: ${String(error)}`)
      }
      if (!response.ok) throw new ProviderUnavailableError(`real-name gateway answered ${response.status}`)
      const answer = webhookAnswer.safeParse(await response.json().catch(() => null))
      if (!answer.success) throw new ProviderUnavailableError('real-name gateway answered something else')
      if (!answer.data.match) return { match: false }
      const birthDate = answer.data.birthDate ?? birthDateOfId(idNumber)
      if (!birthDate) throw new ProviderUnavailableError('real-name gateway gave no birth date')
      return { match: true, birthDate }
    },
  }
}

export function createRealNameProvider(config: CodeProviderConfig): RealNameProvider {
  if (config.kind === 'dev') return devRealNameProvider()
  if (config.kind === 'webhook') return webhookRealNameProvider(config.url, config.token)
  return {
    kind: 'none',
    verify: async () => {
      throw new ProviderUnavailableError('no real-name provider is configured (REAL_NAME_PROVIDER=none)')
    },
  }
}
