/// <reference lib="webworker" />
import { toString as qrToString } from 'qrcode'
import type { QrReply, QrRequest } from './qr-code'
import { QR_OPTIONS } from './qr-options'

// Encodes a QR code off the page's main thread: the encoder's ~35 ms (four times that on a phone's CPU) was one
// of the first load's long tasks on every page, the footer being everywhere.
addEventListener('message', (event: MessageEvent<QrRequest>) => {
  const { id, value } = event.data
  qrToString(value, QR_OPTIONS).then(
    (svg) => postMessage({ id, svg } satisfies QrReply),
    () => postMessage({ id, svg: null } satisfies QrReply),
  )
})
