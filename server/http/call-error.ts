import type { MessageDescriptor } from '../../protocol/messages'

/**
 * A failure a handler reports on purpose: the app answers a fail envelope with `code` and the message
 * localized into the request's language (not a 500, not logged as an error).
 */
export class CallError extends Error {
  override name = 'CallError'
  constructor(
    readonly code: number,
    readonly descriptor: MessageDescriptor,
    readonly errorCode: number | null = null,
  ) {
    super(descriptor.message)
  }
}
