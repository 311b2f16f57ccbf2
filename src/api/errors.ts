/**
 * The ways a call can fail. Callers branch on the class: a NetworkError means "no answer" (the UI shows
 * the network-problem page or the offline banner), an ApiError is the server's own refusal (already
 * toasted when the catalogue says so), an InvalidReplyError is an answer that broke the contract.
 */
export class NetworkError extends Error {
  override name = 'NetworkError'
  constructor(
    readonly kind: 'offline' | 'timeout' | 'unavailable',
    options?: { cause?: unknown },
  ) {
    super(`network ${kind}`, options)
  }
}

/** The server answered with status 'fail'. */
export class ApiError extends Error {
  override name = 'ApiError'
  constructor(
    message: string,
    readonly code: number,
    readonly errorCode: number | null,
  ) {
    super(message)
  }
}

/** errorCode 3000 or 3001: the session was cleared and the app was told to go to '/'. */
export class SessionExpiredError extends ApiError {
  override name = 'SessionExpiredError'
}

/** A reply that is not the envelope, or whose result does not match the call's schema. */
export class InvalidReplyError extends Error {
  override name = 'InvalidReplyError'
  constructor(
    readonly call: string,
    readonly detail: string,
  ) {
    super(`invalid reply to ${call}: ${detail}`)
  }
}
