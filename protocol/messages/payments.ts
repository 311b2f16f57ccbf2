import type { MessageDescriptor } from '../messages'

// Messages of the payment calls (coin recharge).

export const PAYMENT_MESSAGES = {
  packageUnknown: /*i18n*/ { id: 'error.pay.packageUnknown', message: '充值套餐不存在' },
  tooManyOpenOrders: /*i18n*/ {
    id: 'error.pay.tooManyOpenOrders',
    message: '未完成的充值订单过多，请先完成或等待其关闭',
  },
  orderNotFound: /*i18n*/ { id: 'error.pay.orderNotFound', message: '充值订单不存在' },
  payUnavailable: /*i18n*/ { id: 'error.pay.unavailable', message: '支付暂不可用，请稍后再试' },
  ledgerRecharge: /*i18n*/ { id: 'ledger.pay.recharge', message: '支付宝充值' },
} satisfies Record<string, MessageDescriptor>
