import { Trans, useLingui } from '@lingui/react/macro'
import type { Match } from '../../../protocol/match'
import { formatMatchTime } from '../../i18n/format'
import { EmptyState } from '../status/status-page'
import './match-picker.css'
import { FormMessage } from '../form/form-row'
import { useFormState } from '../form/use-form-state'

type Props = {
  /** Matches of the room's game in progress or starting within the hour; undefined while read. */
  matches: readonly Match[] | undefined
  linkedId: string | null
  /** The linked match when the cache has it (it may have left the window since). */
  linked: Match | null
  gameName: string
  disabled: boolean
  /** Links (or with null unlinks); resolves with a refusal's message, null when done. */
  onLink: (matchId: string | null) => Promise<string | null>
}

function teams(match: Match): string {
  return `${match.home.name} vs ${match.guest.name}`
}

/** §5: link the room to a match in progress or starting within 1 hour, picked from a list of those. */
export function MatchPicker({ matches, linkedId, linked, gameName, disabled, onLink }: Props) {
  const { t } = useLingui()
  const form = useFormState()

  const link = async (matchId: string | null) => {
    if (!disabled) await form.run(() => onLink(matchId))
  }

  return (
    <div className="form-field" data-testid="match-picker">
      <div className="form-inline">
        <span data-testid="linked-match">
          {linkedId === null ? (
            <Trans>未关联比赛</Trans>
          ) : linked ? (
            <Trans>
              已关联：{linked.leagueName} {teams(linked)}
            </Trans>
          ) : (
            <Trans>已关联比赛 {linkedId}</Trans>
          )}
        </span>
        {linkedId !== null ? (
          <button
            type="button"
            className="button"
            data-testid="unlink-match"
            disabled={form.busy || disabled}
            onClick={() => void link(null)}
          >
            <Trans>取消关联</Trans>
          </button>
        ) : null}
      </div>
      <span className="form-hint">
        <Trans>可关联{gameName}进行中或1小时内开始的比赛：</Trans>
      </span>
      {matches === undefined ? null : matches.length === 0 ? (
        <EmptyState>
          <Trans>暂无可关联的比赛</Trans>
        </EmptyState>
      ) : (
        <div className="anchor-matches" role="listbox" aria-label={t`可关联的比赛`}>
          {matches.map((match) => (
            <button
              type="button"
              role="option"
              aria-selected={match.id === linkedId}
              key={match.id}
              className={match.id === linkedId ? 'anchor-match linked' : 'anchor-match'}
              data-testid="match-option"
              data-match-id={match.id}
              disabled={form.busy || disabled}
              onClick={() => void link(match.id)}
            >
              {match.status === 'live' ? (
                <span className="anchor-live-tag">
                  <Trans>进行中</Trans>
                </span>
              ) : (
                <time>{formatMatchTime(match.startTime)}</time>
              )}
              <span className="anchor-match-league">{match.leagueName}</span>
              <span className="anchor-match-teams">{teams(match)}</span>
              {match.status === 'live' ? (
                <span>
                  {match.homeScore} : {match.guestScore}
                </span>
              ) : null}
            </button>
          ))}
        </div>
      )}
      <FormMessage notice={form.notice} testId="match-message" />
    </div>
  )
}
