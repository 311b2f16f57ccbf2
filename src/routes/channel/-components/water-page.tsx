import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { CHANNEL_LIMITS } from '../../../../protocol/channel'
import { useChannelCache } from '../../../db/queries/channel'
import { channelKeys, channelLoads, useChannelInterest } from '../../../streams/channel/channel-loads'
import { Pager } from '../../../ui/expert/pager'
import { LedgerTable } from '../../../ui/user/ledger-table'
import { usePageTitle } from '../../-app/use-page-title'
import { ChannelCentre, ChannelPanel, Loaded } from './channel-centre'

/** /channel/water: the commission movements of the partner's coin ledger, with the balance after each. */
export function WaterPage() {
  const { t } = useLingui()
  usePageTitle(t`佣金流水`)
  return (
    <ChannelCentre active="water">
      <Water />
    </ChannelCentre>
  )
}

function Water() {
  const { t } = useLingui()
  const [page, setPage] = useState(1)
  const { status, retry } = useChannelInterest(`water:${page}`, true, channelLoads.water(page))
  const water = useChannelCache('water', channelKeys.water(page))
  return (
    <ChannelPanel title={t`佣金流水`} testId="channel-water">
      <Loaded data={water} status={status} retry={retry}>
        {({ list, total }) => (
          <>
            <LedgerTable rows={list} total={null} onMore={() => undefined} />
            <Pager page={page} total={total} size={CHANNEL_LIMITS.pageSize} onPage={setPage} />
          </>
        )}
      </Loaded>
    </ChannelPanel>
  )
}
