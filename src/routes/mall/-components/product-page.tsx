import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { redeemInputSchema } from '../../../../protocol/calls/mall'
import { MALL_LIMITS, type Product } from '../../../../protocol/mall'
import { useSessionUser } from '../../../db/queries/account'
import { useMallCache } from '../../../db/queries/mall'
import { openLogin } from '../../../streams/account/session-hooks'
import { mallKeys, mallLoads, redeemProduct, useMallInterest } from '../../../streams/mall/mall-loads'
import { CountedInput } from '../../../ui/form/counted-input'
import { FormActions, FormMessage, FormRow } from '../../../ui/form/form-row'
import { useFormState } from '../../../ui/form/use-form-state'
import '../../../ui/expert/expert.css'
import '../../../ui/mall/mall.css'
import { usePageTitle } from '../../-app/use-page-title'
import { CachedPageState } from '../../-components/cached-page-state'

/** A product (notice, introduction, picture) and its order confirmation (§5: recipient, address, contact). */
export function ProductPage({ id }: { id: string }) {
  const productId = /^\d{1,9}$/.test(id) ? Number(id) : 0
  const { status, retry } = useMallInterest(`product:${productId}`, true, mallLoads.product(productId))
  const product = useMallCache('product', mallKeys.product(productId))
  usePageTitle(product?.name, product?.intro)
  return (
    <section className="panel expert-panel container">
      <CachedPageState data={product} status={status} retry={retry}>
        {(p) => <ProductBody product={p} />}
      </CachedPageState>
    </section>
  )
}

function ProductBody({ product }: { product: Product }) {
  const { t } = useLingui()
  const me = useSessionUser()
  return (
    <div className="mall-detail" data-testid="mall-detail">
      <img src={product.picture} alt="" width={320} height={240} />
      <div>
        <h1>{product.name}</h1>
        <p className="mall-price">{t`${product.price} 金币`}</p>
        <p className="mall-meta">
          <span>{product.inventory > 0 ? t`库存 ${product.inventory}` : t`已兑完`}</span>
          <span>{t`已兑换 ${product.redeemed}`}</span>
        </p>
        <p className="mall-notice">{product.notice}</p>
        <p>{product.intro}</p>
        {me === undefined ? null : me === null ? (
          <button type="button" className="button button-primary" onClick={() => openLogin()}>
            <Trans>登录后兑换</Trans>
          </button>
        ) : product.inventory === 0 ? (
          <p className="form-message">
            <Trans>商品库存不足</Trans>
          </p>
        ) : (
          <ConfirmForm product={product} balance={me.gold ?? 0} />
        )}
      </div>
    </div>
  )
}

function ConfirmForm({ product, balance }: { product: Product; balance: number }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [quantity, setQuantity] = useState(1)
  const [recipient, setRecipient] = useState('')
  const [address, setAddress] = useState('')
  const [contact, setContact] = useState('')
  const [requestId] = useState(() => crypto.randomUUID())
  const form = useFormState()
  const total = product.price * quantity
  const submit = async () => {
    const input = { productId: product.id, quantity, recipient, address, contact, requestId }
    if (!form.check([[redeemInputSchema, input]])) return
    let orderId: number | null = null
    const done = await form.run(async () => {
      const outcome = await redeemProduct(input)
      orderId = outcome.orderId
      return outcome.refused
    })
    if (done && orderId !== null) void navigate({ to: '/mall/success/$orderId', params: { orderId: String(orderId) } })
  }
  return (
    <form
      className="form"
      noValidate
      data-testid="mall-confirm"
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <h3>
        <Trans>确认兑换</Trans>
      </h3>
      <FormRow label={<Trans>数量</Trans>}>
        <input
          className="form-input"
          type="number"
          min={1}
          max={MALL_LIMITS.quantityMax}
          value={quantity}
          data-testid="mall-quantity"
          onChange={(e) => setQuantity(Number(e.target.value))}
        />
      </FormRow>
      <FormRow label={<Trans>收货人</Trans>}>
        <CountedInput value={recipient} onChange={setRecipient} max={MALL_LIMITS.nameMax} testId="mall-recipient" />
      </FormRow>
      <FormRow
        label={<Trans>收货地址</Trans>}
        hint={product.category === 'virtual' ? <Trans>虚拟商品也请填写，用于核对身份</Trans> : null}
      >
        <CountedInput
          value={address}
          onChange={setAddress}
          max={MALL_LIMITS.addressMax}
          rows={2}
          testId="mall-address"
        />
      </FormRow>
      <FormRow label={<Trans>联系方式</Trans>}>
        <CountedInput value={contact} onChange={setContact} max={MALL_LIMITS.contactMax} testId="mall-contact" />
      </FormRow>
      <p>
        {t`合计 ${total} 金币`} · {t`余额 ${balance} 金币`}
      </p>
      <FormMessage notice={form.notice} testId="mall-message" />
      <FormActions>
        <button type="submit" className="button button-primary" disabled={form.busy} data-testid="mall-submit">
          <Trans>确认兑换</Trans>
        </button>
      </FormActions>
    </form>
  )
}
