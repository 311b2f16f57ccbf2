import type { ScorecastDB } from '../../db/database'
import type { BusEventOf } from '../core/bus'

export const LIBRARY_WRITTEN_TYPES = ['library/teams', 'library/players', 'library/page'] as const
export type LibraryWrittenEvent = BusEventOf<(typeof LIBRARY_WRITTEN_TYPES)[number]>

/**
 * Stores a batch of library events in one transaction, in order. A complete list of a game's teams or
 * players replaces what was stored for that game (a team that left the catalogue goes); a partial one (the
 * load stopped midway) only adds.
 */
export function applyLibraryBatch(db: ScorecastDB, batch: readonly LibraryWrittenEvent[]): Promise<void> {
  return db.transaction('rw', [db.libraryTeams, db.libraryPlayers, db.libraryPages], async () => {
    for (const event of batch) {
      switch (event.type) {
        case 'library/teams': {
          if (event.complete) await db.libraryTeams.where('gameId').equals(event.gameId).delete()
          await db.libraryTeams.bulkPut(event.list.map((team) => ({ ...team, fetchedAt: event.at })))
          break
        }
        case 'library/players': {
          if (event.complete) await db.libraryPlayers.where('gameId').equals(event.gameId).delete()
          await db.libraryPlayers.bulkPut(
            event.list.map((player) => ({ ...player, teamId: player.team?.id ?? '', fetchedAt: event.at })),
          )
          break
        }
        case 'library/page':
          await db.libraryPages.put(event.row)
          break
      }
    }
  })
}
