import type { z } from 'zod'
import { anchorApplicationSchema } from '../../../protocol/calls/anchor'
import { LIMITS } from '../../../protocol/constants'
import { MESSAGES, type MessageDescriptor } from '../../../protocol/messages'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'

/** What the application form holds while the user types. */
export type ApplicationDraft = {
  realName: string
  birthDate: string
  mobile: string
  gameId: number
  shortIntro: string
  acceptRules: boolean
}

const BY_ID = new Map<string, MessageDescriptor>(
  [...Object.values(MESSAGES), ...Object.values(LIVE_MESSAGES)].map((descriptor) => [descriptor.id, descriptor]),
)

/** The message of the first rule a value breaks (the schemas carry message ids the server localizes too). */
function firstError(schema: z.ZodType, value: unknown): MessageDescriptor | null {
  const result = schema.safeParse(value)
  if (result.success) return null
  return BY_ID.get(result.error.issues[0]?.message ?? '') ?? MESSAGES.badRequest
}

/**
 * Full years between `birthDate` and `today` (both YYYY-MM-DD, Beijing days): a birthday counts from its
 * day on. Null for a day that is not on the calendar (2001-02-30) or lies in the future.
 */
export function ageOn(birthDate: string, today: string): number | null {
  const [y, m, d] = birthDate.split('-').map(Number)
  if (y === undefined || m === undefined || d === undefined) return null
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  if (birthDate > today) return null
  const [ty, tm, td] = today.split('-').map(Number)
  if (ty === undefined || tm === undefined || td === undefined) return null
  const beforeBirthday = tm < m || (tm === m && td < d)
  return ty - y - (beforeBirthday ? 1 : 0)
}

/**
 * Whether a typed phone can be the bound one, judged from the masked number the client knows
 * ('138****0000'): same length, same visible digits. The server compares the full numbers; a mask of
 * another shape (a Telegram id) cannot be judged here and passes.
 */
export function fitsMaskedPhone(typed: string, masked: string | null): boolean {
  if (masked === null) return false
  const shape = /^(\d+)\*+(\d+)$/.exec(masked)
  if (!shape) return true
  const [, head = '', tail = ''] = shape
  return typed.length === masked.length && typed.startsWith(head) && typed.endsWith(tail)
}

/**
 * The first failing check of the anchor application, in the order the form shows its fields, with the
 * messages the server answers: the protocol's schema field by field, then §5's age and bound-phone rules.
 */
export function checkApplication(
  draft: ApplicationDraft,
  context: { today: string; maskedMobile: string | null },
): MessageDescriptor | null {
  const fields = anchorApplicationSchema.shape
  const realName = firstError(fields.realName, draft.realName)
  if (realName) return realName
  const birthDate = firstError(fields.birthDate, draft.birthDate)
  if (birthDate) return birthDate
  const age = ageOn(draft.birthDate, context.today)
  if (age === null) return LIVE_MESSAGES.birthDateInvalid
  if (age < LIMITS.minimumBroadcastAge) return LIVE_MESSAGES.underAge
  const mobile = firstError(fields.mobile, draft.mobile)
  if (mobile) return mobile
  if (!fitsMaskedPhone(draft.mobile.trim(), context.maskedMobile)) return LIVE_MESSAGES.phoneNotBound
  return (
    firstError(fields.gameId, draft.gameId) ??
    firstError(fields.shortIntro, draft.shortIntro) ??
    firstError(fields.acceptRules, draft.acceptRules)
  )
}
