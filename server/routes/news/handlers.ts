import { type NEWS_CALLS, NEWS_GAMES } from '../../../protocol/calls/news'
import { gameById } from '../../../protocol/games'
import { MESSAGES } from '../../../protocol/messages'
import { NEWS_MESSAGES } from '../../../protocol/messages/news'
import { CallError } from '../../http/call-error'
import type { Handler, HandlersOf } from '../../http/handler'
import { matchById } from '../../matches/read'
import { articleRow, articlesOfMatch, hotArticles, pageOfArticles, relatedTo, summaryOf } from '../../news/read'
import { articleText } from '../../news/templates'
import { countView } from '../../news/writer'

/** A game-first path whose first segment is no game is no call of ours (see newsGameSchema). */
function knownGame(game: string): void {
  if (!NEWS_GAMES.includes(game)) throw new CallError(404, MESSAGES.notFound)
}

export const newsHot: Handler<'newsHot'> = async ({ game }, { db, locale, auth }) => ({
  list: await hotArticles(db, game, locale, auth.now()),
})

export const newsList: Handler<'newsList'> = async ({ game, type, pageIndex }, { db, locale, auth }) => {
  knownGame(game)
  // The spec's /{game}/{type}/{pageIndex} names the kind of list; only 'news' is a list of articles.
  if (type !== 'news') throw new CallError(404, MESSAGES.notFound)
  return pageOfArticles(db, game, pageIndex, locale, auth.now())
}

export const newsArticle: Handler<'newsArticle'> = async ({ game, id }, { db, locale }) => {
  knownGame(game)
  const row = await articleRow(db, id)
  const match = row ? await matchById(db, row.matchId) : null
  if (!row || !match) throw new CallError(404, NEWS_MESSAGES.articleNotFound)
  await countView(db, row.id)
  const text = articleText(row.facts, gameById(row.gameId)?.kind ?? 'moba', row.matchId, locale)
  return {
    ...summaryOf({ ...row, views: row.views + 1 }, locale),
    paragraphs: text.paragraphs,
    match,
    related: await relatedTo(db, row, locale),
  }
}

export const newsOfMatch: Handler<'newsOfMatch'> = async ({ game, matchId }, { db, locale }) => {
  knownGame(game)
  return { list: await articlesOfMatch(db, matchId, locale) }
}

export const NEWS_HANDLERS: HandlersOf<typeof NEWS_CALLS> = { newsHot, newsList, newsArticle, newsOfMatch }
