import { useLingui } from '@lingui/react/macro'
import { GAMES } from '../../../protocol/games'
import { gameNameById } from '../game-names'

/** One of the nine games, by its localized name. */
export function GameSelect({
  value,
  onChange,
  testId,
}: {
  value: number
  onChange: (gameId: number) => void
  testId: string
}) {
  const { i18n } = useLingui()
  return (
    <select
      className="form-input"
      data-testid={testId}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {GAMES.map((game) => (
        <option key={game.gameId} value={game.gameId}>
          {gameNameById(game.gameId, i18n)}
        </option>
      ))}
    </select>
  )
}
