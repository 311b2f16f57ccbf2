import type { MessageDescriptor } from '../messages'

// Messages of the blind boxes (draw refusals, and the coin details' lines of a purchase and a coin prize).

export const BLIND_BOX_MESSAGES = {
  boxNotFound: /*i18n*/ { id: 'error.blindBox.notFound', message: '盲盒不存在或已下架' },
  goldInsufficient: /*i18n*/ { id: 'error.blindBox.goldInsufficient', message: '金币不足，请先充值' },
  dailyCapReached: /*i18n*/ { id: 'error.blindBox.dailyCapReached', message: '今日购买次数已达上限，明天再来吧' },
  requestInvalid: /*i18n*/ { id: 'validation.blindBox.requestInvalid', message: '请求编号不正确，请刷新页面后重试' },
  drawFailed: /*i18n*/ { id: 'error.blindBox.drawFailed', message: '开盒失败，请稍后再试' },
  ledgerPurchase: /*i18n*/ { id: 'ledger.blindBox.purchase', message: '购买盲盒' },
  ledgerCoinPrize: /*i18n*/ { id: 'ledger.blindBox.coinPrize', message: '盲盒奖励金币' },
  ledgerItemSubstituted: /*i18n*/ { id: 'ledger.blindBox.itemSubstituted', message: '盲盒奖品已兑完，折算为金币' },
} satisfies Record<string, MessageDescriptor>
