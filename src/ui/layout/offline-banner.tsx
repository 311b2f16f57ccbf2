import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { isLocale } from '../../../protocol/constants'
import { formatMatchTime, formatRelativeTime, JUST_UPDATED } from '../../i18n/format'
import { type ConnectionView, isShowingCache } from './connection-view'

type Props = { connection: ConnectionView }

const TICK_MS = 30_000

/** Says the page shows cached data and how old it is, whenever the browser or the live link is down. */
export function OfflineBanner({ connection }: Props) {
  const { i18n } = useLingui()
  const visible = isShowingCache(connection)
  const [now, setNow] = useState(() => Date.now())
  // The "N minutes ago" must age while the banner stays up.
  useEffect(() => {
    if (!visible) return
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [visible])
  if (!visible) return null

  const locale = isLocale(i18n.locale) ? i18n.locale : 'zh_CN'
  const { lastSyncAt } = connection
  const ago = lastSyncAt === null ? '' : formatRelativeTime(lastSyncAt, now, locale, i18n, JUST_UPDATED)
  const clock = lastSyncAt === null ? '' : formatMatchTime(lastSyncAt)
  return (
    <div className="offline-banner" data-testid="offline-banner" role="status">
      <div className="container">
        <strong>{connection.online ? <Trans>实时连接已断开</Trans> : <Trans>网络已断开</Trans>}</strong>
        <span>
          {lastSyncAt === null ? (
            <Trans>页面显示的是缓存数据，尚未与服务器同步。</Trans>
          ) : (
            <Trans>
              页面显示的是缓存数据，最后更新：{ago}（北京时间 {clock}）。
            </Trans>
          )}
        </span>
      </div>
    </div>
  )
}
