import type { MessageDescriptor } from '../messages'

// Messages of the channel (promotion partner) area.

export const CHANNEL_MESSAGES = {
  notPartner: /*i18n*/ { id: 'error.channel.notPartner', message: '你还不是推广渠道，请联系客服开通' },
  userNotFound: /*i18n*/ { id: 'error.channel.userNotFound', message: '没有使用这个手机号的用户' },
  alreadyPartner: /*i18n*/ { id: 'error.channel.alreadyPartner', message: '该用户已经是推广渠道' },
  notHeld: /*i18n*/ { id: 'error.channel.notHeld', message: '这笔佣金不在待审核中（可能已处理）' },
  nameRequired: /*i18n*/ { id: 'validation.channel.nameRequired', message: '请填写渠道名称（1至20个字）' },
  shareInvalid: /*i18n*/ { id: 'validation.channel.shareInvalid', message: '分成比例为0至50之间的整数' },
  ledgerCommission: /*i18n*/ { id: 'ledger.channel.commission', message: '推广渠道佣金' },
} satisfies Record<string, MessageDescriptor>
