import { useLingui } from '@lingui/react/macro'
import type { ConnectionView } from './connection-view'
import './connection-indicator.css'

type Props = { connection: ConnectionView }

/** A small dot and word in the header: live push, polling fallback, (re)connecting or offline. */
export function ConnectionIndicator({ connection }: Props) {
  const { t } = useLingui()
  const { state, online, usingPolling } = connection
  const [tone, label] = !online
    ? (['off', t`离线`] as const)
    : state === 'connected'
      ? (['ok', t`实时`] as const)
      : usingPolling
        ? (['warn', t`轮询更新`] as const)
        : state === 'disconnected'
          ? (['off', t`已断开`] as const)
          : (['warn', t`连接中`] as const)
  return (
    <span
      className="connection-indicator"
      data-testid="connection-indicator"
      data-state={state}
      data-tone={tone}
      title={label}
    >
      <span className="connection-dot" aria-hidden="true" />
      <span className="connection-label">{label}</span>
    </span>
  )
}
