/*
 * Icons of the action bar (decorative: each button carries its own name).
 * Shapes with the `fill` class are filled by CSS when the action is on.
 */
import styles from './StatusActions.module.css'

const base = {
  width: 18,
  height: 18,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const

// Points back toward the start of the line: mirrored in a right-to-left page.
export const ReplyIcon = () => (
  <svg {...base} className="flip-rtl">
    <path d="M10 8 4 13l6 5M4 13h10a6 6 0 0 1 6 6" />
  </svg>
)

export const QuoteIcon = () => (
  <svg {...base}>
    <path d="M9 7H5v5h4v-1a4 4 0 0 1-4 4M19 7h-4v5h4v-1a4 4 0 0 1-4 4" />
  </svg>
)

export const RepeatIcon = () => (
  <svg {...base}>
    <path d="M17 2l3 3-3 3M4 11V9a4 4 0 0 1 4-4h12M7 22l-3-3 3-3M20 13v2a4 4 0 0 1-4 4H4" />
  </svg>
)

export const StarIcon = () => (
  <svg {...base}>
    <path
      className={styles.fill}
      d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9z"
    />
  </svg>
)

export const BookmarkIcon = () => (
  <svg {...base}>
    <path className={styles.fill} d="M6 3h12v18l-6-4.5L6 21z" />
  </svg>
)

export const MoreIcon = () => (
  <svg {...base}>
    <circle cx="5" cy="12" r="1.2" fill="currentColor" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
    <circle cx="19" cy="12" r="1.2" fill="currentColor" />
  </svg>
)

export const LockIcon = () => (
  <svg {...base}>
    <rect x="5" y="11" width="14" height="9" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </svg>
)
