import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import type { JSONContent } from '@tiptap/react'
import { lazy, Suspense, useState } from 'react'
import {
  ARTICLE_LIMITS,
  ARTICLE_TAGS,
  type ArticleDraft,
  articleDraftSchema,
  type OwnArticle,
} from '../../../../protocol/articles'
import { ARTICLE_MESSAGES } from '../../../../protocol/messages/articles'
import { useArticleCache } from '../../../db/queries/articles'
import {
  articleKeys,
  articleLoads,
  saveArticle,
  uploadArticleImage,
  useArticleInterest,
} from '../../../streams/articles/article-loads'
import { CountedInput } from '../../../ui/form/counted-input'
import { firstError } from '../../../ui/form/field-error'
import { FormActions, FormMessage, FormRow } from '../../../ui/form/form-row'
import { GameSelect } from '../../../ui/form/game-select'
import { useFormState } from '../../../ui/form/use-form-state'
import { gameName } from '../../../ui/game-names'
import { articleStateLabel } from '../../../ui/news/article-states'
import { LoadNote } from '../../../ui/user/load-note'
import '../../../ui/news/article.css'
import { usePageTitle } from '../../-app/use-page-title'
import { CreatorCentre, CreatorPanel } from './creator-centre'

// TipTap is loaded only here, in its own chunk.
const ArticleEditor = lazy(() => import('./article-editor'))

type Fields = { gameId: number; title: string; cover: string | null; tags: string[]; match: string; body: JSONContent }

const EMPTY: Fields = { gameId: 1, title: '', cover: null, tags: [], match: '', body: { type: 'doc', content: [] } }

function fieldsOf(article: OwnArticle): Fields {
  const { gameId, title, cover, tags, matchId, body } = article
  return { gameId, title, cover, tags, match: matchId ?? '', body }
}

/** A match page's address (…/lol/123) or a bare match id: the id. */
function matchIdOf(text: string): string | null {
  const trimmed = text.trim().replace(/[?#].*$/, '')
  if (!trimmed) return null
  return trimmed.split('/').filter(Boolean).pop() ?? null
}

/** /creatorCenter/articleEdit: write a new article, or edit one (?id=) of the author's. */
export function ArticleEditPage({ id }: { id: number | null }) {
  const { t } = useLingui()
  usePageTitle(id ? t`编辑文章` : t`写文章`)
  const { status } = useArticleInterest(`own:${id ?? 'new'}`, id !== null, ...(id ? [articleLoads.own(id)] : []))
  const existing = useArticleCache('own', id ? articleKeys.own(id) : null)
  return (
    <CreatorCentre active="articleEdit" writers>
      <CreatorPanel title={id ? <Trans>编辑文章</Trans> : <Trans>写文章</Trans>}>
        <LoadNote status={id ? status : 'loaded'} />
        {id && !existing ? null : (
          // Keyed by the article: a saved new article's first answer starts the form afresh from the server's.
          <ArticleForm key={existing ? `${existing.id}` : 'new'} id={id} existing={existing ?? null} />
        )}
      </CreatorPanel>
    </CreatorCentre>
  )
}

function ArticleForm({ id, existing }: { id: number | null; existing: OwnArticle | null }) {
  const { i18n, t } = useLingui()
  const navigate = useNavigate()
  const form = useFormState()
  const [fields, setFields] = useState<Fields>(existing ? fieldsOf(existing) : EMPTY)
  const set = (patch: Partial<Fields>) => setFields((current) => ({ ...current, ...patch }))
  const tooBig = i18n._(ARTICLE_MESSAGES.imageTooBig)

  const upload = async (file: File): Promise<string | null> => {
    const outcome = await uploadArticleImage(file, tooBig)
    if (outcome.refused !== null) form.fail(outcome.refused)
    return outcome.image?.url ?? null
  }
  const draft = (): ArticleDraft | null => {
    const candidate = {
      gameId: fields.gameId,
      title: fields.title,
      cover: fields.cover,
      tags: fields.tags,
      matchId: matchIdOf(fields.match),
      body: fields.body,
    }
    const parsed = articleDraftSchema.safeParse(candidate)
    if (parsed.success) return parsed.data
    const failure = firstError(articleDraftSchema, candidate)
    form.fail(failure ? i18n._(failure) : t`请检查填写的内容`)
    return null
  }
  const save = (submit: boolean) => {
    const article = draft()
    if (!article) return
    void form.run(
      async () => {
        const outcome = await saveArticle(id, article, submit)
        if (outcome.article && id === null)
          await navigate({ to: '/creatorCenter/articleEdit', search: { id: outcome.article.id }, replace: true })
        return outcome.refused
      },
      submit ? t`已提交审核，审核通过后发布` : t`草稿已保存`,
    )
  }
  const toggleTag = (tag: string) =>
    set({ tags: fields.tags.includes(tag) ? fields.tags.filter((x) => x !== tag) : [...fields.tags, tag] })

  return (
    <form className="article-form" onSubmit={(event) => event.preventDefault()} data-testid="article-form">
      {existing ? (
        <p>
          <span className={`article-state ${existing.state}`} data-testid="article-state">
            {articleStateLabel(existing.state, i18n)}
          </span>
          {existing.state === 'published' ? (
            <span className="form-hint">
              {' '}
              <Trans>修改已发布的文章需重新审核，审核通过前文章将下线。</Trans>
            </span>
          ) : null}
          {existing.state === 'rejected' && existing.rejectReason ? (
            <span className="article-reason">{t`驳回原因：${existing.rejectReason}`}</span>
          ) : null}
        </p>
      ) : null}
      <FormRow label={<Trans>标题</Trans>}>
        <CountedInput
          value={fields.title}
          onChange={(title) => set({ title })}
          max={ARTICLE_LIMITS.titleMax}
          placeholder={t`4到60个字`}
          testId="article-title-input"
        />
      </FormRow>
      <FormRow label={<Trans>游戏</Trans>}>
        <GameSelect value={fields.gameId} onChange={(gameId) => set({ gameId })} testId="article-game" />
      </FormRow>
      <FormRow label={<Trans>分类标签</Trans>} group hint={<Trans>最多5个</Trans>}>
        <div className="article-tag-picks">
          {ARTICLE_TAGS.map((tag) => (
            <button
              key={tag}
              type="button"
              className="button"
              aria-pressed={fields.tags.includes(tag)}
              onClick={() => toggleTag(tag)}
            >
              {gameName(tag, i18n)}
            </button>
          ))}
        </div>
      </FormRow>
      <FormRow label={<Trans>封面</Trans>} group hint={<Trans>PNG、JPEG、WebP 或 GIF，不超过5MB</Trans>}>
        <div className="article-actions">
          {fields.cover ? (
            <img className="article-cover" src={fields.cover} alt="" data-testid="cover-preview" />
          ) : null}
          <label className="button">
            <Trans>上传封面</Trans>
            <input
              type="file"
              hidden
              accept="image/png,image/jpeg,image/webp,image/gif"
              data-testid="article-cover-file"
              onChange={async (event) => {
                const file = event.target.files?.[0]
                event.target.value = ''
                if (file) {
                  const url = await upload(file)
                  if (url) set({ cover: url })
                }
              }}
            />
          </label>
          {fields.cover ? (
            <button type="button" className="button" onClick={() => set({ cover: null })}>
              <Trans>移除封面</Trans>
            </button>
          ) : null}
        </div>
      </FormRow>
      <FormRow label={<Trans>关联比赛</Trans>} hint={<Trans>可选：比赛页地址或比赛编号</Trans>}>
        <input
          className="form-input"
          value={fields.match}
          maxLength={300}
          onChange={(event) => set({ match: event.target.value })}
          data-testid="article-match-input"
        />
      </FormRow>
      <Suspense fallback={<LoadNote status="loading" />}>
        <ArticleEditor initial={existing?.body ?? null} onChange={(body) => set({ body })} upload={upload} />
      </Suspense>
      <FormMessage notice={form.notice} testId="article-message" />
      <FormActions>
        <Link to="/creatorCenter/articles" className="button">
          <Trans>返回列表</Trans>
        </Link>
        <button
          type="button"
          className="button"
          disabled={form.busy}
          onClick={() => save(false)}
          data-testid="article-save"
        >
          <Trans>保存草稿</Trans>
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={form.busy}
          onClick={() => save(true)}
          data-testid="article-submit"
        >
          <Trans>提交审核</Trans>
        </button>
      </FormActions>
    </form>
  )
}
