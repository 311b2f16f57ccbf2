import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { LeaderStat, Standings } from '../../../protocol/calls/league'
import { entityName } from '../../i18n/entity-name'
import { TeamCrest } from '../crest/crest'
import './standings.css'

const STAT_NAMES: Record<LeaderStat, MessageDescriptor> = {
  won: msg`胜场榜`,
  scoreFor: msg`总得分榜`,
  scoreForPerMatch: msg`场均得分榜`,
  scoreAgainstPerMatch: msg`场均失分榜`,
  winRate: msg`胜率榜`,
}

/** The league's leader boards: the five best teams of each stat. */
export function LeaderBoards({ boards }: { boards: Standings['leaders'] }) {
  const { i18n } = useLingui()
  return (
    <div className="leader-boards" data-testid="leader-boards">
      {boards.map((board) => (
        <section key={board.stat} className="leader-board" data-stat={board.stat}>
          <h3>{i18n._(STAT_NAMES[board.stat])}</h3>
          <ol>
            {board.entries.map((entry, i) => (
              <li key={entry.team.id}>
                <span className={i < 3 ? `rank top${i + 1}` : 'rank'}>{i + 1}</span>
                <TeamCrest team={entry.team} size={18} />
                <span className="leader-team">{entityName(entry.team, i18n.locale)}</span>
                <span className="leader-value">
                  {board.stat === 'winRate' ? `${entry.value}%` : Math.round(entry.value * 10) / 10}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  )
}
