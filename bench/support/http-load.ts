import { treeCpuSeconds } from './process-cpu'
import { summarize } from './stats'

// Calls of the portal's API from this process, as the client makes them (sysType and lan headers, the
// encodings Node's fetch accepts), a fixed number in flight at a time. A call's latency runs from sending it
// to the last byte of its answer; the server's CPU over the run comes from /proc.

export const CLIENT_HEADERS = { sysType: 'PC', lan: 'zh_CN' }

export type LoadResult = {
  requests: number
  concurrency: number
  /** Answers that were not HTTP 200 with a `success` envelope. */
  failed: number
  latencyMs: ReturnType<typeof summarize>
  perSecond: number
  /** Server CPU (all its processes) per call, ms. */
  serverCpuMs: number
  /** Mean size of an answer's JSON (decoded), bytes. */
  meanBytes: number
}

async function call(url: string) {
  const started = performance.now()
  const reply = await fetch(url, { headers: CLIENT_HEADERS })
  const body = await reply.text()
  const ms = performance.now() - started
  const ok = reply.status === 200 && (JSON.parse(body) as { status?: string }).status === 'success'
  return { ms, ok, bytes: Buffer.byteLength(body) }
}

/** Untimed calls, so that the server's code paths are compiled and its caches filled before any is timed. */
export async function warmUp(urls: readonly string[], calls: number): Promise<void> {
  for (let i = 0; i < calls; i++) await call(urls[i % urls.length] as string)
}

/** Calls `urls` in turn, `requests` times in all, `concurrency` in flight. */
export async function loadUrls(
  urls: readonly string[],
  options: { requests: number; concurrency: number; serverPid: number },
): Promise<LoadResult> {
  const latencies: number[] = []
  let failed = 0
  let bytes = 0
  let next = 0
  const worker = async () => {
    for (let n = next++; n < options.requests; n = next++) {
      const result = await call(urls[n % urls.length] as string)
      latencies.push(result.ms)
      bytes += result.bytes
      if (!result.ok) failed++
    }
  }
  const cpuBefore = treeCpuSeconds(options.serverPid)
  const started = performance.now()
  await Promise.all(Array.from({ length: options.concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  const cpu = treeCpuSeconds(options.serverPid) - cpuBefore
  return {
    requests: options.requests,
    concurrency: options.concurrency,
    failed,
    latencyMs: summarize(latencies),
    perSecond: options.requests / seconds,
    serverCpuMs: (cpu * 1000) / options.requests,
    meanBytes: bytes / options.requests,
  }
}
