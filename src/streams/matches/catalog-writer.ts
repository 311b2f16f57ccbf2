import { concatMap, type Subscription } from 'rxjs'
import { LIMITS } from '../../../protocol/constants'
import type { ScorecastDB } from '../../db/database'
import type { BusEventOf, EventBus } from '../core/bus'

const CATALOG_TYPES = [
  'leagues/loaded',
  'standings/loaded',
  'matchList/loaded',
  'dayCounts/loaded',
  'homeStandings/picked',
  'home/order',
  'watch/toggle',
] as const
type CatalogEvent = BusEventOf<(typeof CATALOG_TYPES)[number]>

/** Stores one catalogue or preference event (each is rare: one load, one drag). */
export async function writeCatalogEvent(db: ScorecastDB, e: CatalogEvent): Promise<void> {
  switch (e.type) {
    case 'leagues/loaded':
      return void (await db.leagues.bulkPut(e.leagues.map((league) => ({ ...league, fetchedAt: e.at }))))
    case 'standings/loaded':
      return void (await db.standings.put({ ...e.standings, gameId: e.gameId, leagueId: e.leagueId, fetchedAt: e.at }))
    case 'matchList/loaded':
      return void (await db.matchLists.put({ key: e.key, ids: e.ids, fetchedAt: e.at }))
    case 'dayCounts/loaded':
      return void (await db.dayCounts.bulkPut(
        e.counts.map(({ day, total }) => ({ scope: e.scope, day, total, fetchedAt: e.at })),
      ))
    case 'homeStandings/picked':
      return void (await db.meta.put({ key: 'homeStandings', value: { gameId: e.gameId, leagueId: e.leagueId } }))
    case 'home/order':
      return void (await db.meta.put({ key: 'homeSectionOrder', value: [...e.order] }))
    case 'watch/toggle': {
      // Pinned again: taken off. A full wall takes no more (the pin buttons say so before).
      const wall = (await db.readMeta('watchWall')) ?? []
      const next = wall.includes(e.matchId)
        ? wall.filter((id) => id !== e.matchId)
        : wall.length < LIMITS.watchWallMax
          ? [...wall, e.matchId]
          : wall
      return void (await db.meta.put({ key: 'watchWall', value: next }))
    }
  }
}

/**
 * The writer of the matches screens' side data (leagues, standings, home lists, day counts, the home
 * order, the watch wall). Apart from the match writer, whose batches stay on the hot path; one write at a time, in order.
 */
export function startCatalogWriter(bus: EventBus, db: ScorecastDB): Subscription {
  return bus
    .on(...CATALOG_TYPES)
    .pipe(
      concatMap((event) =>
        writeCatalogEvent(db, event).catch((error: unknown) => console.error(`storing ${event.type} failed`, error)),
      ),
    )
    .subscribe()
}
