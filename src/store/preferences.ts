import { create } from 'zustand'
import { DEFAULT_MAX_THREAD_DEPTH, MAX_THUMBNAILS_DEFAULT } from '../config/constants'
import { readJson, writeJson } from './localStore'

/**
 * User preferences this part of the app reads, with
 * their defaults. `undefined` confirmation options mean "the instance
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
  /** Home opens where the reader stopped, here and on their other devices. */
  resumeHome: boolean
  /** Hide the instance-specific panel (hideISP). */
  hideISP: boolean
  // Statuses and timelines
  hideAttachments: boolean
  hideAttachmentsInConv: boolean
  hideFilteredStatuses: boolean
  muteBotStatuses: boolean
  /** One word or phrase per entry, matched case-insensitively. */
  muteWords: string[]
  hideMutedPosts: boolean
  hideMutedThreads: boolean
  hideThreadsWithBlockedUsers: boolean
  hideWordFilteredPosts: boolean
  hideBotIndication: boolean
  hideScopeNotice: boolean
  subjectLineBehavior: 'noop' | 'masto' | 'email'
  /** Post form: a content type among the instance's formats; null = the first it offers. */
  postContentType: string | null
  /** Post form: language code; null = the interface language. */
  postLanguage: string | null
  sensitiveByDefault: boolean
  sensitiveIfSubject: boolean
  alwaysShowSubjectInput: boolean
  /** Notification types shown, by switch name (follows, likes, ...); absent = shown. */
  notificationVisibility: Readonly<Record<string, boolean>>
  /** Likes, repeats, reactions and follows of one post (or of you) as one notification row. */
  groupNotifications: boolean
  /** Hide the text of posts with a content warning in desktop and push notifications. */
  webPushHideIfCW: boolean
  maxThumbnails: number
  hideNsfw: boolean
  /** Reveal NSFW media by opening it directly (one click). */
  nsfwOneClick: boolean
  stopGifs: boolean
  loopVideo: boolean
  loopVideoSilentOnly: boolean
  greentext: boolean
  renderMisskeyMarkdown: boolean
  renderMfmOnHover: boolean
  emojiReactionsOnTimeline: boolean
  conversationDisplay: 'linear' | 'tree'
  conversationTreeAdvanced: boolean
  conversationTreeFadeAncestors: boolean
  conversationOtherRepliesButton: 'below' | 'inside'
  maxDepthInThread: number
  userProfileDefaultTab: 'statuses' | 'replies' | 'media' | 'favorites'
  translationLanguage: string | null
  /** Attachment display size: hide, small or default. */
  attachmentSize: 'hide' | 'small' | 'default'
  modalOnRepeat: boolean | undefined
  modalOnUnfollow: boolean | undefined
  modalOnBlock: boolean | undefined
  modalOnMute: boolean | undefined
  modalOnDelete: boolean | undefined
  modalOnApproveFollow: boolean | undefined
  modalOnDenyFollow: boolean | undefined
  /** Web push notifications for the signed-in user. */
  webPushNotifications: boolean
  /** The settings modal shows its expert-only options (its footer switch). */
  expertMode: boolean
  // Shell: the top bar, the side columns and the page.
  /** Timeline shortcut icons in the desktop top bar. */
  showNavShortcuts: boolean
  /** Those icons spaced wider apart. */
  showWiderShortcuts: boolean
  /** Timeline shortcut icons at the top of the navigation panel. */
  showPanelNavShortcuts: boolean
  hideSiteName: boolean
  /** The instance's logo in the top bar. */
  hideSiteFavicon: boolean
  /** Timeline and notification headers scroll away instead of sticking. */
  disableStickyHeaders: boolean
  /** Scrollbars of the side columns (hidden otherwise; they still scroll). */
  showScrollbars: boolean
  /** Profiles' own background images. */
  displayPageBackgrounds: boolean
  hideInstanceWallpaper: boolean
  // Media and composing.
  /** Pad emoji inserted from the picker with spaces. */
  padEmoji: boolean
  /** Load the images behind a sensitive-media cover ahead, so revealing them is instant. */
  preloadImage: boolean
  /** Videos open in the media viewer instead of playing in the timeline. */
  playVideosInModal: boolean
  /** Thumbnails show the whole picture instead of filling (and cropping to) their cell. */
  useContainFit: boolean
  /** Blurred previews (blurhash) while media load and behind sensitive covers. */
  useBlurhash: boolean
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
  collapseMessageWithSubject: true,
  replyVisibility: 'all',
  resumeHome: true,
  hideISP: false,
  hideAttachments: false,
  hideAttachmentsInConv: false,
  hideFilteredStatuses: false,
  muteBotStatuses: false,
  muteWords: [],
  hideMutedPosts: false,
  hideMutedThreads: true,
  hideThreadsWithBlockedUsers: false,
  hideWordFilteredPosts: false,
  hideBotIndication: false,
  hideScopeNotice: false,
  subjectLineBehavior: 'email',
  postContentType: null,
  postLanguage: null,
  sensitiveByDefault: false,
  sensitiveIfSubject: true,
  alwaysShowSubjectInput: true,
  notificationVisibility: {},
  groupNotifications: true,
  webPushHideIfCW: true,
  maxThumbnails: MAX_THUMBNAILS_DEFAULT,
  hideNsfw: true,
  nsfwOneClick: false,
  stopGifs: true,
  loopVideo: true,
  loopVideoSilentOnly: false,
  greentext: false,
  renderMisskeyMarkdown: true,
  renderMfmOnHover: false,
  emojiReactionsOnTimeline: true,
  conversationDisplay: 'linear',
  conversationTreeAdvanced: false,
  conversationTreeFadeAncestors: false,
  conversationOtherRepliesButton: 'below',
  maxDepthInThread: DEFAULT_MAX_THREAD_DEPTH,
  userProfileDefaultTab: 'statuses',
  translationLanguage: null,
  attachmentSize: 'default',
  modalOnRepeat: undefined,
  modalOnUnfollow: undefined,
  modalOnBlock: undefined,
  modalOnMute: undefined,
  modalOnDelete: undefined,
  modalOnApproveFollow: undefined,
  modalOnDenyFollow: undefined,
  webPushNotifications: false,
  expertMode: false,
  showNavShortcuts: false,
  showWiderShortcuts: false,
  showPanelNavShortcuts: false,
  hideSiteName: false,
  hideSiteFavicon: false,
  disableStickyHeaders: false,
  showScrollbars: false,
  displayPageBackgrounds: true,
  hideInstanceWallpaper: false,
  padEmoji: true,
  preloadImage: true,
  playVideosInModal: false,
  useContainFit: true,
  useBlurhash: true,
}

/** Instance-level defaults for the confirmation prompts. */
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
  /** Reads the stored choices again: another account's are in force (several accounts). */
  reload: () => void
  /** The last change: whether the browser kept it (the settings modal's save notice). */
  lastSave: { ok: boolean } | null
}

const stored = (): Partial<Preferences> => readJson<Partial<Preferences>>(STORAGE_KEY, {})

let instanceDefaults: Partial<Preferences> = {}

export const usePreferences = create<PreferencesStore>()((set, get) => ({
  prefs: { ...DEFAULT_PREFERENCES, ...stored() },
  applyInstanceDefaults: (overrides) => {
    instanceDefaults = overrides
    set({ prefs: { ...DEFAULT_PREFERENCES, ...overrides, ...stored() } })
  },
  reload: () => set({ prefs: { ...DEFAULT_PREFERENCES, ...instanceDefaults, ...stored() } }),
  set: (key, value) => {
    const prefs = { ...get().prefs, [key]: value }
    const ok = writeJson(STORAGE_KEY, { ...stored(), [key]: value })
    set({ prefs, lastSave: { ok } })
  },
  lastSave: null,
}))

export function confirmationEnabled(
  prefs: Partial<Record<ConfirmationOption, boolean | undefined>>,
  option: ConfirmationOption,
): boolean {
  return prefs[option] ?? CONFIRMATION_DEFAULTS[option]
}

/** One preference, re-rendering only when it changes. */
export const usePref = <K extends keyof Preferences>(key: K): Preferences[K] =>
  usePreferences((s) => s.prefs[key])
