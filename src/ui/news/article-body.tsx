import type { ReactNode } from 'react'
import {
  ARTICLE_IMAGE_PATH,
  type ArticleBody,
  type BodyBlock,
  type BodyInline,
  isSafeHref,
} from '../../../protocol/articles'

// A person's article body: the server-checked TipTap document walked into React elements. Text is always
// a text node (React escapes it); only the allow-list's elements are made, with attributes decided here —
// links only when http(s), pictures only from the portal's own uploads — so a body never becomes HTML.

function inline(node: BodyInline, key: number): ReactNode {
  if (node.type === 'hardBreak') return <br key={key} />
  let out: ReactNode = node.text
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') out = <strong>{out}</strong>
    else if (mark.type === 'italic') out = <em>{out}</em>
    else if (mark.type === 'strike') out = <s>{out}</s>
    else if (mark.type === 'underline') out = <u>{out}</u>
    else if (mark.type === 'link' && isSafeHref(mark.attrs.href))
      out = (
        <a href={mark.attrs.href} target="_blank" rel="noopener noreferrer nofollow ugc">
          {out}
        </a>
      )
  }
  return <span key={key}>{out}</span>
}

const inlines = (content: readonly BodyInline[] | undefined) => (content ?? []).map(inline)

function block(node: BodyBlock, key: number): ReactNode {
  switch (node.type) {
    case 'paragraph':
      return (
        <p key={key} dir="auto">
          {inlines(node.content)}
        </p>
      )
    case 'heading':
      return node.attrs.level === 2 ? (
        <h2 key={key} dir="auto">
          {inlines(node.content)}
        </h2>
      ) : (
        <h3 key={key} dir="auto">
          {inlines(node.content)}
        </h3>
      )
    case 'image':
      return ARTICLE_IMAGE_PATH.test(node.attrs.src) ? (
        <img key={key} src={node.attrs.src} alt={node.attrs.alt ?? ''} loading="lazy" />
      ) : null
    case 'horizontalRule':
      return <hr key={key} />
    case 'blockquote':
      return <blockquote key={key}>{node.content.map(block)}</blockquote>
    case 'bulletList':
      return (
        <ul key={key}>
          {node.content.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a body's order is fixed
            <li key={i}>{item.content.map(block)}</li>
          ))}
        </ul>
      )
    case 'orderedList':
      return (
        <ol key={key}>
          {node.content.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a body's order is fixed
            <li key={i}>{item.content.map(block)}</li>
          ))}
        </ol>
      )
    default:
      return null
  }
}

/** The body of a person's article (or its preview in the review console). */
export function ArticleBodyView({ body, testId }: { body: ArticleBody; testId?: string }) {
  return (
    <div className="news-body article-body" data-testid={testId}>
      {body.content.map(block)}
    </div>
  )
}
