import type { FeatureName } from '../../../store/serverFeatures'
import type { ConfirmationOption, Preferences } from '../../../store/preferences'

/*
 * The General tab as data: which
 * preference sits in which section, with which control, and when it is
 * offered. The tab only maps this to elements, so what is offered to whom is
 * tested here without rendering.
 */

/** Preferences that are plain yes-or-no (the modalOn* ones also allow "instance default"). */
export type BooleanKey = {
  [K in keyof Preferences]-?: Preferences[K] extends boolean ? K : never
}[keyof Preferences]

/** Preferences that are one of a few words, with their words in the order offered. */
export const CHOICES = {
  thirdColumnMode: ['notifications', 'none'],
  replyVisibility: ['all', 'following', 'self'],
  attachmentSize: ['default', 'small', 'hide'],
  conversationDisplay: ['linear', 'tree'],
  conversationOtherRepliesButton: ['below', 'inside'],
  subjectLineBehavior: ['email', 'masto', 'noop'],
  userProfileDefaultTab: ['statuses', 'replies', 'media', 'favorites'],
} as const satisfies { [K in keyof Preferences]?: readonly Preferences[K][] }

export type ChoiceKey = keyof typeof CHOICES

/*
 * Bounds of the number inputs. Our own numbers (the rules name only the
 * defaults, 16 and 6): what keeps a timeline and a thread usable.
 */
export const NUMBER_BOUNDS = {
  maxThumbnails: { min: 1, max: 100 },
  maxDepthInThread: { min: 3, max: 30 },
} as const satisfies { [K in keyof Preferences]?: { min: number; max: number } }

export type NumberKey = keyof typeof NUMBER_BOUNDS

/** Preferences with a control of their own (lists that come from the browser or the server). */
export type SpecialKey =
  'interfaceLanguage' | 'translationLanguage' | 'postContentType' | 'postLanguage'

interface ItemBase {
  /** Offered only in expert mode. */
  expert?: boolean
  /** Offered only to signed-in users: it changes nothing for a guest. */
  membersOnly?: boolean
  /** Offered only where the server has the feature it acts on. */
  feature?: FeatureName
  /** A sub-option: shown (indented) only while these preferences hold these values. */
  dependsOn?: Partial<Preferences>
  /** The item has a hint under its label (`<key>_hint`). */
  hint?: boolean
}

export type SettingItem =
  | (ItemBase & { kind: 'boolean'; key: BooleanKey })
  | (ItemBase & { kind: 'choice'; key: ChoiceKey })
  | (ItemBase & { kind: 'number'; key: NumberKey })
  | (ItemBase & { kind: 'confirmation'; key: ConfirmationOption })
  | (ItemBase & { kind: 'special'; key: SpecialKey })

export type SectionId =
  | 'language'
  | 'interface'
  | 'timelines'
  | 'posts'
  | 'attachments'
  | 'profiles'
  | 'conversations'
  | 'composing'
  | 'confirmations'

export interface SectionModel {
  id: SectionId
  /** The whole section is for signed-in users. */
  membersOnly?: boolean
  items: SettingItem[]
}

const bool = (key: BooleanKey, extra: ItemBase = {}): SettingItem => ({
  kind: 'boolean',
  key,
  ...extra,
})
const choice = (key: ChoiceKey, extra: ItemBase = {}): SettingItem => ({
  kind: 'choice',
  key,
  ...extra,
})
const confirm = (key: ConfirmationOption): SettingItem => ({ kind: 'confirmation', key })

const TREE = { conversationDisplay: 'tree' } as const

export const GENERAL_SECTIONS: readonly SectionModel[] = [
  {
    id: 'language',
    items: [
      { kind: 'special', key: 'interfaceLanguage' },
      { kind: 'special', key: 'translationLanguage', membersOnly: true, feature: 'translation' },
    ],
  },
  {
    id: 'interface',
    items: [
      choice('thirdColumnMode', { membersOnly: true, hint: true }),
      bool('sidebarRight'),
      bool('showNavShortcuts'),
      bool('showWiderShortcuts', { expert: true, dependsOn: { showNavShortcuts: true } }),
      bool('showPanelNavShortcuts'),
      bool('disableStickyHeaders'),
      bool('showScrollbars'),
      bool('hideSiteName'),
      bool('hideSiteFavicon'),
      bool('hideInstanceWallpaper'),
      bool('hideISP', { hint: true }),
      bool('alwaysShowNewPostButton', { membersOnly: true, hint: true }),
      bool('autohideFloatingPostButton', { membersOnly: true }),
    ],
  },
  {
    id: 'timelines',
    items: [
      bool('streaming'),
      bool('pauseOnUnfocused', { dependsOn: { streaming: true } }),
      choice('replyVisibility', { membersOnly: true }),
      bool('resumeHome', { membersOnly: true, hint: true }),
      bool('useStreamingApi', {
        membersOnly: true,
        expert: true,
        hint: true,
        feature: 'streaming',
      }),
      bool('virtualScrolling', { expert: true, hint: true }),
    ],
  },
  {
    id: 'posts',
    items: [
      bool('collapseMessageWithSubject'),
      bool('hidePostStats'),
      bool('emojiReactionsOnTimeline', { feature: 'emojiReactions', hint: true }),
      bool('greentext'),
      bool('renderMisskeyMarkdown', { feature: 'mfm' }),
      bool('renderMfmOnHover', {
        feature: 'mfm',
        expert: true,
        dependsOn: { renderMisskeyMarkdown: true },
      }),
    ],
  },
  {
    id: 'attachments',
    items: [
      choice('attachmentSize'),
      bool('hideAttachments'),
      bool('hideAttachmentsInConv'),
      { kind: 'number', key: 'maxThumbnails', hint: true },
      bool('hideNsfw'),
      bool('nsfwOneClick', { dependsOn: { hideNsfw: true } }),
      bool('preloadImage', { expert: true, dependsOn: { hideNsfw: true } }),
      bool('useBlurhash'),
      bool('useContainFit'),
      bool('stopGifs'),
      bool('loopVideo'),
      bool('loopVideoSilentOnly', { dependsOn: { loopVideo: true } }),
      bool('playVideosInModal'),
    ],
  },
  {
    id: 'profiles',
    items: [
      choice('userProfileDefaultTab'),
      bool('displayPageBackgrounds'),
      bool('hideUserStats'),
      bool('hideBotIndication'),
    ],
  },
  {
    id: 'conversations',
    items: [
      choice('conversationDisplay'),
      bool('conversationTreeAdvanced', { dependsOn: TREE, hint: true }),
      { kind: 'number', key: 'maxDepthInThread', dependsOn: TREE, hint: true },
      bool('conversationTreeFadeAncestors', { dependsOn: TREE, expert: true }),
      choice('conversationOtherRepliesButton', { dependsOn: TREE, expert: true }),
    ],
  },
  {
    id: 'composing',
    membersOnly: true,
    items: [
      { kind: 'special', key: 'postContentType' },
      { kind: 'special', key: 'postLanguage' },
      bool('sensitiveByDefault'),
      bool('sensitiveIfSubject'),
      bool('alwaysShowSubjectInput'),
      choice('subjectLineBehavior'),
      bool('padEmoji', { hint: true }),
      bool('hideScopeNotice'),
    ],
  },
  {
    id: 'confirmations',
    membersOnly: true,
    items: [
      confirm('modalOnRepeat'),
      confirm('modalOnUnfollow'),
      confirm('modalOnBlock'),
      confirm('modalOnMute'),
      confirm('modalOnDelete'),
      confirm('modalOnLogout'),
      confirm('modalOnApproveFollow'),
      confirm('modalOnDenyFollow'),
    ],
  },
]

/**
 * Preferences other parts of the settings modal own: mute and filter rules
 * (Mutes and blocks), notification switches (Notifications), expert mode
 * (the footer). With the General tab's they cover every preference.
 */
export const OWNED_ELSEWHERE: readonly (keyof Preferences)[] = [
  'muteWords',
  'muteBotStatuses',
  'hideMutedPosts',
  'hideMutedThreads',
  'hideThreadsWithBlockedUsers',
  'hideWordFilteredPosts',
  'hideFilteredStatuses',
  'notificationVisibility',
  'groupNotifications',
  'webPushNotifications',
  'webPushHideIfCW',
  'expertMode',
]

export interface OfferContext {
  prefs: Preferences
  loggedIn: boolean
  hasFeature: (name: FeatureName) => boolean
}

/** Whether an item is offered now: expert mode, sign-in, the server and its parent option. */
export function itemOffered(item: SettingItem, ctx: OfferContext): boolean {
  if (item.expert && !ctx.prefs.expertMode) return false
  if (item.membersOnly && !ctx.loggedIn) return false
  if (item.feature && !ctx.hasFeature(item.feature)) return false
  if (item.dependsOn) {
    for (const [key, value] of Object.entries(item.dependsOn)) {
      if (ctx.prefs[key as keyof Preferences] !== value) return false
    }
  }
  return true
}

/** The sections to show and, in each, the items offered; sections left empty are left out. */
export function offeredSections(
  ctx: OfferContext,
  sections: readonly SectionModel[] = GENERAL_SECTIONS,
): { id: SectionId; items: SettingItem[] }[] {
  return sections
    .filter((section) => !section.membersOnly || ctx.loggedIn)
    .map((section) => ({
      id: section.id,
      items: section.items.filter((item) => itemOffered(item, ctx)),
    }))
    .filter((section) => section.items.length > 0)
}

/** The confirmation select's three choices; "default" stands for undefined. */
export type ConfirmationChoice = 'default' | 'ask' | 'skip'

export function confirmationChoice(value: boolean | undefined): ConfirmationChoice {
  if (value === undefined) return 'default'
  return value ? 'ask' : 'skip'
}

export function confirmationValue(choice: ConfirmationChoice): boolean | undefined {
  if (choice === 'default') return undefined
  return choice === 'ask'
}

/** A typed number as the preference takes it: a whole number within bounds, else null. */
export function parseBoundedInt(text: string, bounds: { min: number; max: number }): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null
  const value = Number(text)
  return value >= bounds.min && value <= bounds.max ? value : null
}
