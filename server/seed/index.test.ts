import { asc } from 'drizzle-orm'
import pino from 'pino'
import { afterEach, describe, expect, it } from 'vitest'
import { GAMES } from '../../protocol/games'
import type { DatabaseHandle } from '../db/client'
import { leagues, leagueTeams, players, teams } from '../matches/tables'
import { openTestDatabase } from '../test-support/database'
import { seedCatalogue } from './index'

const log = pino({ level: 'silent' })
const freshDatabase = openTestDatabase

async function snapshot(handle: DatabaseHandle) {
  const { db } = handle
  return {
    leagues: await db.select().from(leagues).orderBy(asc(leagues.id)),
    teams: await db.select().from(teams).orderBy(asc(teams.id)),
    leagueTeams: await db.select().from(leagueTeams).orderBy(asc(leagueTeams.leagueId), asc(leagueTeams.teamId)),
    players: await db.select().from(players).orderBy(asc(players.id)),
  }
}

const CJK = /[\u4e00-\u9fff]/
let handles: DatabaseHandle[] = []
afterEach(async () => {
  await Promise.all(handles.map((handle) => handle.close()))
  handles = []
})

describe('seedCatalogue', () => {
  it('seeds a fresh database in a few batched statements, and a second run changes nothing', async () => {
    const statements: string[] = []
    const handle = await openTestDatabase({ onQuery: (query) => statements.push(query) })
    handles.push(handle)
    const before = statements.length
    await seedCatalogue(handle.db, log)
    const inserts = statements.slice(before).filter((query) => query.startsWith('insert'))
    const first = await snapshot(handle)
    const tables = [first.leagues, first.teams, first.leagueTeams, first.players]
    // Batched, 500 rows a statement, not one round trip per row (a budget that no busy machine can break).
    expect(inserts.length).toBe(tables.reduce((sum, rows) => sum + Math.ceil(rows.length / 500), 0))
    await seedCatalogue(handle.db, log)
    expect(await snapshot(handle)).toEqual(first)
  })

  it('produces the same rows in another database (deterministic)', async () => {
    const [a, b] = [await freshDatabase(), await freshDatabase()]
    handles.push(a, b)
    await Promise.all([seedCatalogue(a.db, log), seedCatalogue(b.db, log)])
    expect(await snapshot(b)).toEqual(await snapshot(a))
  })

  it('survives two seeders starting at once on one database', async () => {
    const handle = await freshDatabase()
    handles.push(handle)
    await Promise.all([seedCatalogue(handle.db, log), seedCatalogue(handle.db, log)])
    const rows = await snapshot(handle)
    expect(new Set(rows.teams.map((t) => t.id)).size).toBe(rows.teams.length)
  })

  it('gives every game leagues with enough teams, every team players and a Chinese display name', async () => {
    const handle = await freshDatabase()
    handles.push(handle)
    await seedCatalogue(handle.db, log)
    const rows = await snapshot(handle)
    for (const game of GAMES) {
      const gameLeagues = rows.leagues.filter((l) => l.gameId === game.gameId)
      expect(gameLeagues.length, game.slug).toBeGreaterThanOrEqual(2)
      for (const league of gameLeagues) {
        const size = rows.leagueTeams.filter((lt) => lt.leagueId === league.id).length
        expect(size, league.id).toBeGreaterThanOrEqual(8)
      }
      const biggest = Math.max(...gameLeagues.map((l) => rows.leagueTeams.filter((lt) => lt.leagueId === l.id).length))
      expect(biggest, game.slug).toBeGreaterThanOrEqual(16)
    }
    for (const team of rows.teams) {
      expect(team.name.trim(), team.id).not.toBe('')
      const squad = rows.players.filter((p) => p.teamId === team.id)
      expect(squad.length, team.id).toBeGreaterThanOrEqual(4)
      // Football and basketball clubs are written in Chinese characters; Chinese esports clubs too, unless
      // Chinese media know them by their Latin tag (BLG, iG, NV.XQF).
      if (team.gameId >= 201) expect(team.name, team.id).toMatch(CJK)
      else if (team.country === 'CN') expect(team.name, team.id).toMatch(/[\u4e00-\u9fff]|^[\w.]+$/)
    }
    const byId = new Map(rows.teams.map((t) => [t.id, t]))
    expect(byId.get('soccer-team-manchester-city-fc')?.name).toBe('曼城')
    expect(byId.get('soccer-team-real-madrid-cf')?.name).toBe('皇家马德里')
    expect(byId.get('basketball-team-lal')?.name).toBe('洛杉矶湖人')
    expect(byId.get('lol-team-t1')?.name).toBe('T1')
    expect(byId.get('csgo-team-tyloo')?.name).toBe('天禄')
    expect(byId.get('kog-team-ag')?.name).toBe('成都AG超玩会')
    expect(byId.get('basketball-team-cba-guangdong')?.name).toBe('广东宏远')
    expect(rows.leagues.map((l) => l.id)).toContain('soccer-league-en1')
    // Chinese players of Chinese teams carry Chinese real names.
    for (const player of rows.players.filter((p) => p.country === 'CN' && p.source === 'generated')) {
      expect(player.realName, player.id).toMatch(CJK)
    }
    expect(rows.players.find((p) => p.nickname === 'Faker')?.teamId).toBe('lol-team-t1')
  })
})
