import { z } from 'zod'
import { LIMITS } from './constants'
import { MESSAGES } from './messages'

/** §5: 11 digits, starting with 1 then 3 to 9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/
/** §5: letters and digits combined. */
export const PASSWORD_MIXED_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).+$/

/** zod issues carry the message id; the server and client localize it. */
export const phoneSchema = z
  .string({ error: MESSAGES.phoneRequired.id })
  .trim()
  .min(1, { error: MESSAGES.phoneRequired.id })
  .regex(PHONE_PATTERN, { error: MESSAGES.phoneInvalid.id })

export const codeSchema = z
  .string({ error: MESSAGES.codeRequired.id })
  .trim()
  .min(1, { error: MESSAGES.codeRequired.id })

export const passwordSchema = z
  .string({ error: MESSAGES.passwordRequired.id })
  .min(1, { error: MESSAGES.passwordRequired.id })
  .regex(PASSWORD_MIXED_PATTERN, { error: MESSAGES.passwordMixed.id })
  .min(LIMITS.passwordMinLength, { error: MESSAGES.passwordTooShort.id })

/** A calendar day as YYYY-MM-DD (the server's calendar is Asia/Shanghai). */
export const daySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: MESSAGES.invalidDate.id })
