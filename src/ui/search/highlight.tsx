/** `text` with the first case-insensitive occurrence of `needle` marked (for suggestions and results). */
export function Highlight({ text, needle }: { text: string; needle: string }) {
  const at = needle ? text.toLowerCase().indexOf(needle.trim().toLowerCase()) : -1
  if (at < 0 || !needle.trim()) return <>{text}</>
  const end = at + needle.trim().length
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, end)}</mark>
      {text.slice(end)}
    </>
  )
}
