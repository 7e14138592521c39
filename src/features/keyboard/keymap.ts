/**
 * The keyboard shortcuts: single keys act on the timeline and the
 * status in focus, `g` then a letter goes to a place. Pure: the listener
 * (KeyboardShortcuts.tsx) feeds it keys and carries out what it returns.
 */
export type StatusAction =
  | 'next'
  | 'previous'
  | 'open'
  | 'reply'
  | 'favourite'
  | 'repeat'
  | 'bookmark'
  | 'react'
  | 'toggleContent'
  | 'profile'

export type GlobalAction = 'newPost' | 'search' | 'showNew' | 'help'

export type Place =
  | 'home'
  | 'notifications'
  | 'local'
  | 'known'
  | 'bookmarks'
  | 'direct'
  | 'lists'
  | 'ownProfile'
  | 'settings'

export type ShortcutAction =
  | { kind: 'status'; action: StatusAction }
  | { kind: 'global'; action: GlobalAction }
  | { kind: 'go'; place: Place }

/** How long after `g` the second key still counts. */
export const SEQUENCE_TIMEOUT_MS = 1500

export const STATUS_KEYS: Record<string, StatusAction> = {
  j: 'next',
  k: 'previous',
  o: 'open',
  Enter: 'open',
  r: 'reply',
  f: 'favourite',
  b: 'repeat',
  m: 'bookmark',
  e: 'react',
  x: 'toggleContent',
  p: 'profile',
}

export const GLOBAL_KEYS: Record<string, GlobalAction> = {
  n: 'newPost',
  '/': 'search',
  '.': 'showNew',
  '?': 'help',
}

export const GO_KEYS: Record<string, Place> = {
  h: 'home',
  n: 'notifications',
  l: 'local',
  t: 'known',
  b: 'bookmarks',
  d: 'direct',
  i: 'lists',
  u: 'ownProfile',
  s: 'settings',
}

export interface KeyState {
  /** `g` was pressed at this time and waits for its second key. */
  pendingSince: number | null
}

export const IDLE_KEYS: KeyState = { pendingSince: null }

export interface KeyPress {
  key: string
  ctrlKey?: boolean
  metaKey?: boolean
  altKey?: boolean
  /** Focus is in a text field, a select or an editable element. */
  typing: boolean
  /** A dialog or menu is open: it owns the keyboard. */
  modalOpen: boolean
  /** Enter on the status itself (not on a link or button inside it) opens it. */
  onStatus: boolean
}

export interface KeyOutcome {
  state: KeyState
  action: ShortcutAction | null
}

/** What a key press does, and what is still pending after it. */
export function resolveKey(state: KeyState, press: KeyPress, now: number): KeyOutcome {
  if (press.typing || press.modalOpen || press.ctrlKey || press.metaKey || press.altKey)
    return { state: IDLE_KEYS, action: null }
  const pending = state.pendingSince !== null && now - state.pendingSince <= SEQUENCE_TIMEOUT_MS
  if (pending) {
    const place = GO_KEYS[press.key]
    return { state: IDLE_KEYS, action: place ? { kind: 'go', place } : null }
  }
  if (press.key === 'g') return { state: { pendingSince: now }, action: null }
  if (press.key === 'Enter' && !press.onStatus) return { state: IDLE_KEYS, action: null }
  const status = STATUS_KEYS[press.key]
  if (status) return { state: IDLE_KEYS, action: { kind: 'status', action: status } }
  const global = GLOBAL_KEYS[press.key]
  if (global) return { state: IDLE_KEYS, action: { kind: 'global', action: global } }
  return { state: IDLE_KEYS, action: null }
}

/** The help dialog's groups, in its order: each key as shown, and what it does. */
export const HELP_GROUPS: {
  group: 'timeline' | 'go' | 'anywhere'
  rows: { keys: string[]; action: string }[]
}[] = [
  {
    group: 'timeline',
    rows: [
      { keys: ['j'], action: 'next' },
      { keys: ['k'], action: 'previous' },
      { keys: ['o', 'Enter'], action: 'open' },
      { keys: ['r'], action: 'reply' },
      { keys: ['f'], action: 'favourite' },
      { keys: ['b'], action: 'repeat' },
      { keys: ['m'], action: 'bookmark' },
      { keys: ['e'], action: 'react' },
      { keys: ['x'], action: 'toggleContent' },
      { keys: ['p'], action: 'profile' },
      { keys: ['.'], action: 'showNew' },
    ],
  },
  {
    group: 'go',
    rows: Object.entries(GO_KEYS).map(([key, place]) => ({ keys: [`g ${key}`], action: place })),
  },
  {
    group: 'anywhere',
    rows: [
      { keys: ['n'], action: 'newPost' },
      { keys: ['/'], action: 'search' },
      { keys: ['?'], action: 'help' },
      { keys: ['Esc'], action: 'close' },
    ],
  },
]
