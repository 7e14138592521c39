// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  CONFIRMATION_DEFAULTS,
  DEFAULT_PREFERENCES,
  type Preferences,
} from '../../../store/preferences'
import {
  CHOICES,
  confirmationChoice,
  confirmationValue,
  GENERAL_SECTIONS,
  itemOffered,
  NUMBER_BOUNDS,
  offeredSections,
  OWNED_ELSEWHERE,
  parseBoundedInt,
  type OfferContext,
} from './model'

const allItems = GENERAL_SECTIONS.flatMap((s) => s.items)

const ctx = (
  prefs: Partial<Preferences> = {},
  extra: Partial<OfferContext> = {},
): OfferContext => ({
  prefs: { ...DEFAULT_PREFERENCES, ...prefs },
  loggedIn: true,
  hasFeature: () => true,
  ...extra,
})

const offeredKeys = (c: OfferContext) =>
  offeredSections(c).flatMap((s) => s.items.map((item) => item.key))

describe('the General tab model', () => {
  it('offers every preference once, or leaves it to another part of the modal', () => {
    const keys = allItems.map((item) => item.key)
    expect(new Set(keys).size).toBe(keys.length)
    for (const key of OWNED_ELSEWHERE) expect(keys).not.toContain(key)
    // A preference added to preferences.ts and offered nowhere fails here.
    expect([...keys, ...OWNED_ELSEWHERE].sort()).toEqual(Object.keys(DEFAULT_PREFERENCES).sort())
  })

  it('offers each choice preference its default among its choices', () => {
    for (const [key, choices] of Object.entries(CHOICES)) {
      expect(choices).toContain(DEFAULT_PREFERENCES[key as keyof typeof CHOICES])
    }
  })

  it('keeps the number defaults within their bounds', () => {
    for (const [key, bounds] of Object.entries(NUMBER_BOUNDS)) {
      const value = DEFAULT_PREFERENCES[key as keyof typeof NUMBER_BOUNDS]
      expect(value).toBeGreaterThanOrEqual(bounds.min)
      expect(value).toBeLessThanOrEqual(bounds.max)
    }
  })

  it('groups the preferences in the order a reader looks for them', () => {
    expect(GENERAL_SECTIONS.map((s) => s.id)).toEqual([
      'language',
      'interface',
      'timelines',
      'posts',
      'attachments',
      'profiles',
      'conversations',
      'composing',
      'confirmations',
    ])
    const sectionOf = (key: string) =>
      GENERAL_SECTIONS.find((s) => s.items.some((i) => i.key === key))?.id
    expect(sectionOf('interfaceLanguage')).toBe('language')
    expect(sectionOf('hideSiteName')).toBe('interface')
    expect(sectionOf('streaming')).toBe('timelines')
    expect(sectionOf('hidePostStats')).toBe('posts')
    expect(sectionOf('hideNsfw')).toBe('attachments')
    expect(sectionOf('userProfileDefaultTab')).toBe('profiles')
    expect(sectionOf('conversationDisplay')).toBe('conversations')
    expect(sectionOf('padEmoji')).toBe('composing')
    expect(sectionOf('modalOnRepeat')).toBe('confirmations')
    // Every confirmation the client knows is there.
    expect(
      GENERAL_SECTIONS.find((s) => s.id === 'confirmations')
        ?.items.map((i) => i.key)
        .sort(),
    ).toEqual(Object.keys(CONFIRMATION_DEFAULTS).sort())
  })

  it('hides expert options until expert mode is on', () => {
    const plain = offeredKeys(ctx())
    expect(plain).not.toContain('virtualScrolling')
    expect(plain).not.toContain('useStreamingApi')
    expect(plain).toContain('streaming')
    const expert = offeredKeys(ctx({ expertMode: true }))
    expect(expert).toContain('virtualScrolling')
    expect(expert).toContain('useStreamingApi')
  })

  it('shows sub-options only while the option they refine is on', () => {
    expect(offeredKeys(ctx({ conversationDisplay: 'linear' }))).not.toContain(
      'conversationTreeAdvanced',
    )
    const tree = offeredKeys(ctx({ conversationDisplay: 'tree' }))
    expect(tree).toContain('conversationTreeAdvanced')
    expect(tree).toContain('maxDepthInThread')
    // The finer tree options are expert ones as well.
    expect(tree).not.toContain('conversationTreeFadeAncestors')
    expect(offeredKeys(ctx({ conversationDisplay: 'tree', expertMode: true }))).toEqual(
      expect.arrayContaining(['conversationTreeFadeAncestors', 'conversationOtherRepliesButton']),
    )
    expect(offeredKeys(ctx({ hideNsfw: false }))).not.toContain('nsfwOneClick')
    expect(offeredKeys(ctx({ loopVideo: false }))).not.toContain('loopVideoSilentOnly')
    expect(offeredKeys(ctx({ streaming: true }))).toContain('pauseOnUnfocused')
    expect(offeredKeys(ctx({ streaming: false }))).not.toContain('pauseOnUnfocused')
  })

  it('offers a guest only what changes something for a guest', () => {
    const guest = offeredSections(ctx({}, { loggedIn: false }))
    const ids = guest.map((s) => s.id)
    expect(ids).not.toContain('composing')
    expect(ids).not.toContain('confirmations')
    const keys = guest.flatMap((s) => s.items.map((i) => i.key))
    expect(keys).toContain('interfaceLanguage')
    expect(keys).toContain('hideSiteName')
    expect(keys).not.toContain('thirdColumnMode')
    expect(keys).not.toContain('translationLanguage')
    expect(keys).not.toContain('alwaysShowNewPostButton')
  })

  it('leaves out what the server cannot do', () => {
    const without = (missing: string) =>
      offeredKeys(ctx({ expertMode: true }, { hasFeature: (name) => name !== missing }))
    expect(without('emojiReactions')).not.toContain('emojiReactionsOnTimeline')
    expect(without('mfm')).not.toContain('renderMisskeyMarkdown')
    expect(without('mfm')).not.toContain('renderMfmOnHover')
    expect(without('translation')).not.toContain('translationLanguage')
    expect(without('nothing')).toEqual(
      expect.arrayContaining([
        'emojiReactionsOnTimeline',
        'renderMfmOnHover',
        'translationLanguage',
      ]),
    )
  })

  it('checks every condition of an item', () => {
    const item = allItems.find((i) => i.key === 'renderMfmOnHover')
    expect(item).toBeDefined()
    if (!item) return
    expect(itemOffered(item, ctx({ expertMode: true }))).toBe(true)
    expect(itemOffered(item, ctx({ expertMode: true, renderMisskeyMarkdown: false }))).toBe(false)
    expect(itemOffered(item, ctx({ expertMode: false }))).toBe(false)
  })
})

describe('confirmation choices', () => {
  it('map undefined to the instance default and back', () => {
    expect(confirmationChoice(undefined)).toBe('default')
    expect(confirmationChoice(true)).toBe('ask')
    expect(confirmationChoice(false)).toBe('skip')
    expect(confirmationValue('default')).toBeUndefined()
    expect(confirmationValue('ask')).toBe(true)
    expect(confirmationValue('skip')).toBe(false)
  })
})

describe('parseBoundedInt', () => {
  const bounds = { min: 3, max: 30 }
  it('takes whole numbers within bounds', () => {
    expect(parseBoundedInt('3', bounds)).toBe(3)
    expect(parseBoundedInt(' 12 ', bounds)).toBe(12)
    expect(parseBoundedInt('30', bounds)).toBe(30)
  })
  it('refuses anything else', () => {
    for (const text of ['', '2', '31', '4.5', '-4', 'ten', '1e1']) {
      expect(parseBoundedInt(text, bounds)).toBeNull()
    }
  })
})
