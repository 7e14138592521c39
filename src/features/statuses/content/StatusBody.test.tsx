// @vitest-environment jsdom
// jsdom, not the default happy-dom: DOMPurify sanitizes only where the DOM has what it checks for.
import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_PREFERENCES, usePreferences, type Preferences } from '../../../store/preferences'
import { initI18n } from '../../../i18n/i18n'
import type { StoredStatus } from '../../../store/entities'
import { useBodyStates } from './collapse'
import { resetMfmLoader } from './mfm/mfmLoader'
import { StatusContent, StatusText } from './index'
import { storedStatus } from './testStatus'
import contentStyles from './Content.module.css'
import { disclosureButton } from '../../../test/disclosure'

beforeAll(async () => {
  await initI18n('en')
})

function setPrefs(prefs: Partial<Preferences>) {
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES, ...prefs } })
}

beforeEach(() => {
  useBodyStates.setState({ toggled: {} })
  setPrefs({})
  resetMfmLoader()
})

afterEach(() => resetMfmLoader())

const plain: Partial<StoredStatus> = {
  spoiler_text: '',
  media_type: 'text/html',
  media_attachments: [],
  poll: null,
  card: null,
  content: '<p>Hello world</p>',
}

function Body({ status, focused }: { status: StoredStatus; focused?: boolean }) {
  return (
    <StatusContent status={status} focused={focused}>
      <StatusText status={status} focused={focused} />
      <p>gallery slot</p>
    </StatusContent>
  )
}

function show(overrides: Partial<StoredStatus>, focused?: boolean) {
  const status = storedStatus({ ...plain, ...overrides })
  return render(
    <MemoryRouter>
      <Body status={status} focused={focused} />
    </MemoryRouter>,
  )
}

describe('content warning', () => {
  it('hides text and media behind the subject when the collapse preference is on', async () => {
    setPrefs({ collapseMessageWithSubject: true })
    show({ spoiler_text: 'spoilers ahead', media_attachments: storedStatus().media_attachments })
    expect(screen.getByText('spoilers ahead')).toBeTruthy()
    expect(screen.queryByText('Hello world')).toBeNull()
    expect(screen.queryByText('gallery slot')).toBeNull()
    expect(screen.getByText('(1 attachment)')).toBeTruthy()
    const toggle = disclosureButton('Show content', false)
    const region = document.getElementById(toggle.getAttribute('aria-controls')!)
    expect(region?.hidden).toBe(true)

    await userEvent.click(toggle)
    expect(screen.getByText('Hello world')).toBeTruthy()
    expect(screen.getByText('gallery slot')).toBeTruthy()
    const hide = disclosureButton('Hide content', true)
    await userEvent.click(hide)
    expect(screen.queryByText('Hello world')).toBeNull()
  })

  it('keeps the reader’s choice when the status is shown again', async () => {
    setPrefs({ collapseMessageWithSubject: true })
    const first = show({ spoiler_text: 'cw' })
    await userEvent.click(screen.getByRole('button', { name: 'Show content' }))
    first.unmount()
    show({ spoiler_text: 'cw' })
    expect(screen.getByText('Hello world')).toBeTruthy()
  })

  it('shows the content under the subject when the preference is off', () => {
    setPrefs({ collapseMessageWithSubject: false })
    show({ spoiler_text: 'mild' })
    expect(screen.getByText('Hello world')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Hide content' })).toBeTruthy()
  })

  it('stays collapsed in the focused status', () => {
    setPrefs({ collapseMessageWithSubject: true })
    show({ spoiler_text: 'cw' }, true)
    expect(screen.queryByText('Hello world')).toBeNull()
  })

  it('shortens a long subject with show / hide full subject', async () => {
    const subject = `${'very long warning '.repeat(15)}THE END`
    show({ spoiler_text: subject })
    expect(screen.queryByText(/THE END/)).toBeNull()
    const more = disclosureButton('Show full subject', false)
    await userEvent.click(more)
    expect(screen.getByText(/THE END/)).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Hide full subject' })).toBeTruthy()
  })

  it('shows a long subject whole in the focused status', () => {
    show({ spoiler_text: `${'x'.repeat(300)} THE END` }, true)
    expect(screen.getByText(/THE END/)).toBeTruthy()
  })
})

describe('tall posts', () => {
  const tall = `<p>${Array.from({ length: 25 }, (_, i) => `line ${i}`).join('<br>')}</p>`

  it('collapses a tall post with show more / show less', async () => {
    show({ content: tall })
    const more = disclosureButton('Show more', false)
    const text = document.getElementById(more.getAttribute('aria-controls')!)!
    expect(text.className).toBe(contentStyles.tallCollapsed)
    await userEvent.click(more)
    expect(text.className).toBe('')
    await userEvent.click(screen.getByRole('button', { name: 'Show less' }))
    expect(text.className).toBe(contentStyles.tallCollapsed)
  })

  it('does not collapse a short post or the focused status', () => {
    const { unmount } = show({})
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull()
    unmount()
    show({ content: tall }, true)
    expect(screen.getByRole('button', { name: 'Show less' })).toBeTruthy()
  })
})

describe('greentext', () => {
  it('colours quote lines when the preference is on', () => {
    setPrefs({ greentext: true })
    show({ content: '<p>&gt;implying<br>normal<br>&lt;3</p>' })
    expect(screen.getByText('>implying').className).toBe(contentStyles.greentext)
    expect(screen.getByText('<3').className).toBe(contentStyles.cyantext)
  })

  it('leaves the text alone when the preference is off', () => {
    show({ content: '<p>&gt;implying</p>' })
    expect(screen.getByText('>implying').tagName).toBe('P')
  })
})

describe('MFM', () => {
  const mfm: Partial<StoredStatus> = {
    media_type: 'text/x.misskeymarkdown',
    content: '<p>$[tada party] time</p>',
    text: '$[tada party] time',
  }

  it('renders MFM once the lazy renderer has loaded', async () => {
    show(mfm)
    const party = await screen.findByText('party')
    expect(party.parentElement!.className).toMatch(/tada/)
    expect(screen.queryByText(/\$\[/)).toBeNull()
  })

  it('shows the normal content while loading and when the renderer cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    let fail: (e: Error) => void = () => {}
    resetMfmLoader(() => new Promise((_, reject) => (fail = reject)))
    show(mfm)
    expect(screen.getByText('$[tada party] time')).toBeTruthy()
    await act(async () => fail(new Error('offline')))
    expect(screen.getByText('$[tada party] time')).toBeTruthy()
    expect(warn).toHaveBeenCalled()
  })

  it('is not used when the preference is off', () => {
    setPrefs({ renderMisskeyMarkdown: false })
    show(mfm)
    expect(screen.getByText('$[tada party] time')).toBeTruthy()
  })

  it('keeps mentions as in-app links', async () => {
    show({
      ...mfm,
      text: 'hey @dana@remote.example $[x2 hi]',
      content: '<p>hey @dana@remote.example $[x2 hi]</p>',
    })
    const link = await screen.findByRole('link', { name: '@dana@remote.example' })
    expect(link.getAttribute('href')).toMatch(/^\/users\//)
    expect(within(link.parentElement!).getByText('hi')).toBeTruthy()
  })
})
