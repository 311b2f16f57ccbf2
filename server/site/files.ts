import type { FastifyInstance, FastifyRequest } from 'fastify'
import { GAMES } from '../../protocol/games'
import type { Database } from '../db/client'
import { leagues, players, teams } from '../matches/tables'

// robots.txt and sitemap.xml for search engines: the public pages and every league, team and player page.

const PUBLIC_PAGES = [
  '/',
  '/live',
  '/match',
  '/watch',
  '/leagueLibrary',
  '/squadLibrary',
  '/playerLibrary',
  '/about',
  '/certificate',
  '/protocol/service',
  '/protocol/privacy',
  '/protocol/power',
  '/protocol/responsibility',
  '/protocol/complaint',
  '/protocol/cooperation',
  '/protocol/attributions',
  ...GAMES.flatMap((game) => [`/match/${encodeURIComponent(game.slug)}`, `/${encodeURIComponent(game.slug)}/data`]),
]

/** Pages only a logged-in user sees, and the API: nothing to index. */
const PRIVATE_PREFIXES = ['/java/', '/userInfo/', '/anchorCenter/', '/creatorCenter/', '/channel/', '/hls/']

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c)

function originOf(request: FastifyRequest, publicUrl: string | null): string {
  return publicUrl ?? `${request.protocol}://${request.host}`
}

export function registerSiteFiles(app: FastifyInstance, db: Database, publicUrl: string | null): void {
  app.get('/robots.txt', async (request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`)]
    lines.push(`Sitemap: ${originOf(request, publicUrl)}/sitemap.xml`, '')
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'))
  })

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request, publicUrl)
    const [leagueIds, teamIds, playerIds] = await Promise.all([
      db.select({ id: leagues.id }).from(leagues),
      db.select({ id: teams.id }).from(teams),
      db.select({ id: players.id }).from(players),
    ])
    const paths = [
      ...PUBLIC_PAGES,
      ...leagueIds.map((r) => `/leagueLibrary/${encodeURIComponent(r.id)}`),
      ...teamIds.map((r) => `/squadLibrary/${encodeURIComponent(r.id)}`),
      ...playerIds.map((r) => `/playerLibrary/${encodeURIComponent(r.id)}`),
    ]
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((path) => `<url><loc>${escapeXml(origin + path)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n')
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body)
  })
}
