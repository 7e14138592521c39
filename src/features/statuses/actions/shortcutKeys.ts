/** The keys of the timeline shortcuts (features/keyboard/keymap.ts), announced on each button. */
export const SHORTCUT_KEYS = { reply: 'r', favourite: 'f', repeat: 'b', bookmark: 'm' } as const

export type ShortcutAction = keyof typeof SHORTCUT_KEYS
