import { Trans } from '@lingui/react/macro'
import { useApplications } from '../../../db/queries/anchor'
import { reviewApplication } from '../../../streams/anchor/anchor-actions'
import { useApplicationsInterest } from '../../../streams/anchor/anchor-interest'
import { AnchorLoading, AnchorPanel } from '../../../ui/anchor/anchor-layout'
import { ApplicationsTable } from '../../../ui/anchor/applications-table'
import { LoadNote } from '../../../ui/user/load-note'
import { AdminCentre } from './anchor-centre'

/** /anchorCenter/review: administrators pass or ban anchor applications, those under review first. */
export function ReviewPage() {
  return <AdminCentre active="review">{(user) => <Applications uid={user.uid} />}</AdminCentre>
}

function Applications({ uid }: { uid: number }) {
  const { status } = useApplicationsInterest(uid)
  const entries = useApplications()
  return (
    <AnchorPanel title={<Trans>主播审核</Trans>} testId="review-page">
      <LoadNote status={status} />
      {entries === undefined || (entries.length === 0 && status === 'loading') ? (
        <AnchorLoading />
      ) : (
        <ApplicationsTable entries={entries} onReview={reviewApplication} />
      )}
    </AnchorPanel>
  )
}
