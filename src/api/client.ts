import { i18n } from '@lingui/core'
import type { KyInstance } from 'ky'
import { CALL_AREAS, type CallArea, loadCallArea } from '../../protocol/call-areas'
import type { CallDef, CallInput, CallName, CallResult } from '../../protocol/calls'
import { ERROR_CODES } from '../../protocol/constants'
import { MESSAGES, type MessageDescriptor } from '../../protocol/messages'
import { clearAllCookies } from './cookies'
import { ApiError, InvalidReplyError, NetworkError, SessionExpiredError } from './errors'
import type { HttpOptions } from './http'
import { taskAfter } from './next-task'
import { markSignedIn } from './session-marker'

/** What the client tells the rest of the app; src/streams forwards these onto the bus. */
export type ApiNotice = { type: 'toast'; message: string } | { type: 'sessionExpired' }

export type ApiClientOptions = HttpOptions & {
  notify?: (notice: ApiNotice) => void
  clearCookies?: () => void
}

const SESSION_CODES: ReadonlySet<number> = new Set([ERROR_CODES.sessionInvalid, ERROR_CODES.sessionExpired])
/** §8: fail envelopes with these codes are shown to the user as a toast. */
const TOASTED_CODES: ReadonlySet<number> = new Set([400, -1])

function translate(descriptor: MessageDescriptor): string {
  // Lingui throws before a locale is active; the source text is the right fallback then.
  return i18n.locale ? i18n._(descriptor) : descriptor.message
}

let callTable: Promise<typeof import('./call-table')> | null = null
const areas = new Map<CallArea, Promise<Readonly<Record<string, CallDef>>>>()

/** A failed load (offline before the chunk was ever cached) is a network error; the next call tries again. */
function unreachable(error: unknown): NetworkError {
  return new NetworkError(globalThis.navigator?.onLine === false ? 'offline' : 'unavailable', { cause: error })
}

/**
 * What every call needs (the envelope's schema, the HTTP client; with them zod and ky) loads apart from the
 * entry: the first screen renders from the cache and needs none of it. It starts loading with the first
 * call (the streams make one at boot).
 */
export function loadCallTable(): Promise<typeof import('./call-table')> {
  callTable ??= import('./call-table').catch((error: unknown) => {
    callTable = null
    throw unreachable(error)
  })
  return callTable
}

/**
 * A call's definition (path, method, reply schema), loaded with the rest of its area of protocol/calls/ on
 * the area's first call: building every call's schemas at boot took the longest task of a first load.
 */
function loadCallDef(name: CallName): Promise<CallDef> {
  const area = CALL_AREAS[name]
  let loading = areas.get(area)
  if (!loading) {
    // In a task of its own: the area's schemas are built as its module loads (20–50 ms of a phone's CPU for the
    // match calls), and the first call comes from work that is long enough already (a page's first loads).
    loading = taskAfter()
      .then(() => loadCallArea(area))
      .catch((error: unknown) => {
        areas.delete(area)
        throw unreachable(error)
      })
    areas.set(area, loading)
  }
  return loading.then((calls) => {
    const def = calls[name]
    if (!def) throw new Error(`${name} is not in protocol/calls/${area}.ts`)
    return def
  })
}

/** Typed calls of protocol/calls.ts: the reply is validated, the §8 catalogue applied, errors typed. */
export class ApiClient {
  #http: KyInstance | null = null
  readonly #options: ApiClientOptions

  constructor(options: ApiClientOptions = {}) {
    this.#options = options
  }

  async call<N extends CallName>(
    name: N,
    input: CallInput<N>,
    init?: { signal?: AbortSignal },
  ): Promise<CallResult<N>> {
    const [{ anyEnvelopeSchema, fillPath, createHttp, toNetworkError }, def] = await Promise.all([
      loadCallTable(),
      loadCallDef(name),
    ])
    this.#http ??= createHttp(this.#options)
    const stamp = { _t: String(Date.now()) }
    // `{name}` segments of the path (e.g. /user/{userId}/{type}/{pageIndex}) come out of the input.
    const { path, rest } = fillPath(def.path, isRecord(input) ? input : {})
    const request =
      def.method === 'GET'
        ? { method: 'get', searchParams: { ...queryOf(rest), ...stamp } }
        : { method: 'post', searchParams: stamp, json: path === def.path ? input : rest }
    let response: Response
    try {
      response = await this.#http(path, { ...request, signal: init?.signal })
    } catch (error) {
      throw toNetworkError(error)
    }
    const envelope = anyEnvelopeSchema.safeParse(await readJson(response))
    if (!envelope.success) {
      // A gateway answering instead of our server (502/503/504 pages) means the server is out of reach.
      if (response.status >= 500) throw new NetworkError('unavailable')
      throw new InvalidReplyError(name, `HTTP ${response.status}, not an envelope`)
    }
    const { status, result, errorMsg, msg, code, errorCode } = envelope.data
    const message = errorMsg || msg || translate(MESSAGES.systemError)
    if (errorCode !== null && SESSION_CODES.has(errorCode)) {
      this.#expireSession()
      throw new SessionExpiredError(message, code, errorCode)
    }
    if (status === 'fail') {
      if (TOASTED_CODES.has(code)) this.#options.notify?.({ type: 'toast', message })
      throw new ApiError(message, code, errorCode)
    }
    const parsed = def.result.safeParse(result)
    if (!parsed.success) throw new InvalidReplyError(name, parsed.error.message)
    return parsed.data as CallResult<N>
  }

  #expireSession(): void {
    // The stored user (Dexie's session table) is cleared by the db writer on the 'session/expired' bus event;
    // the server already cleared its HttpOnly cookie, which no script could.
    markSignedIn(null)
    ;(this.#options.clearCookies ?? clearAllCookies)()
    this.#options.notify?.({ type: 'sessionExpired' })
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** GET inputs become query parameters; undefined values are left out. */
function queryOf(input: unknown): Record<string, string> {
  const query: Record<string, string> = {}
  if (typeof input !== 'object' || input === null) return query
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined && value !== null) query[key] = String(value)
  }
  return query
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json()
  } catch {
    return undefined
  }
}
