/**
 * Runs inside the page before the app (page.addInitScript), so it must not reference anything outside itself.
 *
 * The client, seeing `window.__scorecastBench`, records `${matchId}:${seq}` → performance.now() when a
 * score event arrives from the socket. This probe watches the `data-seq` attribute of every
 * [data-testid="match-score"]: when one changes on a row inside the viewport, the next animation frame and
 * a message posted from it approximate the moment the change was painted (the rendering step runs between
 * the rAF callbacks and the next task). delta = paint − arrival. Scores count as visible when an
 * IntersectionObserver says they intersect the viewport.
 */
export function installPaintProbe(shareArrivals: boolean): void {
  type Probe = {
    measuring: boolean
    windowStart: number
    windowEnd: number
    deltas: number[]
    /** Changes seen on visible rows whose sequence the client never reported arriving. */
    unmatched: number
    /** Changes seen on rows outside the viewport (not measured). */
    offscreen: number
    /** Socket arrivals inside the window (counted as they come: the map below forgets old ones). */
    arrived: number
    /** Of those, the ones this tab's own socket received (the others were relayed from the leader tab). */
    received: number
    longTasks: { start: number; duration: number }[]
    /**
     * Outside the window: painted frames in a row whose visible changes all arrived under CALM_MS before (reset by
     * one that did not). The bench starts measuring once the page has caught up with what it loaded (catchUp).
     */
    calmFrames: number
  }
  const CALM_MS = 250
  const w = window as unknown as {
    __scorecastBench: { arrivals: Map<string, number> }
    __scorecastProbe: Probe
  }
  const probe: Probe = {
    measuring: false,
    windowStart: 0,
    windowEnd: Number.POSITIVE_INFINITY,
    deltas: [],
    unmatched: 0,
    offscreen: 0,
    arrived: 0,
    received: 0,
    longTasks: [],
    calmFrames: 0,
  }
  const arrivals = new Map<string, number>()
  const remember = arrivals.set.bind(arrivals)
  let recorded = 0
  /**
   * Records one arrival, counts it when it falls in the window, and now and then forgets arrivals older
   * than 30 s (a painted change looks its arrival up within a frame or two), so a run of half an hour
   * measures the page's heap and not 900,000 of the probe's own entries.
   */
  const track = (key: string, at: number) => {
    if (probe.measuring && at >= probe.windowStart) probe.arrived++
    if (++recorded % 2_000 === 0) {
      const before = performance.now() - 30_000
      for (const [old, time] of arrivals) {
        if (time >= before) break
        arrivals.delete(old)
      }
    }
    return remember(key, at)
  }
  arrivals.set = (key: string, at: number) => {
    if (probe.measuring && at >= probe.windowStart) probe.received++
    return track(key, at)
  }
  if (shareArrivals) {
    // Several tabs (BENCH_TABS): only the leader tab's socket receives events, the others paint what it
    // writes. Its arrivals are relayed to every tab on the performance timeline of each (timeOrigin differs),
    // one message per task of the leader (a socket frame's events together): a message per event was 500
    // messages a second into every tab, a cost of the bench's own that the tabs' figures then carried.
    const relay = new BroadcastChannel('scorecast-bench-arrivals')
    const own = arrivals.set
    let outbox: [string, number][] = []
    arrivals.set = (key: string, at: number) => {
      if (outbox.length === 0) {
        queueMicrotask(() => {
          relay.postMessage(outbox)
          outbox = []
        })
      }
      outbox.push([key, performance.timeOrigin + at])
      return own(key, at)
    }
    relay.onmessage = (event: MessageEvent<[string, number][]>) => {
      for (const [key, at] of event.data) track(key, at - performance.timeOrigin)
    }
  }
  w.__scorecastBench = { arrivals }
  w.__scorecastProbe = probe

  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: 'longtask', buffered: true })

  // Which scores are on screen, kept by an IntersectionObserver: asking the layout on every change
  // (getBoundingClientRect) would force a synchronous layout inside the frame being measured.
  const onScreen = new WeakSet<Element>()
  const visibility = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (entry.isIntersecting) onScreen.add(entry.target)
      else onScreen.delete(entry.target)
    }
  })
  const watchScores = (node: Node) => {
    if (!(node instanceof Element)) return
    if (node.matches('[data-testid="match-score"]')) visibility.observe(node)
    for (const score of node.querySelectorAll('[data-testid="match-score"]')) visibility.observe(score)
  }

  let pending: number[] = []
  // Before the window: the arrivals of the visible changes of the frame being painted (the catch-up's signal).
  let settling: number[] = []
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    const painted = performance.now()
    for (const arrival of pending) probe.deltas.push(painted - arrival)
    pending = []
    if (settling.length > 0) {
      const calm = settling.every((arrival) => painted - arrival < CALM_MS)
      probe.calmFrames = calm ? probe.calmFrames + 1 : 0
      settling = []
    }
  }

  new MutationObserver((records) => {
    const before = pending.length + settling.length
    for (const record of records) {
      if (record.type === 'childList') {
        for (const node of record.addedNodes) watchScores(node)
        continue
      }
      const el = record.target
      if (!(el instanceof HTMLElement) || el.dataset.testid !== 'match-score') continue
      const row = el.closest<HTMLElement>('[data-testid="match-row"]')
      const key = `${row?.dataset.matchId}:${el.dataset.seq}`
      if (!probe.measuring) {
        const arrival = onScreen.has(el) ? arrivals.get(key) : undefined
        if (arrival !== undefined && probe.windowEnd === Number.POSITIVE_INFINITY) settling.push(arrival)
        continue
      }
      if (!onScreen.has(el)) {
        probe.offscreen++
        continue
      }
      const arrival = arrivals.get(key)
      if (arrival === undefined) probe.unmatched++
      else if (arrival >= probe.windowStart && arrival < probe.windowEnd) pending.push(arrival)
    }
    if (pending.length + settling.length > before && before === 0) {
      requestAnimationFrame(() => channel.port2.postMessage(null))
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-seq'] })
}

/**
 * The probe as init-script source. tsx compiles with esbuild's keepNames, which wraps named inner functions
 * in calls to a `__name` helper that exists in Node but not in the page; the stand-in makes the serialized
 * function runnable there.
 */
export function paintProbeScript(shareArrivals = false): string {
  return `var __name = (fn) => fn;\n(${installPaintProbe.toString()})(${shareArrivals});`
}
