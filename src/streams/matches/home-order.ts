import { completeHomeOrder, type HomeSectionId } from '../../db/home-sections'
import { app } from '../core/runtime'

/** Remembers the home sections' order after a drag (repaired to hold every section once). */
export function setHomeSectionOrder(order: readonly HomeSectionId[]): void {
  app.bus.emit({ type: 'home/order', order: completeHomeOrder(order) })
}
