import { Trans } from '@lingui/react/macro'
import { EmptyState } from '../../../ui/status/status-page'
import { UserPanel } from '../../../ui/user/user-layout'
import { OwnPage } from './own-page'

/**
 * /userInfo/myOrder: redemption orders. The mall and its order tables come with a later issue; until
 * then no order can exist, so the honest page is the empty state.
 */
export function OrdersPage() {
  return (
    <OwnPage active="myOrder">
      {() => (
        <UserPanel title={<Trans>我的订单</Trans>} testId="orders-page">
          <EmptyState>
            <Trans>暂无订单</Trans>
          </EmptyState>
        </UserPanel>
      )}
    </OwnPage>
  )
}
