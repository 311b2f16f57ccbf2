// Emblems the catalogue does not have: a deterministic badge per team or league (its colours from its id,
// its monogram from its short name) and a neutral silhouette for players. Decorative: the name is always
// written beside them, so they are hidden from assistive technology.

/** FNV-1a over the id: the same id always gets the same colours. */
function hashOf(id: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 0
}

/** Up to three letters of a Latin short name, or the first character of a Chinese one. */
export function monogramOf(shortName: string, name: string): string {
  const latin = shortName.replace(/[^A-Za-z0-9]/g, '')
  if (latin.length > 0) return latin.slice(0, 3).toUpperCase()
  return Array.from(name.trim())[0] ?? '?'
}

type BadgeProps = {
  id: string
  name: string
  shortName: string
  /** Leagues get a round badge, teams a shield. */
  shape?: 'shield' | 'round'
  size?: number
}

export function Badge({ id, name, shortName, shape = 'shield', size = 40 }: BadgeProps) {
  const hash = hashOf(id)
  const hue = hash % 360
  const accent = (hue + 140 + ((hash >>> 9) % 80)) % 360
  const text = monogramOf(shortName, name)
  const fontSize = text.length >= 3 ? 13 : text.length === 2 ? 16 : 20
  const outline =
    shape === 'round' ? (
      <circle cx="24" cy="24" r="22" fill={`hsl(${hue} 55% 38%)`} />
    ) : (
      <path d="M24 2 L44 9 V24 C44 36 35 43 24 46 C13 43 4 36 4 24 V9 Z" fill={`hsl(${hue} 55% 38%)`} />
    )
  return (
    <svg
      className="library-badge"
      viewBox="0 0 48 48"
      width={size}
      height={size}
      aria-hidden="true"
      data-testid="library-badge"
    >
      {outline}
      <path d="M4 30 H44" stroke={`hsl(${accent} 70% 60%)`} strokeWidth="4" opacity="0.85" />
      <text
        x="24"
        y="25"
        textAnchor="middle"
        dominantBaseline="middle"
        fontSize={fontSize}
        fontWeight="700"
        fill="#fff"
        fontFamily="system-ui, sans-serif"
      >
        {text}
      </text>
    </svg>
  )
}

export function PlayerSilhouette({ size = 40 }: { size?: number }) {
  return (
    <svg className="library-silhouette" viewBox="0 0 48 48" width={size} height={size} aria-hidden="true">
      <rect width="48" height="48" rx="24" fill="#e5e6eb" />
      <circle cx="24" cy="19" r="8" fill="#a9aeb8" />
      <path d="M9 42 C11 31 18 28 24 28 C30 28 37 31 39 42 Z" fill="#a9aeb8" />
    </svg>
  )
}
