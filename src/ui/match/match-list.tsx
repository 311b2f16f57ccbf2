import { useLingui } from '@lingui/react/macro'
import { type ComponentType, type ReactNode, useMemo } from 'react'
import { GroupedVirtuoso, Virtuoso } from 'react-virtuoso'
import { LIMITS } from '../../../protocol/constants'
import { gameNameById } from '../game-names'
import { DayHeading } from './day-heading'
import { groupByDay, groupByGame, type MatchEntry, orderMatches } from './match-order'
import './match.css'
import './match-list.css'

/** How the rows are grouped under sticky headings: by game (all games at once), by day, or not at all. */
export type MatchGrouping = 'game' | 'day' | 'none'

/** What a list hands each row it shows; the row reads its match itself (see MatchListProps.Row). */
export type MatchSlotProps = {
  id: string
  showGame: boolean
  favourite: boolean
  changedAt: number | null
  onToggleFavourite?: ((matchId: string) => void) | undefined
  pinned?: boolean
  pinFull?: boolean
  onTogglePin?: ((matchId: string) => void) | undefined
}

export type MatchListProps = {
  /** The rows' order and grouping keys; a score change does not change these. */
  matches: readonly MatchEntry[]
  /**
   * Renders one row from its id: the screens pass a row that watches its own match, so a score event
   * re-renders that row alone and never the list.
   */
  Row: ComponentType<MatchSlotProps>
  group: MatchGrouping
  /** 'list': live, then to come, then finished, by time; 'given': keep the order passed in (results). */
  order?: 'list' | 'given'
  showGame?: boolean
  favourites?: ReadonlySet<string> | undefined
  /** Followed matches' last change times, for the flash. */
  changes?: ReadonlyMap<string, { at: number }> | undefined
  onToggleFavourite?: (matchId: string) => void
  /** Matches on the watch wall (pin buttons show when onTogglePin is given). */
  pinned?: ReadonlySet<string> | undefined
  onTogglePin?: (matchId: string) => void
  /** Scroll inside a box this tall (a home section) instead of with the window. */
  height?: number
}

/** Rows have one fixed height, so the virtual list never measures them while scores change. */
export const ROW_HEIGHT = 52
/** A group heading's height (match.css .match-group-heading). */
const GROUP_HEIGHT = 36
/** Render a screen's worth of rows beyond the viewport to keep fast scrolling blank-free. */
const OVERSCAN = { top: 400, bottom: 800 }
/**
 * A box of eight rows (the home's sections) scrolls a few rows at a time: two rows above and four below are
 * enough, where the window's overscan would render 24 rows per box, five boxes on the first screen (half the
 * home's rows laid out on its first load were out of sight).
 */
const BOX_OVERSCAN = { top: 2 * ROW_HEIGHT, bottom: 4 * ROW_HEIGHT }

/**
 * A virtualized schedule: only the rows near the viewport exist in the DOM, so a thousand live matches
 * cost no more to update than the twenty on screen. The list holds only ids and order keys; rows are keyed
 * by match id, get narrow props (a boolean and a number for the favourite) and watch their own match, so a
 * push re-renders only the row it changed.
 *
 * `totalCount` + index lookups rather than Virtuoso's `data` prop: with `data`, each new array (every live
 * query re-run) cost long tasks of ~60 ms at 1,000 matches and 500 events/s; this way, none.
 */
export function MatchList(props: MatchListProps) {
  const { i18n } = useLingui()
  const { matches, group, order = 'list', height } = props
  const layout = useMemo(() => {
    const ordered = order === 'list' ? orderMatches(matches) : [...matches]
    if (group === 'game') {
      const byGame = groupByGame(matches)
      return { rows: byGame.matches, groups: byGame.groups.map((g) => ({ key: String(g.gameId), count: g.count })) }
    }
    if (group === 'day') return { rows: ordered, groups: groupByDay(ordered) }
    return { rows: ordered, groups: null }
  }, [matches, group, order])

  const row = (index: number) => {
    const entry = layout.rows[index]
    if (!entry) return null
    const favourite = props.favourites?.has(entry.id) ?? false
    const { Row } = props
    return (
      <Row
        id={entry.id}
        showGame={props.showGame ?? false}
        favourite={favourite}
        changedAt={favourite ? (props.changes?.get(entry.id)?.at ?? null) : null}
        onToggleFavourite={props.onToggleFavourite}
        pinned={props.pinned?.has(entry.id) ?? false}
        pinFull={(props.pinned?.size ?? 0) >= LIMITS.watchWallMax}
        onTogglePin={props.onTogglePin}
      />
    )
  }
  const common = {
    className: 'match-list',
    'data-testid': 'match-list',
    style:
      height === undefined
        ? undefined
        : { height: Math.min(height, layout.rows.length * ROW_HEIGHT + (layout.groups?.length ?? 0) * GROUP_HEIGHT) },
    useWindowScroll: height === undefined,
    fixedItemHeight: ROW_HEIGHT,
    increaseViewportBy: height === undefined ? OVERSCAN : BOX_OVERSCAN,
    computeItemKey: (index: number) => layout.rows[index]?.id ?? index,
    itemContent: row,
  }

  if (!layout.groups) return <Virtuoso {...common} totalCount={layout.rows.length} />
  const groups = layout.groups
  const heading = (index: number): ReactNode => {
    const g = groups[index]
    if (!g) return null
    return (
      <div className="match-group-heading" data-testid="match-group" data-group={g.key}>
        {group === 'day' ? <DayHeading day={g.key} /> : <span>{gameNameById(Number(g.key), i18n)}</span>}
        <span className="match-group-count">{g.count}</span>
      </div>
    )
  }
  return <GroupedVirtuoso {...common} groupCounts={groups.map((g) => g.count)} groupContent={heading} />
}
