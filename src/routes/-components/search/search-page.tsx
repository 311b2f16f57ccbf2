import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi, Link } from '@tanstack/react-router'
import { SEARCH_TEXT_MAX, type SearchGroup } from '../../../../protocol/calls/search'
import { SEARCH_MESSAGES } from '../../../../protocol/messages/search'
import { useSearchResults } from '../../../db/queries/search'
import { useSearchInterest } from '../../../streams/search/search-interest'
import { gameNameById } from '../../../ui/game-names'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { Highlight } from '../../../ui/search/highlight'
import { hitTarget } from '../../../ui/search/hit-target'
import { kindLabel } from '../../../ui/search/kind-labels'
import { EmptyState } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import '../../../ui/library/library.css'
import './search-page.css'
import { Crest } from '../../../ui/crest/crest'
import { usePageTitle } from '../../-app/use-page-title'

const route = getRouteApi('/s/$text')

/** /s/{text}: every kind's best hits (?kind=… pages through one kind). */
export function SearchPage() {
  const { i18n, t } = useLingui()
  const { text } = route.useParams()
  const { kind, page = 1 } = route.useSearch()
  const trimmed = text.trim()
  usePageTitle(t`搜索：${trimmed}`)
  const tooLong = trimmed.length > SEARCH_TEXT_MAX
  const { status } = useSearchInterest(tooLong ? '' : trimmed, kind, page)
  const groups = useSearchResults(trimmed, kind, page)
  return (
    <section className="panel" data-testid="search-page">
      <div className="library-head">
        <div>
          <h1>{t`“${trimmed}”的搜索结果`}</h1>
          {kind ? (
            <p className="library-head-sub">
              <Link to="/s/$text" params={{ text }}>
                <Trans>全部结果</Trans>
              </Link>
              {' › '}
              {kindLabel(kind, i18n)}
            </p>
          ) : null}
        </div>
      </div>
      {tooLong ? (
        <EmptyState>{i18n._(SEARCH_MESSAGES.textTooLong)}</EmptyState>
      ) : groups === undefined || (groups === null && status === 'loading') ? (
        <MatchListSkeleton rows={6} />
      ) : groups === null || groups.length === 0 ? (
        <>
          <LoadNote status={groups === null ? 'loaded' : status} />
          <EmptyState>
            {groups === null && status === 'offline' ? (
              <Trans>网络出问题了，暂无缓存数据</Trans>
            ) : groups === null && status === 'failed' ? (
              <Trans>加载失败，请稍后再试</Trans>
            ) : (
              <Trans>没有找到与“{trimmed}”相关的结果，换个写法试试：中文、拼音、首字母或英文名都可以</Trans>
            )}
          </EmptyState>
        </>
      ) : (
        <>
          <LoadNote status={status} />
          {groups.map((group) => (
            <Group key={group.kind} group={group} text={text} typed={trimmed} paged={kind !== undefined} page={page} />
          ))}
        </>
      )}
    </section>
  )
}

function Group({
  group,
  text,
  typed,
  paged,
  page,
}: {
  group: SearchGroup
  text: string
  typed: string
  paged: boolean
  page: number
}) {
  const { i18n, t } = useLingui()
  const pageSize = paged ? 20 : 5
  const pages = Math.max(1, Math.ceil(group.total / pageSize))
  return (
    <section className="library-section search-group" data-testid="search-group" data-kind={group.kind}>
      <h2>
        {kindLabel(group.kind, i18n)} <span className="library-count">{group.total}</span>
      </h2>
      <ul className="search-hits">
        {group.list.map((hit) => (
          <li key={`${hit.kind}:${hit.id}`}>
            <Link {...hitTarget(hit)} className="search-hit" data-testid="search-hit">
              {hit.kind === 'team' || hit.kind === 'league' ? (
                <Crest
                  name={hit.title}
                  shortName=""
                  nameEn={hit.kind === 'team' ? hit.subtitle : undefined}
                  kind={hit.kind}
                  size={32}
                />
              ) : null}
              <span className="search-hit-text">
                <strong>
                  <Highlight text={hit.title} needle={typed} />
                </strong>
                <small>
                  {[hit.gameId ? gameNameById(hit.gameId, i18n) : '', hit.subtitle].filter(Boolean).join(' · ')}
                </small>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {!paged && group.total > group.list.length ? (
        <Link to="/s/$text" params={{ text }} search={{ kind: group.kind }} data-testid="search-more">
          {t`查看全部 ${group.total} 个${kindLabel(group.kind, i18n)}`}
        </Link>
      ) : null}
      {paged && pages > 1 ? (
        <nav className="search-pager" aria-label={t`分页`}>
          {page > 1 ? (
            <Link to="/s/$text" params={{ text }} search={{ kind: group.kind, page: page - 1 }}>
              <Trans>上一页</Trans>
            </Link>
          ) : null}
          <span>{t`第 ${page} / ${pages} 页`}</span>
          {page < pages ? (
            <Link
              to="/s/$text"
              params={{ text }}
              search={{ kind: group.kind, page: page + 1 }}
              data-testid="search-next"
            >
              <Trans>下一页</Trans>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </section>
  )
}
