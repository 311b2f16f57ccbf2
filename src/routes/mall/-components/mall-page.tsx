import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import type { ProductCategory } from '../../../../protocol/mall'
import { useSessionUser } from '../../../db/queries/account'
import { useMallCache } from '../../../db/queries/mall'
import { mallKeys, mallLoads, useMallInterest } from '../../../streams/mall/mall-loads'
import { ProductCard } from '../../../ui/mall/product-card'
import { MatchListSkeleton } from '../../../ui/match/match-skeleton'
import { EmptyState, NetworkProblemPage } from '../../../ui/status/status-page'
import { LoadNote } from '../../../ui/user/load-note'
import '../../../ui/expert/expert.css'
import { usePageTitle } from '../../-app/use-page-title'

/** The coin mall: products by category, price in coins, stock and redemptions. */
export function MallPage() {
  const { t } = useLingui()
  usePageTitle(t`金币商城`, t`用金币兑换话费、会员与周边好礼`)
  const [category, setCategory] = useState<ProductCategory | null>(null)
  const { status, retry } = useMallInterest(`products:${category ?? 'all'}`, true, mallLoads.products(category))
  const products = useMallCache('products', mallKeys.products(category))
  const me = useSessionUser()
  if (products === null && status === 'offline') return <NetworkProblemPage onRetry={retry} />
  const tabs: [ProductCategory | null, string][] = [
    [null, t`全部`],
    ['virtual', t`虚拟商品`],
    ['physical', t`实物商品`],
  ]
  return (
    <section className="panel expert-panel container" data-testid="mall-page">
      <div className="expert-section">
        <h2>
          <Trans>金币商城</Trans>
          {me ? (
            <span>
              {t`我的金币 ${me.gold ?? 0}`} · <Link to="/userInfo/water">{t`充值`}</Link> ·{' '}
              <Link to="/userInfo/myOrder">{t`我的兑换`}</Link>
            </span>
          ) : null}
        </h2>
      </div>
      <div className="expert-nav">
        {tabs.map(([value, label]) => (
          <button key={label} type="button" aria-pressed={category === value} onClick={() => setCategory(value)}>
            {label}
          </button>
        ))}
      </div>
      <LoadNote status={status} />
      {products === undefined || (products === null && status === 'loading') ? (
        <MatchListSkeleton rows={4} />
      ) : (products?.list.length ?? 0) === 0 ? (
        <EmptyState>
          <Trans>暂无商品</Trans>
        </EmptyState>
      ) : (
        <ul className="mall-grid" data-testid="mall-grid">
          {products?.list.map((product) => (
            <ProductCard key={product.id} product={product} />
          ))}
        </ul>
      )}
    </section>
  )
}
