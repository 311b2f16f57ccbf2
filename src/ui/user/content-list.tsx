import { useLingui } from '@lingui/react/macro'
import { EmptyState } from '../status/status-page'

export type ContentView = { id: string; title: string; summary: string; cover: string | null; time: number }

/** A user's news, posts or videos; the empty state while there are none. */
export function ContentList({ items }: { items: readonly ContentView[] }) {
  const { i18n } = useLingui()
  if (items.length === 0) return <EmptyState />
  const format = new Intl.DateTimeFormat(i18n.locale.replace('_', '-'), {
    dateStyle: 'medium',
    timeZone: 'Asia/Shanghai',
  })
  return (
    <ul className="content-list" data-testid="content-list">
      {items.map((item) => (
        <li key={item.id} className="content-item">
          {item.cover ? <img src={item.cover} alt="" width={120} height={68} /> : null}
          <div>
            <strong>{item.title}</strong>
            <p>{item.summary}</p>
            <time dateTime={new Date(item.time).toISOString()}>{format.format(item.time)}</time>
          </div>
        </li>
      ))}
    </ul>
  )
}
