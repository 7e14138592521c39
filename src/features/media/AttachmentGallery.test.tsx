import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { initI18n } from '../../i18n/i18n'
import { DEFAULT_PREFERENCES, usePreferences, type Preferences } from '../../store/preferences'
import { resetAnimatedCache } from './animatedImage'
import { AttachmentGallery } from './AttachmentGallery'
import { forgetGalleryChoices } from './galleryMemory'
import { ASPECT_STEPS, type GalleryContext } from './galleryLayout'
import styles from './AttachmentGallery.module.css'
import { makeAttachment, makeStatus } from '../../store/testFixtures'
import { closedViewer, takeViewerOpener, useMediaViewer } from './viewer/viewerStore'
import type { Attachment } from '../../api/types'
import type { StoredStatus } from '../../store/entities'
import { disclosureButton } from '../../test/disclosure'

beforeAll(async () => {
  await initI18n('en')
})

afterEach(() => {
  cleanup()
  usePreferences.setState({ prefs: DEFAULT_PREFERENCES })
  useMediaViewer.setState(closedViewer)
  takeViewerOpener()
  resetAnimatedCache()
  forgetGalleryChoices()
  vi.unstubAllGlobals()
})

const setPrefs = (prefs: Partial<Preferences>) =>
  usePreferences.setState({ prefs: { ...DEFAULT_PREFERENCES, ...prefs } })

function show(status: StoredStatus, context: GalleryContext = 'timeline') {
  return render(
    <MemoryRouter>
      <AttachmentGallery status={status} context={context} />
    </MemoryRouter>,
  )
}

const images = (n: number, size = 1000): Attachment[] =>
  Array.from({ length: n }, (_, i) => makeAttachment(`i${i}`, { width: size, height: size }))

describe('AttachmentGallery', () => {
  it('has a stylesheet class for every aspect step', () => {
    for (const step of ASPECT_STEPS) expect(styles[step.key], step.key).toBeTruthy()
  })

  it('sizes each cell by its aspect step', () => {
    show(
      makeStatus({
        media_attachments: [
          makeAttachment('a', { width: 1600, height: 900 }),
          makeAttachment('b', { width: 800, height: 1200 }),
        ],
      }),
    )
    const cells = screen.getAllByRole('button').map((b) => b.parentElement?.className ?? '')
    expect(cells[0]).toContain(styles.r16X9)
    expect(cells[1]).toContain(styles.r2X3)
  })

  it('renders nothing without attachments', () => {
    const { container } = show(makeStatus())
    expect(container.innerHTML).toBe('')
  })

  it('shows images as buttons named by their description, reserving their size', () => {
    show(
      makeStatus({
        media_attachments: [
          makeAttachment('a', { description: 'A heron', width: 1600, height: 900 }),
          makeAttachment('b'),
        ],
      }),
    )
    expect(screen.getByRole('group', { name: '2 attachments' })).toBeTruthy()
    const heron = screen.getByRole('button', { name: 'A heron' })
    const img = heron.querySelector('img')
    expect(img?.getAttribute('alt')).toBe('A heron')
    expect(img?.getAttribute('src')).toBe('https://media.example/a-small.png')
    expect(img?.getAttribute('width')).toBe('1600')
    expect(img?.getAttribute('height')).toBe('900')
    expect(screen.getByRole('button', { name: 'Image 2 of 2, no description' })).toBeTruthy()
  })

  it('opens the viewer on the clicked item', async () => {
    const user = userEvent.setup()
    show(makeStatus({ media_attachments: images(3) }))
    await user.click(screen.getByRole('button', { name: 'Image 2 of 3, no description' }))
    expect(useMediaViewer.getState()).toMatchObject({ phase: 'open', index: 1 })
    expect(takeViewerOpener()).toBe(
      screen.getByRole('button', { name: 'Image 2 of 3, no description' }),
    )
  })

  it('plays audio in its own row and links plain files in a new tab', async () => {
    show(
      makeStatus({
        media_attachments: [
          makeAttachment('a', { type: 'audio', mime_type: 'audio/ogg', description: 'Birdsong' }),
          makeAttachment('f', {
            type: 'unknown',
            mime_type: 'application/pdf',
            url: 'https://media.example/notes%20v2.pdf',
          }),
        ],
      }),
    )
    const audio = await screen.findByLabelText('Birdsong')
    expect(audio.tagName).toBe('AUDIO')
    expect(audio.hasAttribute('controls')).toBe(true)
    const link = await screen.findByRole('link', { name: /notes v2\.pdf/ })
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
  })

  describe('sensitive media', () => {
    const nsfw = () => makeStatus({ sensitive: true, media_attachments: images(2) })

    it('hides them behind a button, reveals them, and hides them again', async () => {
      const user = userEvent.setup()
      show(nsfw())
      expect(screen.queryByRole('button', { name: 'Image 1 of 2, no description' })).toBeNull()
      await user.click(screen.getByRole('button', { name: 'Sensitive content — show' }))
      expect(screen.getByRole('button', { name: 'Image 1 of 2, no description' })).toBeTruthy()
      const hide = screen.getByRole('button', { name: 'Hide sensitive content' })
      expect(document.activeElement).toBe(hide)
      await user.click(hide)
      expect(screen.queryByRole('button', { name: 'Image 1 of 2, no description' })).toBeNull()
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Sensitive content — show' }),
      )
      expect(useMediaViewer.getState().phase).toBe('closed')
    })

    it('stays revealed when the status is shown again (the timeline remounts it)', async () => {
      const user = userEvent.setup()
      const status = nsfw()
      const { unmount } = show(status)
      await user.click(screen.getByRole('button', { name: 'Sensitive content — show' }))
      unmount()
      show(status)
      expect(screen.getByRole('button', { name: 'Image 1 of 2, no description' })).toBeTruthy()
    })

    it('opens the viewer straight away with the one-click option', async () => {
      setPrefs({ nsfwOneClick: true })
      const user = userEvent.setup()
      show(nsfw())
      await user.click(screen.getByRole('button', { name: 'Sensitive content — show' }))
      expect(useMediaViewer.getState()).toMatchObject({ phase: 'open', index: 0 })
      expect(screen.queryByRole('button', { name: 'Image 1 of 2, no description' })).toBeNull()
    })

    it('covers a #nsfw post too, and nothing when hideNsfw is off', () => {
      const tagged = makeStatus({ content: '<p>beach #nsfw</p>', media_attachments: images(1) })
      const { unmount } = show(tagged)
      expect(screen.getByRole('button', { name: 'Sensitive content — show' })).toBeTruthy()
      unmount()
      setPrefs({ hideNsfw: false })
      show(nsfw())
      expect(screen.queryByRole('button', { name: 'Sensitive content — show' })).toBeNull()
      expect(screen.getByRole('button', { name: 'Image 1 of 2, no description' })).toBeTruthy()
    })
  })

  it('collapses a long gallery and expands it', async () => {
    const user = userEvent.setup()
    show(makeStatus({ media_attachments: images(16) }))
    const toggle = disclosureButton('Show all 16 attachments', false)
    expect(
      screen.getAllByRole('button', { name: /^Image \d+ of 16, no description$/ }),
    ).toHaveLength(12)
    await user.click(toggle)
    expect(
      screen.getAllByRole('button', { name: /^Image \d+ of 16, no description$/ }),
    ).toHaveLength(16)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    expect(toggle.textContent).toBe('Show fewer attachments')
  })

  it('links to the conversation for attachments beyond maxThumbnails', () => {
    setPrefs({ maxThumbnails: 4 })
    show(makeStatus({ media_attachments: images(6, 1200) }))
    expect(
      screen.getAllByRole('button', { name: /^Image \d+ of 6, no description$/ }),
    ).toHaveLength(4)
    const more = screen.getByRole('link', { name: '+2 more attachments' })
    expect(more.getAttribute('href')).toBe('/notice/S1')
  })

  it('shows the rest in place in a conversation', async () => {
    setPrefs({ maxThumbnails: 4 })
    const user = userEvent.setup()
    show(makeStatus({ media_attachments: images(6, 1200) }), 'conversation')
    await user.click(screen.getByRole('button', { name: '+2 more attachments' }))
    expect(
      screen.getAllByRole('button', { name: /^Image \d+ of 6, no description$/ }),
    ).toHaveLength(6)
  })

  it('shows one small attachment in a quote', () => {
    show(makeStatus({ media_attachments: images(3) }), 'quote')
    expect(
      screen.getAllByRole('button', { name: /^Image \d+ of 3, no description$/ }),
    ).toHaveLength(1)
    expect(screen.getByRole('link', { name: '+2 more attachments' })).toBeTruthy()
  })

  it('lists links in the hide size, and for hideAttachments outside conversations', async () => {
    setPrefs({ hideAttachments: true })
    const user = userEvent.setup()
    const status = makeStatus({
      media_attachments: [makeAttachment('a', { description: 'A heron' }), makeAttachment('b')],
    })
    const { unmount } = show(status)
    const list = screen.getByRole('list')
    expect(await within(list).findAllByRole('link')).toHaveLength(2)
    await user.click(screen.getByRole('link', { name: /A heron/ }))
    expect(useMediaViewer.getState()).toMatchObject({ phase: 'open', index: 0 })
    unmount()
    show(status, 'conversation')
    expect(screen.getByRole('button', { name: 'A heron' })).toBeTruthy()
  })

  it('collapses the hide size above 8 attachments', async () => {
    setPrefs({ attachmentSize: 'hide' })
    show(makeStatus({ media_attachments: images(9) }))
    expect(await screen.findAllByRole('link')).toHaveLength(8)
    expect(screen.getByRole('button', { name: 'Show all 9 attachments' })).toBeTruthy()
  })

  it('shows an animated GIF as a still frame with a label, playing on focus', async () => {
    const gif = makeAttachment('g', {
      mime_type: 'image/gif',
      url: `${location.origin}/media/g.gif`,
      preview_url: `${location.origin}/media/g.gif`,
      description: 'Dancing cat',
    })
    const fetchMock = vi.fn(async () => new Response(new TextEncoder().encode('GIF89a...')))
    vi.stubGlobal('fetch', fetchMock)
    show(makeStatus({ media_attachments: [gif] }))
    const button = screen.getByRole('button', { name: 'Dancing cat' })
    await waitFor(() => expect(within(button).getByText('GIF')).toBeTruthy())
    expect(button.querySelector('img')).toBeNull()
    await waitFor(() => expect(button.querySelector('canvas')).not.toBeNull())
    act(() => button.focus())
    expect(button.querySelector('img')).not.toBeNull()
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('shows a GIF as it is when stopGifs is off', () => {
    setPrefs({ stopGifs: false })
    const fetchMock = vi.fn()
    vi.stubGlobal('fetch', fetchMock)
    show(makeStatus({ media_attachments: [makeAttachment('g', { mime_type: 'image/gif' })] }))
    expect(
      screen.getByRole('button', { name: 'Image 1 of 1, no description' }).querySelector('img'),
    ).not.toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('gives videos controls, a poster and a viewer button', async () => {
    show(
      makeStatus({
        media_attachments: [
          makeAttachment('v', { type: 'video', mime_type: 'video/mp4', description: 'Waves' }),
        ],
      }),
    )
    const video = await screen.findByLabelText('Waves')
    expect(video.hasAttribute('controls')).toBe(true)
    expect(video.getAttribute('poster')).toBe('https://media.example/v-small.png')
    expect(screen.getByRole('button', { name: 'Open in the media viewer: Waves' })).toBeTruthy()
  })
})
