// What a call needs to be made and checked, loaded apart from the entry (client.ts, loadCallTable): every
// call's path, method and reply schema, the envelope's schema, and the HTTP client; with them, zod and ky.
export { CALLS } from '../../protocol/calls'
export { fillPath } from '../../protocol/calls/call-def'
export { anyEnvelopeSchema } from '../../protocol/envelope'
export { createHttp, toNetworkError } from './http'
