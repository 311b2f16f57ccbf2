import type { I18n, MessageDescriptor } from '@lingui/core'
import { MESSAGES } from '../../../protocol/messages'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'

// Live rooms show message ids that came over the wire (system lines, gift names, chat refusals): they are
// looked up among the shared descriptors and shown in the viewer's language, never as raw markup.

const BY_ID: ReadonlyMap<string, MessageDescriptor> = new Map(
  [...Object.values(LIVE_MESSAGES), ...Object.values(MESSAGES)].map((d): [string, MessageDescriptor] => [d.id, d]),
)

/** The text of a shared message id with its values; an unknown id is shown as it came. */
export function liveMessage(id: string, i18n: I18n, values?: Record<string, string> | null): string {
  const descriptor = BY_ID.get(id)
  if (!descriptor) return id
  return i18n._(descriptor.id, values ?? {}, { message: descriptor.message })
}

/** A viewer or fan count as lists show it (1.2k from a thousand on). */
export { countText } from '../../i18n/format'
