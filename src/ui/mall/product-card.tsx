import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Product } from '../../../protocol/mall'
import './mall.css'

/** One product in the mall's grid: picture, name, price in coins, stock and redemptions. */
export function ProductCard({ product }: { product: Product }) {
  const { t } = useLingui()
  return (
    <li>
      <Link to="/mall/$id" params={{ id: String(product.id) }} className="mall-card" data-testid="mall-product">
        <img src={product.picture} alt="" width={320} height={240} loading="lazy" />
        <strong>{product.name}</strong>
        <span className="mall-price">{t`${product.price} 金币`}</span>
        <span className="mall-meta">
          <span>{product.inventory > 0 ? t`库存 ${product.inventory}` : t`已兑完`}</span>
          <span>{t`已兑换 ${product.redeemed}`}</span>
        </span>
      </Link>
    </li>
  )
}
