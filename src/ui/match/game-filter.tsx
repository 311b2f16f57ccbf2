import { Trans, useLingui } from '@lingui/react/macro'
import { GAMES, type GameSlug } from '../../../protocol/games'
import { GameIcon } from '../game-icon'
import { gameName } from '../game-names'
import './match.css'
import './game-filter.css'

type Props = { value: GameSlug | undefined; onChange: (game: GameSlug | undefined) => void }

/** All games (grouped by game) or one game's matches. */
export function GameFilter({ value, onChange }: Props) {
  const { i18n, t } = useLingui()
  return (
    <fieldset className="game-filter" data-testid="game-filter">
      <legend className="visually-hidden">{t`按游戏筛选`}</legend>
      <button type="button" aria-pressed={value === undefined} onClick={() => onChange(undefined)}>
        <Trans>全部</Trans>
      </button>
      {GAMES.map((game) => (
        <button
          key={game.slug}
          type="button"
          aria-pressed={value === game.slug}
          data-game={game.slug}
          onClick={() => onChange(game.slug)}
        >
          <GameIcon slug={game.slug} size={14} />
          {gameName(game.slug, i18n)}
        </button>
      ))}
    </fieldset>
  )
}
