/** Where the calls of protocol/calls.ts answer: every path of the API starts here (the spec's `/java`). */
export const API_PREFIX = '/java'
/** Cache-Control of every answer that read the session. */
export const PRIVATE_ANSWER = 'private, no-store'
