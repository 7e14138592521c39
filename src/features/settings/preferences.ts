import { create } from 'zustand'
import { readJson, writeJson } from '../../store/localStore'

/**
 * User preferences this part of the app reads (spec 1 §3, spec 2 §3), with
 * the spec's defaults. `undefined` confirmation options mean "the instance
 * default" and are resolved by `confirmationEnabled`.
 */
export interface Preferences {
  interfaceLanguage: string | null
  modalOnLogout: boolean | undefined
  streaming: boolean
  useStreamingApi: boolean
  pauseOnUnfocused: boolean
  virtualScrolling: boolean
  thirdColumnMode: 'none' | 'notifications'
  alwaysShowNewPostButton: boolean
  autohideFloatingPostButton: boolean
  sidebarRight: boolean
  hidePostStats: boolean
  hideUserStats: boolean
  collapseMessageWithSubject: boolean
  replyVisibility: 'all' | 'following' | 'self'
  hideInstanceSpecificPanel: boolean
}

export const DEFAULT_PREFERENCES: Preferences = {
  interfaceLanguage: null,
  modalOnLogout: undefined,
  streaming: false,
  useStreamingApi: true,
  pauseOnUnfocused: true,
  virtualScrolling: true,
  thirdColumnMode: 'notifications',
  alwaysShowNewPostButton: false,
  autohideFloatingPostButton: false,
  sidebarRight: false,
  hidePostStats: false,
  hideUserStats: false,
  collapseMessageWithSubject: false,
  replyVisibility: 'all',
  hideInstanceSpecificPanel: false,
}

/** Instance-level defaults for the confirmation prompts (spec 1 §9). */
export const CONFIRMATION_DEFAULTS = {
  modalOnRepeat: false,
  modalOnUnfollow: false,
  modalOnBlock: true,
  modalOnMute: false,
  modalOnDelete: true,
  modalOnLogout: true,
  modalOnApproveFollow: false,
  modalOnDenyFollow: false,
} as const

export type ConfirmationOption = keyof typeof CONFIRMATION_DEFAULTS

const STORAGE_KEY = 'config'

interface PreferencesStore {
  prefs: Preferences
  /** Instance (frontend config) overrides of the client defaults. */
  applyInstanceDefaults: (overrides: Partial<Preferences>) => void
  set: <K extends keyof Preferences>(key: K, value: Preferences[K]) => void
}

const stored = (): Partial<Preferences> => readJson<Partial<Preferences>>(STORAGE_KEY, {})

export const usePreferences = create<PreferencesStore>()((set, get) => ({
  prefs: { ...DEFAULT_PREFERENCES, ...stored() },
  applyInstanceDefaults: (overrides) =>
    set({ prefs: { ...DEFAULT_PREFERENCES, ...overrides, ...stored() } }),
  set: (key, value) => {
    const prefs = { ...get().prefs, [key]: value }
    set({ prefs })
    writeJson(STORAGE_KEY, { ...stored(), [key]: value })
  },
}))

export function confirmationEnabled(
  prefs: Partial<Record<ConfirmationOption, boolean | undefined>>,
  option: ConfirmationOption,
): boolean {
  return prefs[option] ?? CONFIRMATION_DEFAULTS[option]
}
