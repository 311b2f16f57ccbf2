import { Trans } from '@lingui/react/macro'

/** Previous/next for a paged list of `total` rows, `size` a page; nothing when it fits one page. */
export function Pager({
  page,
  total,
  size,
  onPage,
}: {
  page: number
  total: number
  size: number
  onPage: (page: number) => void
}) {
  const pages = Math.max(1, Math.ceil(total / size))
  if (pages <= 1) return null
  return (
    <div className="form-actions" data-testid="pager">
      <button type="button" className="button" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>上一页</Trans>
      </button>
      <span>
        {page}/{pages}
      </span>
      <button type="button" className="button" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>下一页</Trans>
      </button>
    </div>
  )
}
