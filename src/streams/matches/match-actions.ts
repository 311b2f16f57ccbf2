import { completeHomeOrder, type HomeSectionId } from '../../db/home-sections'
import { app } from '../core/runtime'

// What the user does on the matches screens, as bus events (the favourites and catalog writers store them).

/** Follows or unfollows a match: at once on this device, and on the account when logged in. */
export function toggleFavourite(matchId: string): void {
  app.bus.emit({ type: 'favourites/toggle', matchId, at: Date.now() })
}

/** Pins a match to the watch wall, or takes it off when it is there. */
export function toggleWatch(matchId: string): void {
  app.bus.emit({ type: 'watch/toggle', matchId })
}

/** Remembers the home sections' order after a drag (repaired to hold every section once). */
export function setHomeSectionOrder(order: readonly HomeSectionId[]): void {
  app.bus.emit({ type: 'home/order', order: completeHomeOrder(order) })
}
