import type { MessageDescriptor } from '../messages'

// Messages of the coin mall (§5 redemption rules, §8 redemption failed).

export const MALL_MESSAGES = {
  nameRequired: /*i18n*/ { id: 'validation.mall.nameRequired', message: '请填写收货人姓名' },
  addressRequired: /*i18n*/ { id: 'validation.mall.addressRequired', message: '请填写详细收货地址（5至120个字）' },
  contactRequired: /*i18n*/ { id: 'validation.mall.contactRequired', message: '请填写联系电话或邮箱' },
  quantityInvalid: /*i18n*/ { id: 'validation.mall.quantityInvalid', message: '兑换数量为1至5件' },
  productNotFound: /*i18n*/ { id: 'error.mall.productNotFound', message: '商品不存在或已下架' },
  soldOut: /*i18n*/ { id: 'error.mall.soldOut', message: '商品库存不足' },
  goldInsufficient: /*i18n*/ { id: 'error.mall.goldInsufficient', message: '金币不足，兑换失败' },
  bonusNotForGoods: /*i18n*/ {
    id: 'error.mall.bonusNotForGoods',
    message: '注册赠送的金币不能兑换实物商品（可用于礼物、方案和盲盒），请充值后再兑换',
  },
  redeemFailed: /*i18n*/ { id: 'error.mall.redeemFailed', message: '兑换失败，请稍后再试' },
  orderNotFound: /*i18n*/ { id: 'error.mall.orderNotFound', message: '兑换订单不存在' },
  actionNotAllowed: /*i18n*/ { id: 'error.mall.actionNotAllowed', message: '订单当前状态不能进行此操作' },
  numberRequired: /*i18n*/ { id: 'validation.mall.numberRequired', message: '请填写快递单号或卡密' },
  ledgerRedeemed: /*i18n*/ { id: 'ledger.mall.redeemed', message: '金币商城兑换' },
  ledgerChargedBack: /*i18n*/ { id: 'ledger.mall.chargedBack', message: '兑换退单，金币退回' },
} satisfies Record<string, MessageDescriptor>
