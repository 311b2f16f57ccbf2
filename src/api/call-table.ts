// What every call needs to be made and checked, loaded apart from the entry (client.ts, loadCallTable): the
// envelope's schema, the path filler and the HTTP client; with them, zod and ky. Each call's own schemas come
// with its area of protocol/calls/ (loadCallArea), loaded on the area's first call.
export { fillPath } from '../../protocol/calls/call-def'
export { anyEnvelopeSchema } from '../../protocol/envelope'
export { createHttp, toNetworkError } from './http'
