import { useEffect, useRef, useState } from 'react'
import { useNearViewport } from './near-viewport'
import { QR_OPTIONS } from './qr-options'

type Props = { value: string; label: string; size?: number }

export type QrRequest = { id: number; value: string }
export type QrReply = { id: number; svg: string | null }

let worker: Worker | null = null
let lastId = 0
const pending = new Map<number, (svg: string | null) => void>()

/**
 * The SVG markup of a QR code for `value`, from the encoder in a worker (qr-worker.ts), or on this thread where
 * a worker cannot start.
 */
function encode(value: string): Promise<string | null> {
  try {
    worker ??= startWorker()
  } catch {
    return import('qrcode').then((qrcode) => qrcode.toString(value, QR_OPTIONS))
  }
  const id = ++lastId
  const reply = new Promise<string | null>((resolve) => pending.set(id, resolve))
  worker.postMessage({ id, value } satisfies QrRequest)
  return reply
}

function startWorker(): Worker {
  const started = new Worker(new URL('./qr-worker.ts', import.meta.url), { type: 'module', name: 'qr-code' })
  started.addEventListener('message', (event: MessageEvent<QrReply>) => {
    pending.get(event.data.id)?.(event.data.svg)
    pending.delete(event.data.id)
  })
  // A worker whose script failed to load answers nothing: its callers get no code (the box stays empty).
  started.addEventListener('error', () => {
    for (const resolve of pending.values()) resolve(null)
    pending.clear()
    worker = null
  })
  return started
}

/**
 * A QR code drawn as inline SVG, encoded once the box comes near the screen (the footer is below the first
 * screen of most pages). The SVG string comes from `qrcode` itself (no user input reaches it but the URL it
 * encodes).
 */
export function QrCode({ value, label, size = 96 }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const near = useNearViewport(box)
  const [svg, setSvg] = useState<string | null>(null)
  useEffect(() => {
    if (!near) return
    let current = true
    encode(value)
      .then((markup) => {
        if (current) setSvg(markup)
      })
      .catch(() => {
        if (current) setSvg(null)
      })
    return () => {
      current = false
    }
  }, [value, near])
  return (
    <div
      ref={box}
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
