import { encode } from 'uqr'

/**
 * The dark modules of a QR code as one SVG path (one unit per module, a
 * quiet zone of four), so the code is drawn without inline styles or
 * injected markup (Akkoma's CSP). `uqr` is a small, dependency-free encoder.
 */
export function qrPath(text: string): { size: number; path: string } {
  const qr = encode(text, { ecc: 'M', border: 4 })
  const parts: string[] = []
  qr.data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) parts.push(`M${x} ${y}h1v1h-1z`)
    })
  })
  return { size: qr.size, path: parts.join('') }
}
