/** The parts of the Network Information API that matter here (not in every browser, hence optional). */
export type NetworkHints = { saveData?: boolean; effectiveType?: string }

/**
 * Links prefetch their route's code and data when hovered ('intent'), except on data-saver or a 2g
 * connection, where the visitor pays for every byte (§9).
 */
export function preloadPolicy(hints: NetworkHints | undefined): 'intent' | false {
  if (!hints) return 'intent'
  if (hints.saveData) return false
  if (hints.effectiveType === '2g' || hints.effectiveType === 'slow-2g') return false
  return 'intent'
}

export function networkHints(): NetworkHints | undefined {
  const nav = globalThis.navigator as (Navigator & { connection?: NetworkHints }) | undefined
  return nav?.connection
}
