import { Trans, useLingui } from '@lingui/react/macro'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
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

/**
 * Bans and picks of the series, one game at a time behind a tab per game: the game being played (the last)
 * unless the user picked another. One game's draft keeps the panel's height, so the panels under it stay put
 * as the next game begins.
 */
export function BpView({ games, homeName, guestName }: Props) {
  const { t } = useLingui()
  const baseId = useId()
  const [picked, setPicked] = useState<number | null>(null)
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const last = games.at(-1)
  if (!last) return null
  const game = games.find((g) => g.index === picked) ?? last
  const winner = game.winner === 'home' ? homeName : guestName
  // Picks without a ban: the data source tells no bans (a real provider's live frames carry picks only); a
  // draft always bans before it picks, so during a draft the empty row means none yet.
  const drafted = (kind: 'bans' | 'picks') => game.draft.home[kind].length + game.draft.guest[kind].length
  const unknownBans = drafted('bans') === 0 && drafted('picks') > 0
  // Picking the last game follows the series again: the next game's tab is then shown when it begins.
  const pick = (index: number) => setPicked(index === last.index ? null : index)
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = games.indexOf(game)
    // The tabs run right to left in an RTL page: there ArrowLeft is the next game.
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const back = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft'
    const targets: Record<string, number> = { [forward]: at + 1, [back]: at - 1, Home: 0, End: games.length - 1 }
    const to = targets[event.key]
    const next = to === undefined ? undefined : games[Math.max(0, Math.min(games.length - 1, to))]
    if (!next) return
    event.preventDefault()
    pick(next.index)
    tabs.current[games.indexOf(next)]?.focus()
  }
  return (
    <div className="bp-view" data-testid="bp-view">
      <div className="bp-tabs" role="tablist" aria-label={t`局数`} onKeyDown={onKeyDown}>
        {games.map((g, i) => (
          <button
            key={g.index}
            ref={(el) => {
              tabs.current[i] = el
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${g.index}`}
            aria-controls={`${baseId}-panel`}
            aria-selected={g === game}
            tabIndex={g === game ? 0 : -1}
            data-game-index={g.index}
            onClick={() => pick(g.index)}
          >
            <Trans>第{g.index}局</Trans>
          </button>
        ))}
      </div>
      <section
        className="bp-game"
        role="tabpanel"
        id={`${baseId}-panel`}
        aria-labelledby={`${baseId}-tab-${game.index}`}
        data-game-index={game.index}
      >
        <p className="bp-winner">{game.winner ? t`胜方：${winner}` : t`进行中`}</p>
        {(['home', 'guest'] as const).map((side) => (
          <div key={side} className={`bp-side ${side}`} data-side={side}>
            <span className="bp-team" dir="auto">
              {side === 'home' ? homeName : guestName}
            </span>
            <span className="bp-label">{t`禁用`}</span>
            <span className="bp-chips bans">
              {game.draft[side].bans.map((hero) => (
                <HeroChip key={hero} hero={hero} kind="ban" />
              ))}
              {unknownBans ? <span className="bp-none">{t`暂无数据`}</span> : null}
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
    </div>
  )
}
