import { escapeHtml, localizedShell, SKELETON_TOOLBAR } from '../../protocol/boot-pages'
import { beijingDay } from '../../protocol/calendar'
import type { Locale } from '../../protocol/constants'
import { entityName, leagueNameOf } from '../../protocol/entity-names'
import { gameById, gameBySlug } from '../../protocol/games'
import type { Match } from '../../protocol/match'
import { isRoomIdSegment } from '../../protocol/rooms'

const MATCH_PATH = /^\/([^/]+)\/([^/]+)$/

/** The match id of a match page's path (`/{game}/{matchId}`, a game's slug first), or null for any other path. */
export function matchIdOfPath(path: string): string | null {
  const [, slug, id] = MATCH_PATH.exec(path) ?? []
  if (!slug || !id || !gameBySlug(slug) || isRoomIdSegment(id)) return null
  try {
    return decodeURIComponent(id)
  } catch {
    return null
  }
}

/**
 * index.html with the match's head in the skeleton — its league and day, and "home score : score guest" —
 * in `locale`, and the document's title, language and direction set: a match page shows which match it is
 * and where it stands before any script runs (the app's own head takes its place on its first render).
 * Only data goes in (names as the app prints them, digits), no words to translate. Null when index.html has
 * no skeleton toolbar, or for a battle royale (its lobby has no home and guest).
 */
export function matchPage(indexHtml: string, match: Match, locale: Locale): string | null {
  const shell = localizedShell(indexHtml, locale)
  if (shell === null || !shell.includes(SKELETON_TOOLBAR) || gameById(match.gameId)?.kind === 'battleRoyale') {
    return null
  }
  const home = entityName(match.home, locale)
  const guest = entityName(match.guest, locale)
  const league = leagueNameOf(match, locale)
  const score = match.status === 'notStarted' ? 'VS' : `${match.homeScore} : ${match.guestScore}`
  const head =
    '<div class="boot-panel boot-match">' +
    `<p class="boot-match-meta">${escapeHtml(league)} · ${beijingDay(match.startTime)}</p>` +
    // Each name isolated, so a right-to-left page puts home on the right, as the app's hero does.
    `<p class="boot-match-teams"><bdi>${escapeHtml(home)}</bdi> <b>${score}</b> <bdi>${escapeHtml(guest)}</bdi></p>` +
    '</div>'
  // As the app titles the page (match-detail-page.tsx, "<title> – Scorecast").
  const title = `${home} vs ${guest} · ${league} – Scorecast`
  return shell.replace(SKELETON_TOOLBAR, head).replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
}
