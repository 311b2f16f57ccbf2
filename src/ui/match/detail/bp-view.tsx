import { Trans, useLingui } from '@lingui/react/macro'
import type { MobaGame } from '../../../../protocol/match-detail'
import './detail.css'
import './bp-view.css'

type Props = { games: readonly MobaGame[]; homeName: string; guestName: string }

/** Bans and picks of each game of the series, per side, in the order they were made. */
export function BpView({ games, homeName, guestName }: Props) {
  const { t } = useLingui()
  if (games.length === 0) return null
  return (
    <div className="bp-view" data-testid="bp-view">
      {[...games].reverse().map((game) => (
        <section key={game.index} className="bp-game" data-game-index={game.index}>
          <h3 className="bp-game-title">
            <Trans>第{game.index}局</Trans>
            {game.winner ? (
              <span className="bp-winner">
                {t`胜方`}：{game.winner === 'home' ? homeName : guestName}
              </span>
            ) : null}
          </h3>
          {(['home', 'guest'] as const).map((side) => (
            <div key={side} className={`bp-side ${side}`} data-side={side}>
              <span className="bp-team">{side === 'home' ? homeName : guestName}</span>
              <span className="bp-label">{t`禁用`}</span>
              <span className="bp-chips bans">
                {game.draft[side].bans.map((hero) => (
                  <span key={hero} className="bp-chip ban">
                    {hero}
                  </span>
                ))}
              </span>
              <span className="bp-label">{t`选用`}</span>
              <span className="bp-chips picks">
                {game.draft[side].picks.map((hero) => (
                  <span key={hero} className="bp-chip pick">
                    {hero}
                  </span>
                ))}
              </span>
            </div>
          ))}
        </section>
      ))}
    </div>
  )
}
