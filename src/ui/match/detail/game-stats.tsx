import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { MatchDetail } from '../../../../protocol/match-detail'
import './detail.css'
import './game-stats.css'

type StatKey = 'corners' | 'yellowCards' | 'redCards' | 'substitutions' | 'threes' | 'twos' | 'freeThrows'
type MobaKey = 'kills' | 'towers' | 'dragons' | 'barons' | 'roshans' | 'gold'

// A stat's label counts (Kills, Corner kicks), unlike the same word naming one incident (Kill, Corner):
// its own message, context 'stat'.
const LABELS: Record<StatKey | MobaKey, MessageDescriptor> = {
  corners: msg({ message: '角球', context: 'stat' }),
  yellowCards: msg({ message: '黄牌', context: 'stat' }),
  redCards: msg({ message: '红牌', context: 'stat' }),
  substitutions: msg({ message: '换人', context: 'stat' }),
  threes: msg({ message: '三分球', context: 'stat' }),
  twos: msg({ message: '两分球', context: 'stat' }),
  freeThrows: msg({ message: '罚球', context: 'stat' }),
  kills: msg({ message: '击杀', context: 'stat' }),
  towers: msg({ message: '推塔', context: 'stat' }),
  dragons: msg({ message: '小龙', context: 'stat' }),
  barons: msg({ message: '大龙', context: 'stat' }),
  roshans: msg({ message: '肉山', context: 'stat' }),
  gold: msg`经济(千)`,
}

type StatLine = { key: StatKey | MobaKey; home: number; guest: number }

function pick<K extends string>(keys: readonly K[], home: Record<K, number>, guest: Record<K, number>): StatLine[] {
  return keys.map((key) => ({ key: key as StatKey | MobaKey, home: home[key], guest: guest[key] }))
}

/** The side-by-side numbers a detail carries: football cards and corners, basketball shots, the current game's objectives. */
export function statLines(detail: MatchDetail, gameId: number): StatLine[] {
  switch (detail.kind) {
    case 'football':
      return pick(
        ['corners', 'yellowCards', 'redCards', 'substitutions'] as const,
        detail.stats.home,
        detail.stats.guest,
      )
    case 'basketball':
      return pick(['threes', 'twos', 'freeThrows'] as const, detail.stats.home, detail.stats.guest)
    case 'moba': {
      const game = detail.games.at(-1)
      if (!game) return []
      // Dota 2 has roshans; the other MOBAs dragons and barons (Honor of Kings: tyrant and overlord).
      const keys: MobaKey[] =
        gameId === 4 ? ['kills', 'towers', 'roshans', 'gold'] : ['kills', 'towers', 'dragons', 'barons', 'gold']
      return pick(keys, game.stats.home, game.stats.guest)
    }
    default:
      return []
  }
}

function label(key: StatKey | MobaKey, i18n: I18n): string {
  return i18n._(LABELS[key])
}

type Props = { detail: MatchDetail; gameId: number }

/** Game data: each stat as two numbers with a bar split between the sides. */
export function GameStats({ detail, gameId }: Props) {
  const { i18n } = useLingui()
  const lines = statLines(detail, gameId)
  if (lines.length === 0) return null
  return (
    <dl className="game-stats" data-testid="game-stats">
      {lines.map((line) => {
        const sum = line.home + line.guest
        const homePct = sum === 0 ? 50 : (line.home / sum) * 100
        return (
          <div key={line.key} className="stat-line" data-stat={line.key}>
            <dd className="stat-value home">{line.home}</dd>
            <dt className="stat-label">{label(line.key, i18n)}</dt>
            <dd className="stat-value guest">{line.guest}</dd>
            <dd className="stat-bar" aria-hidden="true">
              <span className="stat-bar-home" style={{ inlineSize: `${homePct}%` }} />
            </dd>
          </div>
        )
      })}
    </dl>
  )
}
