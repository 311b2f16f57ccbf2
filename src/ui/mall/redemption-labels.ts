import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RedemptionStatus } from '../../../protocol/mall'

const STATUSES: Record<RedemptionStatus, MessageDescriptor> = {
  inProgress: msg`兑换中`,
  review: msg`工作人员审核中`,
  redeemed: msg`已兑换`,
  chargedBack: msg`已退单`,
}

export const redemptionStatusLabel = (status: RedemptionStatus, i18n: I18n) => i18n._(STATUSES[status])
