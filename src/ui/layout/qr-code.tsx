import { useEffect, useState } from 'react'

type Props = { value: string; label: string; size?: number }

/**
 * A QR code drawn as inline SVG. The encoder is imported on demand so it stays out of the first chunk;
 * the SVG string comes from `qrcode` itself (no user input reaches it but the URL it encodes). The mask pattern is
 * fixed: left to choose, the encoder draws the symbol under all eight masks to score them, a task of over 100 ms in a
 * profiled first load of every page (the footer is everywhere); any of the eight is valid and scans.
 */
export function QrCode({ value, label, size = 96 }: Props) {
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    let current = true
    import('qrcode')
      .then((qrcode) => qrcode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', maskPattern: 0 }))
      .then((markup) => {
        if (current) setSvg(markup)
      })
      .catch(() => {
        if (current) setSvg(null)
      })
    return () => {
      current = false
    }
  }, [value])
  return (
    <div
      className="qr-code"
      role="img"
      aria-label={label}
      data-testid="app-qr-code"
      style={{ inlineSize: size, blockSize: size }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: SVG markup generated locally by the qrcode encoder.
      dangerouslySetInnerHTML={svg ? { __html: svg } : undefined}
    />
  )
}
