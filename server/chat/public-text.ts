import { LIVE_MESSAGES } from '../../protocol/messages/live'
import { CallError } from '../http/call-error'
import { findContentViolation } from './content-rules'

// §5 "no contact details or adverts" holds for every text other people see, not only chat lines: a
// nickname, a signature, a room title or an anchor's introduction is read by as many viewers.

/**
 * Refuses a call whose public texts carry contact details or an advert, with the chat's own message
 * ("内容不合规，请勿发送联系方式或广告"). Undefined texts (fields not being changed) pass.
 */
export function requireCleanPublicText(texts: readonly (string | undefined)[]): void {
  for (const text of texts)
    if (text !== undefined && findContentViolation(text) !== null)
      throw new CallError(400, LIVE_MESSAGES.chatNonCompliant)
}

/** A name taken from another site (Telegram, QQ, WeChat): kept when clean, else `fallback`. */
export function cleanProvidedName(name: string, fallback: string): string {
  return findContentViolation(name) === null ? name : fallback
}
