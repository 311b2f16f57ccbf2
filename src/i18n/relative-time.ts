import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useState } from 'react'
import { isLocale } from '../../protocol/constants'
import { formatDayTime, formatRelativeTime } from './format'

const MINUTE = 60_000

/**
 * §9's relative times for what people wrote (comments, posts): 刚刚发表, N 分钟前 … in the viewer's language,
 * moving on once a minute; with the exact day and time for the element's title.
 */
export function useRelativeTime(): { relative: (then: number) => string; exact: (then: number) => string } {
  const { i18n } = useLingui()
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE)
    return () => clearInterval(timer)
  }, [])
  const locale = isLocale(i18n.locale) ? i18n.locale : 'zh_CN'
  const relative = useCallback((then: number) => formatRelativeTime(then, now, locale, i18n), [now, locale, i18n])
  return { relative, exact: formatDayTime }
}
