import { Trans, useLingui } from '@lingui/react/macro'
import type { MobaGame } from '../../../../protocol/match-detail'
import { HeroTile } from '../../crest/hero-tile'
import './detail.css'
import './bp-view.css'

type Props = { games: readonly MobaGame[]; homeName: string; guestName: string }

/** One hero of a draft: its drawn tile over its name (the chip's text is the name alone). */
function HeroChip({ hero, kind }: { hero: string; kind: 'ban' | 'pick' }) {
  return (
    <span className={`bp-chip ${kind}`} title={hero}>
      <HeroTile name={hero} banned={kind === 'ban'} size={kind === 'ban' ? 32 : 40} />
      <span className="bp-chip-name" dir="auto">
        {hero}
      </span>
    </span>
  )
}

/** Bans and picks of each game of the series, per side, in the order they were made. */
export function BpView({ games, homeName, guestName }: Props) {
  const { t } = useLingui()
  if (games.length === 0) return null
  return (
    <div className="bp-view" data-testid="bp-view">
      {[...games].reverse().map((game) => {
        const winner = game.winner === 'home' ? homeName : guestName
        return (
          <section key={game.index} className="bp-game" data-game-index={game.index}>
            <h3 className="bp-game-title">
              <Trans>第{game.index}局</Trans>
              {game.winner ? <span className="bp-winner">{t`胜方：${winner}`}</span> : null}
            </h3>
            {(['home', 'guest'] as const).map((side) => (
              <div key={side} className={`bp-side ${side}`} data-side={side}>
                <span className="bp-team">{side === 'home' ? homeName : guestName}</span>
                <span className="bp-label">{t`禁用`}</span>
                <span className="bp-chips bans">
                  {game.draft[side].bans.map((hero) => (
                    <HeroChip key={hero} hero={hero} kind="ban" />
                  ))}
                </span>
                <span className="bp-label">{t`选用`}</span>
                <span className="bp-chips picks">
                  {game.draft[side].picks.map((hero) => (
                    <HeroChip key={hero} hero={hero} kind="pick" />
                  ))}
                </span>
              </div>
            ))}
          </section>
        )
      })}
    </div>
  )
}
