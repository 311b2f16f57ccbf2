import { z } from 'zod'
import { SPENDING_MESSAGES } from './messages/spending'

// Real-name checks and spending (China's 2022 rules on live-stream tipping: no tipping by minors, spend
// limits, no leaderboards that rank users by money). The resident identity card number's own rules (GB 11643:
// 6-digit region, birth date, 3-digit sequence, an ISO 7064 MOD 11-2 check character) are checked on both
// sides, so a typo is caught in the form; whether the name and number belong together is the provider's call.

export const IDENTITY_LIMITS = {
  nameMin: 2,
  nameMax: 30,
  /** Checks one account may ask for per Beijing day. */
  attemptsPerDay: 5,
  /** Accounts one identity card may verify. */
  accountsPerIdentity: 3,
  adultAge: 18,
} as const

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const
const CHECK_CHARS = '10X98765432'

/** The check character an ID number's first 17 digits call for. */
export function idCheckChar(first17: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0)
  return CHECK_CHARS[sum % 11] ?? ''
}

/** The birth date (YYYY-MM-DD) a well-formed 18-character ID number carries, or null when it is not one. */
export function birthDateOfId(idNumber: string): string | null {
  const id = idNumber.toUpperCase()
  if (!/^[1-9]\d{16}[\dX]$/.test(id)) return null
  if (idCheckChar(id.slice(0, 17)) !== id[17]) return null
  const [year, month, day] = [Number(id.slice(6, 10)), Number(id.slice(10, 12)), Number(id.slice(12, 14))]
  const date = new Date(Date.UTC(year, month - 1, day))
  if (year < 1900 || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return `${id.slice(6, 10)}-${id.slice(10, 12)}-${id.slice(12, 14)}`
}

/** Whole years from `birthDate` (YYYY-MM-DD) to the Beijing day of `at`. */
export function ageAt(birthDate: string, at: number): number {
  const today = new Date(at + 8 * 3_600_000).toISOString().slice(0, 10)
  const [y, m, d] = birthDate.split('-').map(Number)
  const [ty, tm, td] = today.split('-').map(Number)
  if (y === undefined || m === undefined || d === undefined || ty === undefined || tm === undefined || td === undefined)
    return 0
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0)
}

export const realNameInputSchema = z
  .object({
    name: z
      .string({ error: SPENDING_MESSAGES.nameInvalid.id })
      .trim()
      .min(IDENTITY_LIMITS.nameMin, { error: SPENDING_MESSAGES.nameInvalid.id })
      .max(IDENTITY_LIMITS.nameMax, { error: SPENDING_MESSAGES.nameInvalid.id })
      .regex(/^[\p{Script=Han}A-Za-z·•. -]+$/u, { error: SPENDING_MESSAGES.nameInvalid.id }),
    idNumber: z
      .string({ error: SPENDING_MESSAGES.idInvalid.id })
      .trim()
      .transform((id) => id.toUpperCase())
      .refine((id) => birthDateOfId(id) !== null, { error: SPENDING_MESSAGES.idInvalid.id }),
  })
  .strict()
export type RealNameInput = z.input<typeof realNameInputSchema>

/** Whether the operator applies the rules ('prc', the default) or not ('off', where local rules differ). */
export const spendingModeSchema = z.enum(['prc', 'off'])

/** What the user area shows: the account's check, its limits and what is left of them. */
export const spendingStateSchema = z.object({
  mode: spendingModeSchema,
  identity: z.object({
    status: z.enum(['none', 'verified', 'refused']),
    /** '张*', '1101**********123X': enough to recognise, never the whole. */
    nameMasked: z.string().nullable(),
    idMasked: z.string().nullable(),
    /** Null until verified. */
    adult: z.boolean().nullable(),
    attemptsLeft: z.number().int().min(0),
  }),
  /** Whether spending (recharge, gifts, plans, boxes, paid rooms) is open to this account now. */
  maySpend: z.boolean(),
  /**
   * A local run's development provider only: a well-formed card number this account may use (the form shows
   * it, so a first look can try everything); null with a real provider.
   */
  sampleIdNumber: z.string().nullable(),
  limits: z.object({ daily: z.number().int().min(0), monthly: z.number().int().min(0) }),
  spent: z.object({ today: z.number().int().min(0), month: z.number().int().min(0) }),
})
export type SpendingState = z.infer<typeof spendingStateSchema>

/** A well-formed number of someone born on 1 January 1990 in Beijing Dongcheng, its sequence from `seed`. */
export function sampleIdNumber(seed: number): string {
  const first17 = `11010119900101${String(Math.abs(seed) % 1000).padStart(3, '0')}`
  return `${first17}${idCheckChar(first17)}`
}

/** 张三 → 张*, 欧阳娜娜 → 欧***, Ana Lee → A******. */
export function maskName(name: string): string {
  const chars = [...name]
  return `${chars[0] ?? ''}${'*'.repeat(Math.max(1, chars.length - 1))}`
}

/** 110101199003071234 → 1101**********1234. */
export function maskId(idNumber: string): string {
  return `${idNumber.slice(0, 4)}${'*'.repeat(idNumber.length - 8)}${idNumber.slice(-4)}`
}
