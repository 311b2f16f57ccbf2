// Yielding to the browser between two pieces of work, so that each runs in a task of its own (src/api's first
// call of an area, src/streams' writers).

/**
 * A task right after the current ones. Unlike a timer it is not held back in a hidden tab, where Chrome runs
 * timers at most once a second: the leader tab (shared-connection.ts) may be hidden while another tab shows
 * what it writes.
 */
export function nextTask(run: () => void): () => void {
  const channel = new MessageChannel()
  let done = false
  const cancel = () => {
    done = true
    channel.port1.close()
  }
  channel.port1.onmessage = () => {
    if (done) return
    cancel()
    run()
  }
  channel.port2.postMessage(null)
  return cancel
}

/** Resolves in a task of its own, after the tasks already queued (a yield to the browser). */
export function taskAfter(): Promise<void> {
  return new Promise((resolve) => {
    nextTask(resolve)
  })
}
