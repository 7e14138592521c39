import { useMemo } from 'react'
import { qrPath } from './qr'
import styles from './Security.module.css'

/** A QR code drawn as SVG (no canvas, no data URL, no inline style). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const { size, path } = useMemo(() => qrPath(text), [text])
  return (
    <svg
      className={styles.qr}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <path d={path} />
    </svg>
  )
}
