import type { CallResult } from '../../../protocol/calls'
import { NEWS_GAMES } from '../../../protocol/calls/game-paths'
import type { NEWS_CALLS } from '../../../protocol/calls/news'
import type { Locale } from '../../../protocol/constants'
import { gameById } from '../../../protocol/games'
import { MESSAGES } from '../../../protocol/messages'
import { NEWS_MESSAGES } from '../../../protocol/messages/news'
import { articleWithAuthor, summaryOfPeople } from '../../articles/read'
import { countArticleView } from '../../articles/store'
import type { Database } from '../../db/client'
import { CallError } from '../../http/call-error'
import { matchById } from '../../matches/read'
import { articleRow, articlesOfMatch, hotArticles, pageOfArticles, relatedTo, summaryOf } from '../../news/read'
import { articleText } from '../../news/templates'
import { countView } from '../../news/writer'
import type { Handler, HandlersOf } from '../handler'

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
  // The two kinds share one id space: an id that is no feed article may be a published person's article.
  if (!row) return personArticle(db, id, locale)
  const match = await matchById(db, row.matchId)
  if (!match) throw new CallError(404, NEWS_MESSAGES.articleNotFound)
  await countView(db, row.id)
  const text = articleText(row.facts, gameById(row.gameId)?.kind ?? 'moba', row.matchId, locale)
  return {
    ...summaryOf({ ...row, views: row.views + 1 }, locale),
    paragraphs: text.paragraphs,
    body: null,
    tags: [],
    match,
    related: await relatedTo(db, row, locale),
  }
}

async function personArticle(db: Database, id: number, locale: Locale): Promise<CallResult<'newsArticle'>> {
  const found = await articleWithAuthor(db, id)
  if (found?.article.state !== 'published') throw new CallError(404, NEWS_MESSAGES.articleNotFound)
  await countArticleView(db, id)
  const { article } = found
  return {
    ...summaryOfPeople({ ...found, article: { ...article, views: article.views + 1 } }),
    paragraphs: [],
    body: article.body,
    tags: article.tags,
    match: article.matchId ? await matchById(db, article.matchId) : null,
    related: await relatedTo(db, article, locale),
  }
}

export const newsOfMatch: Handler<'newsOfMatch'> = async ({ game, matchId }, { db, locale }) => {
  knownGame(game)
  return { list: await articlesOfMatch(db, matchId, locale) }
}

export const NEWS_HANDLERS: HandlersOf<typeof NEWS_CALLS> = { newsHot, newsList, newsArticle, newsOfMatch }
