import { Trans, useLingui } from '@lingui/react/macro'
import type { LiveState } from '../../../protocol/live'
import { LIVE_MESSAGES } from '../../../protocol/messages/live'
import './broadcast-panel.css'
import { FormMessage } from '../form/form-row'
import { useFormState } from '../form/use-form-state'

type Props = {
  state: LiveState
  /** Whether the ingest receives the stream (polled every few seconds). */
  publishing: boolean
  banned: boolean
  /** Start or end live; resolves with the server's refusal, null when done. */
  onStart: () => Promise<string | null>
  onEnd: () => Promise<string | null>
}

/**
 * §4 live broadcast: the steps (start the stream in the tool, then start live; later stop the stream and
 * end live), whether the stream arrives, and the two buttons. A banned anchor sees why they are disabled.
 */
export function BroadcastPanel({ state, publishing, banned, onStart, onEnd }: Props) {
  const { i18n } = useLingui()
  const form = useFormState()
  const live = state === 'live'

  return (
    <div className="form" data-testid="broadcast-panel">
      <ol className="anchor-steps">
        <li>
          <Trans>在推流软件（如OBS）中填写推流地址和推流码，开始推流</Trans>
        </li>
        <li>
          <Trans>确认下方显示“已收到推流”后，点击“开始直播”</Trans>
        </li>
        <li>
          <Trans>直播结束时，先在推流软件中停止推流</Trans>
        </li>
        <li>
          <Trans>再点击“结束直播”</Trans>
        </li>
      </ol>
      <div className="anchor-status" data-testid="broadcast-status" data-live={live} data-publishing={publishing}>
        <span>
          <span className={live ? 'anchor-dot live' : 'anchor-dot'} />
          {live ? <Trans>直播中</Trans> : state === 'ended' ? <Trans>直播已结束</Trans> : <Trans>未开播</Trans>}
        </span>
        <span>
          <span className={publishing ? 'anchor-dot on' : 'anchor-dot'} />
          {publishing ? <Trans>已收到推流</Trans> : <Trans>未收到推流</Trans>}
        </span>
        {live && !publishing ? (
          <span className="form-hint">
            <Trans>直播中但没有收到画面，请检查推流软件</Trans>
          </span>
        ) : null}
      </div>
      {banned ? (
        <p className="anchor-banner" data-testid="broadcast-banned">
          {i18n._(LIVE_MESSAGES.broadcastBanned)}
        </p>
      ) : null}
      <div className="form-actions">
        <button
          type="button"
          className="button button-primary"
          data-testid="start-live"
          disabled={form.busy || banned || live}
          onClick={() => void form.run(onStart)}
        >
          <Trans>开始直播</Trans>
        </button>
        <button
          type="button"
          className="button button-danger"
          data-testid="end-live"
          disabled={form.busy || banned || !live}
          onClick={() => void form.run(onEnd)}
        >
          <Trans>结束直播</Trans>
        </button>
      </div>
      <FormMessage notice={form.notice} testId="broadcast-message" />
    </div>
  )
}
