import type { MessageDescriptor } from '../messages'

// Messages of real-name checks and spending rules (protocol/identity.ts).

export const SPENDING_MESSAGES = {
  nameInvalid: /*i18n*/ { id: 'validation.identity.nameInvalid', message: '请填写身份证上的姓名（2至30个字）' },
  idInvalid: /*i18n*/ { id: 'validation.identity.idInvalid', message: '请填写正确的 18 位身份证号码' },
  realNameRequired: /*i18n*/ {
    id: 'error.identity.realNameRequired',
    message: '请先完成实名认证：未实名的账户不能充值、打赏、购买方案或开盲盒',
  },
  minor: /*i18n*/ {
    id: 'error.identity.minor',
    message: '根据相关规定，未满 18 周岁的用户不能充值、打赏、购买方案或开盲盒',
  },
  mismatch: /*i18n*/ { id: 'error.identity.mismatch', message: '姓名与身份证号码不一致，请核对后重试' },
  alreadyVerified: /*i18n*/ { id: 'error.identity.alreadyVerified', message: '你已完成实名认证' },
  tooManyAttempts: /*i18n*/ { id: 'error.identity.tooManyAttempts', message: '今天的实名认证次数已用完，请明天再试' },
  identityTaken: /*i18n*/ {
    id: 'error.identity.identityTaken',
    message: '这张身份证已认证了 3 个账户，不能再认证更多账户',
  },
  unavailable: /*i18n*/ { id: 'error.identity.unavailable', message: '实名认证服务暂不可用，请稍后再试' },
  dailyLimit: /*i18n*/ {
    id: 'error.spending.dailyLimit',
    message: '已达到今日消费上限，请明天再试（可在个人中心查看剩余额度）',
  },
  monthlyLimit: /*i18n*/ {
    id: 'error.spending.monthlyLimit',
    message: '已达到本月消费上限，请下月再试（可在个人中心查看剩余额度）',
  },
} satisfies Record<string, MessageDescriptor>
