import { memo } from 'react'
import { mapTileDesign } from './tile-design'
import './tiles.css'

// A CS map as a wide tile: an abstract overhead drawing from the map's name (tile-design.ts), nothing of
// the game's own art, with the name written over it. The element's text is the name alone.

const WIDTH = 96
const HEIGHT = 40

type Props = {
  /** The map's name as the feed writes it (Mirage, Inferno …): the drawing's seed. */
  name: string
  /** A banned map is dimmed and struck through. */
  banned?: boolean
  /** Extra classes on the tile (the veto keeps its `veto-map`). */
  className?: string
}

export const MapTile = memo(function MapTile({ name, banned = false, className }: Props) {
  const design = mapTileDesign(name)
  return (
    <span
      className={className ? `map-tile ${className}` : 'map-tile'}
      data-testid="map-tile"
      data-banned={banned || undefined}
      title={name}
    >
      <svg
        className="map-tile-art"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="xMidYMid slice"
        aria-hidden="true"
      >
        <rect width={WIDTH} height={HEIGHT} fill={design.ground} />
        {design.areas.map((area) => (
          <polygon key={area.points} points={area.points} fill={area.fill} />
        ))}
        {design.lanes.map((d) => (
          <path
            key={d}
            d={d}
            stroke={design.laneColour}
            strokeWidth="2.5"
            fill="none"
            opacity={0.4}
            strokeLinejoin="round"
          />
        ))}
        {design.sites.map((site) => (
          <rect
            key={`${site.x}-${site.y}`}
            x={site.x}
            y={site.y}
            width="7"
            height="7"
            rx="1.5"
            fill={design.siteColour}
            opacity={0.7}
          />
        ))}
      </svg>
      <span className="map-tile-name" dir="auto">
        {name}
      </span>
    </span>
  )
})
