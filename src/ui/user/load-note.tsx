import { Trans } from '@lingui/react/macro'

export type LoadState = 'loading' | 'loaded' | 'offline' | 'failed'

/** One line saying a page shows cached data because the server could not be reached or refused. */
export function LoadNote({ status }: { status: LoadState }) {
  if (status === 'offline')
    return (
      <p className="load-note" data-testid="load-note">
        <Trans>网络出问题了，显示的是上次加载的内容</Trans>
      </p>
    )
  if (status === 'failed')
    return (
      <p className="load-note" data-testid="load-note">
        <Trans>加载失败，请稍后再试</Trans>
      </p>
    )
  return null
}
