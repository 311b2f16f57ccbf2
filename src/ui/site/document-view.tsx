import { Trans, useLingui } from '@lingui/react/macro'
import type { DocumentBlock, SiteDocument } from '../../../protocol/calls/site'
import { isLocale } from '../../../protocol/constants'
import { bcp47 } from '../../i18n/locale'
import './site.css'

/** A site document rendered from its blocks as text (never as HTML), with a contents list when it is long. */
export function DocumentView({ document }: { document: SiteDocument }) {
  const { i18n, t } = useLingui()
  const headings = document.body.flatMap((block, i) => (block.type === 'heading' ? [{ i, text: block.text }] : []))
  const tag = bcp47(isLocale(i18n.locale) ? i18n.locale : 'zh_CN')
  const updated =
    document.updatedAt > 0 ? new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(document.updatedAt) : null
  return (
    <article className="site-document" data-testid="site-document" data-document={document.id}>
      <h1>{document.title}</h1>
      <p className="site-document-meta">
        {updated ? t`更新于 ${updated}` : null}
        {updated ? ' · ' : null}
        {t`版本 ${document.version}`}
      </p>
      {headings.length >= 3 ? (
        <nav className="site-document-toc" aria-label={t`目录`}>
          <ol>
            {headings.map((heading) => (
              <li key={heading.i}>
                <a href={`#section-${heading.i}`}>{heading.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {document.body.map((block, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: blocks are positional, a version's text never reorders
        <Block key={`${document.version}-${i}`} block={block} index={i} />
      ))}
    </article>
  )
}

function Block({ block, index }: { block: DocumentBlock; index: number }) {
  switch (block.type) {
    case 'heading':
      return <h2 id={`section-${index}`}>{block.text}</h2>
    case 'paragraph':
      return <p>{block.text}</p>
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'field':
      return (
        <dl className="site-field">
          <dt>{block.label}</dt>
          <dd className={block.value === null ? 'unset' : undefined}>
            {block.value ?? <Trans>未配置（由运营者在部署时填写）</Trans>}
          </dd>
        </dl>
      )
  }
}
