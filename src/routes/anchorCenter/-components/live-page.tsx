import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { gameById } from '../../../../protocol/games'
import type { LiveSettings } from '../../../../protocol/live'
import { LIVE_MESSAGES } from '../../../../protocol/messages/live'
import { isLinkable, useLinkableMatches, useLinkedMatch, useLiveSettings } from '../../../db/queries/anchor'
import {
  endLive,
  linkMatch,
  refreshCentre,
  regenerateStreamCode,
  startLive,
  updateLiveSettings,
} from '../../../streams/anchor/anchor-actions'
import {
  useBroadcastPolling,
  useLinkableMatchesInterest,
  useLiveSettingsInterest,
} from '../../../streams/anchor/anchor-interest'
import { AnchorLoading, AnchorPanel } from '../../../ui/anchor/anchor-layout'
import { BroadcastPanel } from '../../../ui/anchor/broadcast-panel'
import { LiveSettingsForm } from '../../../ui/anchor/live-settings-form'
import { MatchPicker } from '../../../ui/anchor/match-picker'
import { StreamKeys } from '../../../ui/anchor/stream-keys'
import { gameNameById } from '../../../ui/game-names'
import { LoadNote } from '../../../ui/user/load-note'
import { AnchorCentre, type CentreContext } from './anchor-centre'

/** /anchorCenter/live: start and end live (§4), the stream keys, the linked match and the room's settings. */
export function LiveSettingsPage() {
  return <AnchorCentre active="live">{(context) => <LiveSections {...context} />}</AnchorCentre>
}

function LiveSections({ user, standing }: CentreContext) {
  const { status } = useLiveSettingsInterest(user.uid)
  const settings = useLiveSettings()
  const banned = standing.status === 'banned'
  // The publishing indicator: polled while this page shows an anchor's settings.
  useBroadcastPolling(Boolean(settings) && !banned)
  if (!settings)
    return (
      <AnchorPanel title={<Trans>直播设置</Trans>}>
        <LoadNote status={status} />
        {status === 'failed' ? null : <AnchorLoading />}
      </AnchorPanel>
    )
  const slug = gameById(settings.gameId)?.slug
  // A refusal may mean the anchor was banned meanwhile: read the standing again so the page says so.
  const startAndRefresh = async () => {
    const refused = await startLive()
    if (refused) void refreshCentre()
    return refused
  }
  return (
    <>
      <LoadNote status={status} />
      <AnchorPanel
        title={<Trans>开始直播</Trans>}
        testId="broadcast-section"
        aside={
          slug ? (
            <Link
              to="/$game/{-$id}"
              params={{ game: slug, id: String(settings.roomId) }}
              data-testid="my-room-link"
              className="anchor-aside"
            >
              <Trans>进入我的直播间</Trans>
            </Link>
          ) : null
        }
      >
        <StreamKeys
          streamAddress={settings.streamAddress}
          streamCode={settings.streamCode}
          disabled={banned}
          onRegenerate={regenerateStreamCode}
        />
        <BroadcastPanel
          state={settings.state}
          publishing={settings.publishing}
          banned={banned}
          onStart={startAndRefresh}
          onEnd={endLive}
        />
      </AnchorPanel>
      <AnchorPanel title={<Trans>关联比赛</Trans>} testId="match-section">
        <LinkMatch settings={settings} disabled={banned} />
      </AnchorPanel>
      <AnchorPanel title={<Trans>直播间设置</Trans>} testId="settings-section">
        <LiveSettingsForm key={settings.roomId} settings={settings} disabled={banned} onSave={updateLiveSettings} />
      </AnchorPanel>
    </>
  )
}

/** The clock of the match window, moved every 30 s so matches enter and leave the picker as time passes. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

function LinkMatch({ settings, disabled }: { settings: LiveSettings; disabled: boolean }) {
  const { i18n } = useLingui()
  const now = useMinuteClock()
  useLinkableMatchesInterest(settings.gameId)
  const matches = useLinkableMatches(settings.gameId, now)
  const linked = useLinkedMatch(settings.matchId)

  // §5 checked here too, with the server's message: the list may be a few seconds old.
  const onLink = async (matchId: string | null) => {
    const match = matchId === null ? null : matches?.find((m) => m.id === matchId)
    if (matchId !== null && (!match || !isLinkable(match, Date.now()))) return i18n._(LIVE_MESSAGES.matchWindow)
    return linkMatch(matchId)
  }

  return (
    <MatchPicker
      matches={matches}
      linkedId={settings.matchId}
      linked={linked ?? null}
      gameName={gameNameById(settings.gameId, i18n)}
      disabled={disabled}
      onLink={onLink}
    />
  )
}
