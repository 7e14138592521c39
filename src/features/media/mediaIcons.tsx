/*
 * Icons for media (inline SVG, decorative: the control holding one carries
 * the accessible name).
 */
import { ICON_PROPS } from '../../ui/icons'

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const

export const PlayIcon = () => (
  <svg {...ICON_PROPS}>
    <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
  </svg>
)

export const FileIcon = () => (
  <svg {...ICON_PROPS}>
    <path d="M6 3h8l4 4v14H6zM14 3v4h4" {...stroke} />
  </svg>
)

export const AudioIcon = () => (
  <svg {...ICON_PROPS}>
    <path d="M9 18V6l11-2v12" {...stroke} />
    <circle cx="6.5" cy="18" r="2.5" {...stroke} />
    <circle cx="17.5" cy="16" r="2.5" {...stroke} />
  </svg>
)

export const ImageIcon = () => (
  <svg {...ICON_PROPS}>
    <rect x="3" y="4" width="18" height="16" rx="2" {...stroke} />
    <circle cx="9" cy="10" r="2" {...stroke} />
    <path d="M21 16l-5-5-9 9" {...stroke} />
  </svg>
)

export const VideoIcon = () => (
  <svg {...ICON_PROPS}>
    <rect x="3" y="6" width="13" height="12" rx="2" {...stroke} />
    <path d="M16 10l5-3v10l-5-3" {...stroke} />
  </svg>
)

export const FlashIcon = () => (
  <svg {...ICON_PROPS}>
    <path d="M13 2L4 14h7l-1 8 9-12h-7z" {...stroke} />
  </svg>
)

export const ExpandIcon = () => (
  <svg {...ICON_PROPS}>
    <path d="M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5" {...stroke} />
  </svg>
)

// Previous and next point the other way in a right-to-left page.
export const ChevronLeftIcon = () => (
  <svg {...ICON_PROPS} className="flip-rtl">
    <path d="M15 5l-7 7 7 7" {...stroke} />
  </svg>
)

export const ChevronRightIcon = () => (
  <svg {...ICON_PROPS} className="flip-rtl">
    <path d="M9 5l7 7-7 7" {...stroke} />
  </svg>
)

export const CloseIcon = () => (
  <svg {...ICON_PROPS}>
    <path d="M6 6l12 12M18 6L6 18" {...stroke} />
  </svg>
)
