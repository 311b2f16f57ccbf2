import type { QRCodeToStringOptions } from 'qrcode'

/**
 * How the footer's QR code is drawn, on the worker and on the page alike. The mask pattern is fixed: left to choose,
 * the encoder draws the symbol under all eight masks to score them; any of the eight is valid and scans.
 */
export const QR_OPTIONS = {
  type: 'svg',
  margin: 1,
  errorCorrectionLevel: 'M',
  maskPattern: 0,
} as const satisfies QRCodeToStringOptions
