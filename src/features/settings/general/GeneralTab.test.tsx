import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mergeInstanceConfig } from '../../../api/endpoints/instanceMerge'
import type { InstanceConfig } from '../../../api/types'
import { translator, initI18n } from '../../../i18n/i18n'
import { readJson } from '../../../store/localStore'
import { useSession } from '../../../store/session'
import { resetTranslationLanguages } from '../../statuses'
import { DEFAULT_PREFERENCES, usePreferences, type Preferences } from '../../../store/preferences'
import GeneralTab from '../tabs/GeneralTab'

function instance(overrides: Partial<InstanceConfig> = {}): InstanceConfig {
  const base = mergeInstanceConfig({}, '')
  return {
    ...base,
    postFormats: ['text/plain', 'text/markdown', 'text/html'],
    ...overrides,
    features: {
      ...base.features,
      translation: true,
      emojiReactions: true,
      mfm: true,
      ...overrides.features,
    },
  }
}

function setUp({
  loggedIn = true,
  prefs = {},
  inst = instance(),
}: { loggedIn?: boolean; prefs?: Partial<Preferences>; inst?: InstanceConfig } = {}) {
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES, ...prefs } })
  useSession.setState({ currentUserId: loggedIn ? 'me' : null, instance: inst })
}

const checked = (el: HTMLElement) => (el as HTMLInputElement).checked
const value = (el: HTMLElement) => (el as HTMLInputElement | HTMLSelectElement).value
/** What a screen reader reads after the name: the elements aria-describedby names. */
const description = (el: HTMLElement) =>
  (el.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
    .join(' ')

const stored = () => readJson<Partial<Preferences>>('config', {})
const sectionNamed = (name: string) => screen.getByRole('region', { name })

beforeAll(async () => {
  await initI18n('en')
})

beforeEach(() => {
  window.localStorage.clear()
  resetTranslationLanguages()
  vi.stubGlobal('fetch', async (url: string) =>
    String(url).endsWith('/api/v1/akkoma/translation/languages')
      ? new Response(
          JSON.stringify({
            source: [{ code: 'de', name: 'German' }],
            target: [
              { code: 'en', name: 'English' },
              { code: 'ja', name: 'Japanese' },
            ],
          }),
        )
      : new Response('{}', { status: 404 }),
  )
  setUp()
})

describe('GeneralTab', () => {
  it('groups the preferences into titled sections of labelled controls', () => {
    render(<GeneralTab />)
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)
    expect(headings).toEqual([
      'Language',
      'Interface and columns',
      'Timelines and streaming',
      'Posts',
      'Attachments',
      'Profiles',
      'Conversations',
      'Writing posts',
      'Confirmations',
    ])
    const shell = sectionNamed('Interface and columns')
    expect(
      checked(
        within(shell).getByRole('checkbox', { name: 'Hide the instance name in the top bar' }),
      ),
    ).toBe(false)
    expect(value(within(shell).getByRole('combobox', { name: 'Third column' }))).toBe(
      'notifications',
    )
    expect(
      value(
        within(sectionNamed('Attachments')).getByRole('spinbutton', {
          name: 'Attachments shown per post',
        }),
      ),
    ).toBe('16')
  })

  it('applies and stores a checkbox at once', async () => {
    const user = userEvent.setup()
    render(<GeneralTab />)
    await user.click(screen.getByRole('checkbox', { name: 'Hide favourite and repeat counts' }))
    expect(usePreferences.getState().prefs.hidePostStats).toBe(true)
    expect(stored().hidePostStats).toBe(true)
    expect(
      checked(screen.getByRole('checkbox', { name: 'Hide favourite and repeat counts' })),
    ).toBe(true)
  })

  it('shows expert options only in expert mode', () => {
    const { unmount } = render(<GeneralTab />)
    expect(screen.queryByRole('checkbox', { name: 'Virtual scrolling' })).toBeNull()
    unmount()
    setUp({ prefs: { expertMode: true } })
    render(<GeneralTab />)
    const option = screen.getByRole('checkbox', { name: 'Virtual scrolling' })
    expect(checked(option)).toBe(true)
    // Its hint is read with it.
    expect(description(option)).toMatch(/Only posts near the screen/)
  })

  it('offers the tree options once tree display is chosen', async () => {
    const user = userEvent.setup()
    render(<GeneralTab />)
    const conversations = sectionNamed('Conversations')
    expect(
      within(conversations).queryByRole('checkbox', { name: 'Dive into sub-threads' }),
    ).toBeNull()
    await user.selectOptions(
      within(conversations).getByRole('combobox', { name: 'Conversation display' }),
      'tree',
    )
    expect(usePreferences.getState().prefs.conversationDisplay).toBe('tree')
    within(conversations).getByRole('checkbox', { name: 'Dive into sub-threads' })
    expect(
      value(within(conversations).getByRole('spinbutton', { name: 'Reply depth shown at first' })),
    ).toBe('6')
  })

  it('takes only whole numbers within bounds, and says which', async () => {
    const user = userEvent.setup()
    render(<GeneralTab />)
    const field = screen.getByRole('spinbutton', { name: 'Attachments shown per post' })
    expect(field.getAttribute('min')).toBe('1')
    expect(field.getAttribute('max')).toBe('100')
    await user.clear(field)
    await user.type(field, '0')
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(description(field)).toMatch(/Enter a whole number from 1 to 100/)
    expect(usePreferences.getState().prefs.maxThumbnails).toBe(16)
    await user.clear(field)
    await user.type(field, '4')
    expect(field.hasAttribute('aria-invalid')).toBe(false)
    expect(usePreferences.getState().prefs.maxThumbnails).toBe(4)
    expect(stored().maxThumbnails).toBe(4)
  })

  it('lets a confirmation follow the instance, ask or not ask', async () => {
    const user = userEvent.setup()
    render(<GeneralTab />)
    const repeat = within(sectionNamed('Confirmations')).getByRole('combobox', {
      name: 'Repeating a post',
    })
    expect(value(repeat)).toBe('default')
    within(repeat).getByRole('option', { name: "Instance default (don't ask)" })
    const block = screen.getByRole('combobox', { name: 'Blocking' })
    within(block).getByRole('option', { name: 'Instance default (ask)' })

    await user.selectOptions(repeat, 'ask')
    expect(usePreferences.getState().prefs.modalOnRepeat).toBe(true)
    expect(stored().modalOnRepeat).toBe(true)
    await user.selectOptions(repeat, 'skip')
    expect(usePreferences.getState().prefs.modalOnRepeat).toBe(false)
    await user.selectOptions(repeat, 'default')
    expect(usePreferences.getState().prefs.modalOnRepeat).toBeUndefined()
    expect('modalOnRepeat' in stored()).toBe(false)
  })

  it('switches the interface language at once and can go back to the browser’s choice', async () => {
    const user = userEvent.setup()
    render(<GeneralTab />)
    const select = screen.getByRole('combobox', { name: 'Interface language' })
    expect(value(select)).toBe('')
    const options = within(select)
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(options[0]).toMatch(/^As my browser prefers \(English\)$/)
    expect(options).toContain('English')
    await user.selectOptions(select, 'en')
    expect(usePreferences.getState().prefs.interfaceLanguage).toBe('en')
    expect(stored().interfaceLanguage).toBe('en')
    expect(document.documentElement.lang).toBe('en')
    expect(translator.language).toBe('en')
    await user.selectOptions(select, '')
    expect(usePreferences.getState().prefs.interfaceLanguage).toBeNull()
  })

  it("offers the instance's text formats and the server's translation languages", async () => {
    const user = userEvent.setup()
    render(<GeneralTab />)
    const format = screen.getByRole('combobox', { name: 'Default text format' })
    expect(
      within(format)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(["The server's default (Plain text)", 'Plain text', 'Markdown', 'HTML'])
    await user.selectOptions(format, 'text/markdown')
    expect(usePreferences.getState().prefs.postContentType).toBe('text/markdown')

    const translation = screen.getByRole('combobox', { name: 'Translate posts into' })
    await within(translation).findByRole('option', { name: 'Japanese' })
    await user.selectOptions(translation, 'ja')
    expect(usePreferences.getState().prefs.translationLanguage).toBe('ja')
  })

  it('leaves out a format choice when the instance has one format', () => {
    setUp({ inst: instance({ postFormats: ['text/plain'] }) })
    render(<GeneralTab />)
    expect(screen.queryByRole('combobox', { name: 'Default text format' })).toBeNull()
    expect(value(screen.getByRole('combobox', { name: 'Default post language' }))).toBe('')
  })

  it('offers a guest only what applies to guests', () => {
    setUp({ loggedIn: false })
    render(<GeneralTab />)
    expect(screen.queryByRole('heading', { name: 'Writing posts' })).toBeNull()
    expect(screen.queryByRole('heading', { name: 'Confirmations' })).toBeNull()
    expect(screen.queryByRole('combobox', { name: 'Translate posts into' })).toBeNull()
    expect(screen.queryByRole('combobox', { name: 'Third column' })).toBeNull()
    screen.getByRole('combobox', { name: 'Interface language' })
    screen.getByRole('checkbox', { name: 'Hide the instance name in the top bar' })
  })
})
