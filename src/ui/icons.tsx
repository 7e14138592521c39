/*
 * Inline SVG icons: no icon font, no extra request. Decorative by default;
 * the control that holds one carries the accessible name.
 */
import type { ReactNode } from 'react'

/** What every icon's <svg> carries: its size, and hidden from assistive technology. */
export const ICON_PROPS = {
  width: 22,
  height: 22,
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const

interface LineIconProps {
  /** Width and height in pixels. */
  size?: number
  /** The stroke's width, in the 24-unit box. */
  width?: string
  /** Round line ends. */
  cap?: boolean
  /** Round corners. */
  join?: boolean
  className?: string
  children: ReactNode
}

/**
 * An icon drawn in lines: its shapes take an unfilled stroke in the text
 * colour, and round ends or corners where it says so, from the <svg>.
 */
export function LineIcon({
  size = 22,
  width = '2',
  cap,
  join,
  className,
  children,
}: LineIconProps) {
  return (
    <svg
      {...ICON_PROPS}
      className={className}
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={width}
      strokeLinecap={cap ? 'round' : undefined}
      strokeLinejoin={join ? 'round' : undefined}
    >
      {children}
    </svg>
  )
}

export const MenuIcon = () => (
  <LineIcon cap>
    <path d="M3 6h18M3 12h18M3 18h18" />
  </LineIcon>
)

export const PenIcon = () => (
  <LineIcon join>
    <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />
  </LineIcon>
)

export const GlobeIcon = () => (
  <LineIcon>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18" strokeWidth="1.6" />
  </LineIcon>
)

export const LockIcon = () => (
  <LineIcon>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </LineIcon>
)

export const UnlockIcon = () => (
  <LineIcon>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 7.5-2" />
  </LineIcon>
)

export const EnvelopeIcon = () => (
  <LineIcon>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3 7l9 6 9-6" />
  </LineIcon>
)

export const HomeIcon = () => (
  <LineIcon join>
    <path d="M3 11l9-7 9 7v9h-6v-6H9v6H3z" />
  </LineIcon>
)

export const UsersIcon = () => (
  <LineIcon>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c.8-4 3.4-6 6.5-6s5.7 2 6.5 6M16 4.5a3.5 3.5 0 0 1 0 7M18 14c2 .6 3.2 2.6 3.5 6" />
  </LineIcon>
)

export const BubbleIcon = () => (
  <LineIcon>
    <circle cx="12" cy="12" r="8" />
    <circle cx="9" cy="9" r="2" fill="currentColor" stroke="none" />
  </LineIcon>
)

export const InfoIcon = () => (
  <LineIcon>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
  </LineIcon>
)

export const LoginIcon = () => (
  <LineIcon cap join>
    <path d="M14 4h5v16h-5M3 12h11M10 8l4 4-4 4" />
  </LineIcon>
)

export const LogoutIcon = () => (
  <LineIcon cap join>
    <path d="M10 4H5v16h5M21 12H10M17 8l4 4-4 4" />
  </LineIcon>
)

export const ChevronIcon = ({ open }: { open: boolean }) => (
  <LineIcon cap className={open ? 'chevron-open' : undefined}>
    <path d={open ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
  </LineIcon>
)

export const BookmarkIcon = () => (
  <LineIcon join>
    <path d="M6 3h12v18l-6-4.5L6 21z" />
  </LineIcon>
)

export const GearIcon = () => (
  <LineIcon width="1.6" join>
    <path d="M12 15.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zm8-3.5-.1-1.1 2-1.6-2-3.4-2.4 1a8 8 0 0 0-1.9-1.1L15.3 3h-4l-.4 2.6a8 8 0 0 0-1.9 1.1l-2.4-1-2 3.4 2 1.6L6.5 12l.1 1.1-2 1.6 2 3.4 2.4-1a8 8 0 0 0 1.9 1.1l.4 2.6h4l.4-2.6a8 8 0 0 0 1.9-1.1l2.4 1 2-3.4-2-1.6z" />
  </LineIcon>
)
