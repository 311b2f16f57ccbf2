import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useReadLater } from '../../../db/queries/social'
import { formatDayTime } from '../../../i18n/format'
import { setReadLater } from '../../../streams/social/social-actions'
import { socialLoads, useSocialInterest } from '../../../streams/social/social-loads'
import { EmptyState } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import { UserPanel } from '../../../ui/user/user-layout'
import { OwnPage } from '../user/own-page'

/** /userInfo/readLater: the articles saved to read later (they open offline), with the account's list merged in. */
export function ReadLaterPage() {
  return <OwnPage active="readLater">{() => <ReadLaterPanel />}</OwnPage>
}

/** Only for a logged-in user: the account's list is loaded into the device's. */
function ReadLaterPanel() {
  const { t } = useLingui()
  const { status } = useSocialInterest('readLater', socialLoads.readLater())
  const rows = useReadLater()
  return (
    <UserPanel title={t`稍后阅读`} testId="readLater-page">
      <LoadNote status={status} />
      {rows && rows.length === 0 ? (
        <EmptyState>
          <Trans>还没有稍后阅读的文章，在文章页点“稍后阅读”即可保存</Trans>
        </EmptyState>
      ) : null}
      <ul className="read-later-list" data-testid="read-later-list">
        {(rows ?? []).map((row) => (
          <li key={row.articleId} data-testid="read-later-item">
            <div>
              <Link to="/news/{-$game}/$id" params={{ game: row.game, id: String(row.articleId) }} dir="auto">
                {row.title}
              </Link>
              <p dir="auto">{row.summary}</p>
            </div>
            <div>
              <time dateTime={new Date(row.savedAt).toISOString()}>{formatDayTime(row.savedAt)}</time>{' '}
              <button type="button" onClick={() => void setReadLater(row, false)}>
                <Trans>移除</Trans>
              </button>
            </div>
          </li>
        ))}
      </ul>
    </UserPanel>
  )
}
