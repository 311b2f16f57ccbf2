import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SKELETON_TOOLBAR } from '../../protocol/boot-pages'
import { beijingDay } from '../../protocol/calendar'
import type { DatabaseHandle } from '../db/client'
import { teams } from '../matches/tables'
import { openTestDatabase } from '../test-support/database'
import { insertCatalogue, insertMatch } from '../test-support/fixtures'
import { startTestServer, type TestServer } from '../test-support/server'
import { matchIdOfPath } from './match-page'

// index.html as the build writes it: the root tag, a title and the skeleton's empty toolbar.
const INDEX = `<!doctype html><html lang="zh-CN"><head><title>Scorecast</title></head><body><div id="root">${SKELETON_TOOLBAR}<div class="boot-list"></div></div></body></html>`
const START = Date.parse('2026-11-28T02:00:00Z')

let database: DatabaseHandle
let server: TestServer

beforeAll(async () => {
  database = await openTestDatabase()
  await insertCatalogue(database.db, [1, 2, 5])
  await database.db.update(teams).set({ name: '<img src=x onerror=alert(1)>&"' }).where(eq(teams.id, 't2a'))
  await insertMatch(database.db, { id: 'lol-1', gameId: 1, startTime: START, status: 'live' })
  await insertMatch(database.db, { id: 'lol-<2>', gameId: 1, startTime: START })
  await insertMatch(database.db, { id: 'csgo-1', gameId: 2, startTime: START, status: 'live' })
  await insertMatch(database.db, { id: 'pubg-1', gameId: 5, startTime: START, status: 'live' })
  const dist = mkdtempSync(join(tmpdir(), 'scorecast-match-page-'))
  writeFileSync(join(dist, 'index.html'), INDEX)
  server = await startTestServer(database.db, { STATIC_DIR: dist })
})
afterAll(async () => {
  await server.close()
  await database.close()
})

const page = async (path: string, locale?: string) => {
  const response = await fetch(`${server.url}${path}`, {
    headers: locale ? { cookie: `scorecast.locale=${locale}` } : {},
  })
  return { response, html: await response.text() }
}

describe('matchIdOfPath', () => {
  it('reads /{game}/{matchId} of a game of the portal, and nothing else', () => {
    expect(matchIdOfPath('/lol/lol-20261128-002')).toBe('lol-20261128-002')
    expect(matchIdOfPath('/csgo/a%20b')).toBe('a b')
    // A live room (digits), another page, an unknown game, a malformed escape.
    for (const path of ['/lol/1002', '/lol', '/match/lol', '/news/soccer/1', '/nope/x', '/lol/%E0%A4%A']) {
      expect(matchIdOfPath(path), path).toBeNull()
    }
  })
})

describe('a match page', () => {
  it("puts the match's league, day, teams and score in the skeleton, and titles the page", async () => {
    const { response, html } = await page('/lol/lol-1')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('cache-control')).toBe('no-cache')
    expect(response.headers.get('vary')).toContain('cookie')
    expect(response.headers.get('x-boot-page')).toBe('match')
    expect(html).toContain(`<p class="boot-match-meta">联赛1 · ${beijingDay(START)}</p>`)
    expect(html).toContain('<p class="boot-match-teams"><bdi>主队1</bdi> <b>0 : 0</b> <bdi>客队1</bdi></p>')
    expect(html).toContain('<title>主队1 vs 客队1 · 联赛1 – Scorecast</title>')
    expect(html).not.toContain(SKELETON_TOOLBAR)
  })

  it("is in the visitor's language and direction, names escaped, VS before the start", async () => {
    const english = (await page('/lol/lol-1', 'en')).html
    expect(english).toContain('<html lang="en" dir="ltr">')
    expect(english).toContain('<bdi>Home 1</bdi> <b>0 : 0</b> <bdi>Guest 1</bdi>')
    expect((await page('/lol/lol-1', 'ar')).html).toContain('<html lang="ar" dir="rtl">')
    const notStarted = (await page(`/lol/${encodeURIComponent('lol-<2>')}`)).html
    expect(notStarted).toContain('<b>VS</b>')
    const markup = (await page('/csgo/csgo-1')).html
    expect(markup).toContain('<bdi>&lt;img src=x onerror=alert(1)&gt;&amp;&quot;</bdi>')
    expect(markup).not.toContain('<img')
  })

  it('is the plain index.html for an unknown match, a live room and a battle royale', async () => {
    for (const path of ['/lol/nope', '/lol/1002', '/pubg/pubg-1']) {
      expect((await page(path)).html, path).toBe(INDEX)
    }
  })
})
