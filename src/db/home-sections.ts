/** The home page's sections, in their default order (the user reorders them by dragging). */
export const DEFAULT_HOME_ORDER = [
  'live',
  'today',
  'hot',
  'yesterday',
  'tomorrow',
  'highlights',
  'preview',
  'experts',
  'data',
] as const

export type HomeSectionId = (typeof DEFAULT_HOME_ORDER)[number]

export function isHomeSectionId(value: unknown): value is HomeSectionId {
  return typeof value === 'string' && (DEFAULT_HOME_ORDER as readonly string[]).includes(value)
}

/**
 * A stored order made whole: unknown or repeated ids dropped, sections it lacks (added by a later
 * release) appended in their default order, so every section shows exactly once.
 */
export function completeHomeOrder(stored: readonly unknown[] | undefined): HomeSectionId[] {
  const order: HomeSectionId[] = []
  for (const id of stored ?? []) if (isHomeSectionId(id) && !order.includes(id)) order.push(id)
  for (const id of DEFAULT_HOME_ORDER) if (!order.includes(id)) order.push(id)
  return order
}
