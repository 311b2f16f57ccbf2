import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { PlayerCard, TeamCard, TeamPage } from '../../../protocol/calls/library'
import { ScorecastDB } from '../../db/database'
import { libraryPage } from '../../db/queries/library'
import { makeMatch, putMatches } from '../../db/test-fixtures'
import { applyLibraryBatch } from './apply-library-batch'

const team = (id: string, gameId = 1): TeamCard => ({
  id,
  gameId,
  name: id,
  nameEn: id,
  shortName: id,
  country: null,
  logo: null,
  leagueIds: ['lpl'],
  players: 5,
  played: 2,
  won: 1,
  drawn: 0,
  lost: 1,
  winRate: 50,
})

const player = (id: string, teamId: string | null): PlayerCard => ({
  id,
  gameId: 1,
  nickname: id,
  realName: id,
  role: 'mid',
  country: null,
  birthDate: null,
  team: teamId ? { id: teamId, name: teamId, shortName: teamId, logo: null } : null,
})

let db: ScorecastDB
beforeEach(async () => {
  db = new ScorecastDB(`library-${Math.random()}`)
  await db.open()
})
afterEach(async () => {
  await db.delete()
})

describe('applyLibraryBatch', () => {
  it('replaces a game’s teams with a complete list, adds with a partial one, and leaves other games alone', async () => {
    await applyLibraryBatch(db, [
      { type: 'library/teams', gameId: 1, list: [team('a'), team('b')], complete: true, at: 1 },
      { type: 'library/teams', gameId: 2, list: [team('c', 2)], complete: true, at: 1 },
    ])
    await applyLibraryBatch(db, [{ type: 'library/teams', gameId: 1, list: [team('b')], complete: true, at: 2 }])
    expect((await db.libraryTeams.toArray()).map((t) => t.id).sort()).toEqual(['b', 'c'])
    await applyLibraryBatch(db, [{ type: 'library/teams', gameId: 1, list: [team('d')], complete: false, at: 3 }])
    expect((await db.libraryTeams.where('gameId').equals(1).toArray()).map((t) => t.id).sort()).toEqual(['b', 'd'])
  })

  it('indexes players without a team under the empty team id', async () => {
    await applyLibraryBatch(db, [
      { type: 'library/players', gameId: 1, list: [player('p1', 'a'), player('p2', null)], complete: true, at: 1 },
    ])
    expect((await db.libraryPlayers.where('teamId').equals('').toArray()).map((p) => p.id)).toEqual(['p2'])
    expect((await db.libraryPlayers.where('teamId').equals('a').toArray()).map((p) => p.id)).toEqual(['p1'])
  })
})

describe('libraryPage', () => {
  it('answers a stored page with its matches as the cache holds them now, and null for one never loaded', async () => {
    const live = makeMatch({ id: 'm1', status: 'live', homeScore: 0, seq: 1 })
    const page: TeamPage = {
      team: team('a'),
      leagues: [],
      roster: [],
      record: { played: 0, won: 0, drawn: 0, lost: 0, winRate: 0, scoreFor: 0, scoreAgainst: 0 },
      form: [],
      recent: [],
      upcoming: [live],
      formSeries: [],
      opponents: [],
    }
    await applyLibraryBatch(db, [{ type: 'library/page', row: { kind: 'team', id: 'a', page, fetchedAt: 1 } }])
    expect(await libraryPage(db, 'team', 'a')).toMatchObject({ page: { upcoming: [{ id: 'm1', homeScore: 0 }] } })

    // A pushed score reaches the stored match: the page shows it without being loaded again.
    await putMatches(db, [{ ...live, homeScore: 2, seq: 3, day: '2026-11-22', retracted: [] }])
    expect(await libraryPage(db, 'team', 'a')).toMatchObject({ page: { upcoming: [{ id: 'm1', homeScore: 2 }] } })
    expect(await libraryPage(db, 'team', 'b')).toBeNull()
    expect(await libraryPage(db, 'league', 'a')).toBeNull()
  })
})
