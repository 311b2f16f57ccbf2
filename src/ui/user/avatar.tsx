type Props = { src: string | null; name: string; size: number }

/** A round avatar; without a picture, the name's first character on a colour derived from the name. */
export function Avatar({ src, name, size }: Props) {
  const style = { inlineSize: size, blockSize: size, fontSize: Math.round(size * 0.45) }
  if (src) return <img className="avatar" src={src} alt="" width={size} height={size} style={style} />
  const hue = [...name].reduce((sum, char) => sum + (char.codePointAt(0) ?? 0), 0) % 360
  return (
    <span className="avatar avatar-letter" style={{ ...style, background: `hsl(${hue} 55% 55%)` }} aria-hidden="true">
      {[...name][0] ?? '?'}
    </span>
  )
}
