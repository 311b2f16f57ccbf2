import type { z } from 'zod'
import { MESSAGES, type MessageDescriptor } from '../../../protocol/messages'
import { ARTICLE_MESSAGES } from '../../../protocol/messages/articles'
import { AUTH_MESSAGES } from '../../../protocol/messages/auth'
import { EXPERT_MESSAGES } from '../../../protocol/messages/expert'
import { MALL_MESSAGES } from '../../../protocol/messages/mall'
import { SITE_MESSAGES } from '../../../protocol/messages/site'
import { SPENDING_MESSAGES } from '../../../protocol/messages/spending'
import { VIDEO_MESSAGES } from '../../../protocol/messages/videos'

const BY_ID = new Map<string, MessageDescriptor>(
  [
    ...Object.values(MESSAGES),
    ...Object.values(AUTH_MESSAGES),
    ...Object.values(SITE_MESSAGES),
    ...Object.values(EXPERT_MESSAGES),
    ...Object.values(MALL_MESSAGES),
    ...Object.values(ARTICLE_MESSAGES),
    ...Object.values(VIDEO_MESSAGES),
    ...Object.values(SPENDING_MESSAGES),
  ].map((descriptor) => [descriptor.id, descriptor]),
)

/**
 * The message of the first rule a value breaks, or null. The protocol's schemas carry message ids (the
 * server localizes the same ids), so the form shows exactly what the server would answer.
 */
export function firstError(schema: z.ZodType, value: unknown): MessageDescriptor | null {
  const result = schema.safeParse(value)
  if (result.success) return null
  const id = result.error.issues[0]?.message ?? ''
  return BY_ID.get(id) ?? MESSAGES.badRequest
}

/** The first failing check of a form, fields in the order the user sees them. */
export function firstFormError(checks: readonly [z.ZodType, unknown][]): MessageDescriptor | null {
  for (const [schema, value] of checks) {
    const error = firstError(schema, value)
    if (error) return error
  }
  return null
}
