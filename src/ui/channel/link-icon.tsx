/** Two chain links: the channel area's figure (a partner's link). */
export function LinkIcon() {
  return (
    <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
      <path
        d="M28 36a10 10 0 0 0 14 0l10-10a10 10 0 0 0-14-14l-4 4M36 28a10 10 0 0 0-14 0L12 38a10 10 0 0 0 14 14l4-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  )
}
