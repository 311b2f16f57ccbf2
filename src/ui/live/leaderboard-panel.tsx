import { Trans, useLingui } from '@lingui/react/macro'
import type { Leaderboard, LeaderboardType } from '../../../protocol/live'
import { EmptyState } from '../status/status-page'
import { Avatar } from '../user/avatar'
import { countText } from './live-text'
import './leaderboard-panel.css'

type Props = {
  type: LeaderboardType
  onType: (type: LeaderboardType) => void
  board: Leaderboard | null
}

/**
 * The room's leaderboard: today, this week or all time, ranked by gifts sent and days active. It shows no
 * coin amounts (ranking people by money spent is what the rules on live-stream tipping forbid).
 */
export function LeaderboardPanel({ type, onType, board }: Props) {
  const { i18n, t } = useLingui()
  const tabs: [LeaderboardType, string][] = [
    ['day', t`日榜`],
    ['week', t`周榜`],
    ['total', t`总榜`],
  ]
  return (
    <div className="leaderboard" data-testid="leaderboard">
      <div className="leaderboard-tabs" role="tablist">
        {tabs.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={type === value}
            data-testid={`leaderboard-${value}`}
            onClick={() => onType(value)}
          >
            {label}
          </button>
        ))}
      </div>
      {board && board.entries.length > 0 ? (
        <ol className="leaderboard-list">
          {board.entries.map((entry) => (
            <li key={entry.uid} data-testid="leaderboard-entry" data-rank={entry.rank}>
              <span className={`leaderboard-rank rank-${entry.rank}`}>{entry.rank}</span>
              <Avatar src={entry.avatar} name={entry.username} size={28} />
              <span className="leaderboard-name">{entry.username}</span>
              <Activity gifts={countText(entry.gifts, i18n)} days={countText(entry.days, i18n)} />
            </li>
          ))}
        </ol>
      ) : (
        <EmptyState>
          <Trans>还没有人送礼，快来抢榜一吧</Trans>
        </EmptyState>
      )}
    </div>
  )
}

function Activity({ gifts, days }: { gifts: string; days: string }) {
  return (
    <span className="leaderboard-activity">
      <Trans>
        {gifts} 个礼物 · {days} 天
      </Trans>
    </span>
  )
}
