import { Trans } from '@lingui/react/macro'
import type { ConnectionView } from '../layout/connection-view'
import './connection-bar.css'

type Props = { state: ConnectionView['state']; online: boolean; onReconnect: () => void }

/** §4 chat connection: connecting, connected, disconnected, attempting to reconnect, with a manual reconnect. */
export function ConnectionBar({ state, online, onReconnect }: Props) {
  const label = {
    connecting: <Trans>连接中</Trans>,
    connected: <Trans>已连接</Trans>,
    disconnected: <Trans>已断开</Trans>,
    reconnecting: <Trans>正在重连</Trans>,
  }[online ? state : 'disconnected']
  return (
    <div className="chat-connection" data-testid="chat-connection" data-state={online ? state : 'disconnected'}>
      <span className="chat-connection-dot" aria-hidden="true" />
      <span role="status">{label}</span>
      {state !== 'connected' || !online ? (
        <button type="button" className="chat-reconnect" data-testid="chat-reconnect" onClick={onReconnect}>
          <Trans>重新连接</Trans>
        </button>
      ) : null}
    </div>
  )
}
