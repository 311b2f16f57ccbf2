import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { useSocialCache } from '../../../db/queries/social'
import { formatDayTime } from '../../../i18n/format'
import { socialKeys, socialLoads, useSocialInterest } from '../../../streams/social/social-loads'
import { EmptyState } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { UserPanel } from '../../../ui/user/user-layout'
import { Content } from '../user/content-page'
import { OwnPage } from '../user/own-page'
import { UserPosts } from './user-posts'

type Tab = 'post' | 'comment' | 'video'

/** /userInfo/send: what the user has published — posts, comments (each linking to what it is on), videos. */
export function PublishedPage() {
  const { t } = useLingui()
  const [tab, setTab] = useState<Tab>('post')
  const tabs: [Tab, string][] = [
    ['post', t`帖子`],
    ['comment', t`评论`],
    ['video', t`视频`],
  ]
  return (
    <OwnPage active="send">
      {(user) => (
        <UserPanel title={t`我的发布`} testId="send-page">
          <div className="user-tabs" role="tablist">
            {tabs.map(([key, label]) => (
              <button
                key={key}
                type="button"
                role="tab"
                aria-selected={tab === key}
                onClick={() => setTab(key)}
                data-testid={`send-tab-${key}`}
              >
                {label}
              </button>
            ))}
          </div>
          <div className="user-panel-body">
            {tab === 'post' ? <UserPosts uid={user.uid} /> : null}
            {tab === 'comment' ? <MyComments /> : null}
            {tab === 'video' ? <Content uid={user.uid} type="video" /> : null}
          </div>
        </UserPanel>
      )}
    </OwnPage>
  )
}

function MyComments() {
  const { status } = useSocialInterest(socialKeys.myComments(1), socialLoads.myComments(1))
  const page = useSocialCache('myComments', socialKeys.myComments(1))
  if (!page) return <LoadNote status={status} />
  return (
    <>
      <LoadNote status={status} />
      {page.list.length === 0 ? (
        <EmptyState>
          <Trans>还没有评论</Trans>
        </EmptyState>
      ) : (
        <ul className="read-later-list" data-testid="my-comments">
          {page.list.map((comment) => (
            <li key={comment.id}>
              <div>
                <span className="comment-body" dir="auto">
                  {comment.body}
                </span>
                <p>
                  {comment.kind === 'news' ? (
                    <Link to="/news/{-$game}/$id" params={{ game: comment.game, id: String(comment.targetId) }}>
                      {comment.targetTitle}
                    </Link>
                  ) : (
                    comment.targetTitle
                  )}
                </p>
              </div>
              <time dateTime={new Date(comment.createdAt).toISOString()}>{formatDayTime(comment.createdAt)}</time>
            </li>
          ))}
        </ul>
      )}
    </>
  )
}
