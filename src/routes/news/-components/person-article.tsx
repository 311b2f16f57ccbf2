import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Article } from '../../../../protocol/news'
import { gameName } from '../../../ui/game-names'
import { ArticleBodyView } from '../../../ui/news/article-body'
import { Avatar } from '../../../ui/user/avatar'
import '../../../ui/news/article.css'

/** The author of a person's article, linking to their public page. */
export function ArticleByline({ author }: { author: NonNullable<Article['author']> }) {
  return (
    <Link
      to="/userInfo/{-$id}"
      params={{ id: String(author.uid) }}
      className="article-byline"
      data-testid="article-author"
    >
      <Avatar src={author.avatar} name={author.username} size={28} />
      <span dir="auto">{author.username}</span>
    </Link>
  )
}

/** A person's article below its title: cover, body (walked, never HTML) and category tags. */
export function PersonArticleBody({ article }: { article: Article }) {
  const { i18n } = useLingui()
  if (!article.body) return null
  return (
    <>
      {article.cover ? <img className="article-cover" src={article.cover} alt="" data-testid="article-cover" /> : null}
      <ArticleBodyView body={article.body} testId="article-body" />
      {article.tags.length > 0 ? (
        <p className="article-tags" data-testid="article-tags">
          <span>
            <Trans>标签</Trans>
          </span>
          {article.tags.map((tag) => (
            <Link key={tag} to="/news/$game" params={{ game: tag }} className="article-tag">
              {gameName(tag, i18n)}
            </Link>
          ))}
        </p>
      ) : null}
    </>
  )
}
