import { useLingui } from '@lingui/react/macro'
import { GAMES, type GameSlug } from '../../../../protocol/games'
import { gameName } from '../../../ui/game-names'
import '../../../ui/match/game-filter.css'

type Props = { value: GameSlug; onChange: (game: GameSlug) => void }

/** The nine games as tabs of a library list (one game at a time: each has its own catalogue). */
export function GameTabs({ value, onChange }: Props) {
  const { i18n, t } = useLingui()
  return (
    <fieldset className="game-filter" data-testid="library-game-tabs">
      <legend className="visually-hidden">{t`按游戏筛选`}</legend>
      {GAMES.map((game) => (
        <button
          key={game.slug}
          type="button"
          aria-pressed={value === game.slug}
          data-game={game.slug}
          onClick={() => onChange(game.slug)}
        >
          {gameName(game.slug, i18n)}
        </button>
      ))}
    </fieldset>
  )
}
