import { Trans } from '@lingui/react/macro'
import { useAnchorProfile } from '../../../db/queries/anchor'
import { applyForAnchor, saveAnchorInfo } from '../../../streams/anchor/anchor-actions'
import { useOwnAnchorProfileInterest } from '../../../streams/anchor/anchor-interest'
import { AnchorInfoForm } from '../../../ui/anchor/anchor-info-form'
import { AnchorLoading, AnchorPanel } from '../../../ui/anchor/anchor-layout'
import { ApplicationForm } from '../../../ui/anchor/application-form'
import { BannedNotice, UnderReviewNotice } from '../../../ui/anchor/application-status'
import { LoadNote } from '../../../ui/user/load-note'
import { useBeijingToday } from '../../-components/home/use-beijing-today'
import { AnchorCentre, type CentreContext } from './anchor-centre'

/** /anchorCenter: an anchor's info (with the public profile's preview); anyone else's application. */
export function AnchorHomePage() {
  return (
    <AnchorCentre active="info" applicant={(context) => <Application {...context} />}>
      {(context) => <AnchorInfo {...context} />}
    </AnchorCentre>
  )
}

function Application({ user, standing }: CentreContext) {
  const today = useBeijingToday()
  return (
    <AnchorPanel title={<Trans>申请成为主播</Trans>} testId="anchor-application">
      {standing.status === 'underReview' ? (
        <UnderReviewNotice appliedAt={standing.appliedAt} />
      ) : standing.status === 'banned' ? (
        <BannedNotice reason={standing.banReason} />
      ) : (
        <ApplicationForm maskedMobile={user.mobile} today={today} onSubmit={applyForAnchor} />
      )}
    </AnchorPanel>
  )
}

function AnchorInfo({ user, standing }: CentreContext) {
  const { status } = useOwnAnchorProfileInterest(user.uid)
  const profile = useAnchorProfile(user.uid)
  return (
    <>
      {standing.status === 'banned' ? (
        <section className="panel">
          <BannedNotice reason={standing.banReason} />
        </section>
      ) : null}
      <AnchorPanel title={<Trans>主播信息</Trans>} testId="anchor-info-panel">
        <LoadNote status={status} />
        {profile ? (
          <AnchorInfoForm
            saved={{ shortIntro: profile.shortIntro, detailIntro: profile.detailIntro, pictures: profile.pictures }}
            name={user.username}
            avatar={user.avatar}
            onSave={saveAnchorInfo}
          />
        ) : status === 'loading' || profile === undefined ? (
          <AnchorLoading />
        ) : null}
      </AnchorPanel>
    </>
  )
}
