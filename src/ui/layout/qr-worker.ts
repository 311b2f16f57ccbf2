/// <reference lib="webworker" />
import { toString as qrToString } from 'qrcode'
import type { QrReply, QrRequest } from './qr-code'

// Encodes a QR code off the page's main thread: the encoder's ~35 ms (four times that on a phone's CPU) was one
// of the first load's long tasks on every page, the footer being everywhere.
addEventListener('message', (event: MessageEvent<QrRequest>) => {
  const { id, value } = event.data
  qrToString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M', maskPattern: 0 }).then(
    (svg) => postMessage({ id, svg } satisfies QrReply),
    () => postMessage({ id, svg: null } satisfies QrReply),
  )
})
