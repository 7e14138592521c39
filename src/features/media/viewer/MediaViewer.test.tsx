import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { MEDIA_VIEWER_HIDE_DELAY } from '../../../config/constants'
import { initI18n } from '../../../i18n/i18n'
import { makeAttachment } from '../../../store/testFixtures'
import { MediaViewerHost } from './MediaViewerHost'
import { closedViewer, openMediaViewer, takeViewerOpener, useMediaViewer } from './viewerStore'
import { stubModalDialogs } from '../../../test/dialog'

const attachments = [
  makeAttachment('a', { description: 'A red kite over the hills' }),
  makeAttachment('b', { description: 'Two herons' }),
  makeAttachment('c'),
  makeAttachment('v', { type: 'video', mime_type: 'video/mp4', description: 'Waves' }),
  makeAttachment('s', {
    type: 'unknown',
    mime_type: 'application/x-shockwave-flash',
    url: 'https://media.example/game.swf',
  }),
]

/** An Image that "loads" as soon as it gets a source (jsdom loads nothing). */
class LoadingImage {
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  decoding = 'auto'
  naturalWidth = 1200
  naturalHeight = 800
  set src(_: string) {
    queueMicrotask(() => this.onload?.())
  }
}

beforeAll(async () => {
  await initI18n('en')
  stubModalDialogs()
})

beforeEach(() => {
  vi.stubGlobal('Image', LoadingImage)
})

afterEach(() => {
  act(() => useMediaViewer.setState(closedViewer))
  takeViewerOpener()
  vi.unstubAllGlobals()
})

async function openAt(index: number) {
  render(<MediaViewerHost />)
  act(() => openMediaViewer(attachments, index))
  // The first open waits for the lazy chunk.
  return screen.findByRole('dialog', { name: 'Media viewer' }, { timeout: 5000 })
}

describe('MediaViewer', () => {
  it('shows a loading state until the image loads, and the counter', async () => {
    vi.stubGlobal(
      'Image',
      class extends LoadingImage {
        override set src(_: string) {
          // Never loads.
        }
      },
    )
    const dialog = await openAt(0)
    expect(dialog).toHaveProperty('open', true)
    expect(screen.getByRole('status').textContent).toContain('Loading image…')
    expect(screen.getByText('1 of 5')).toBeTruthy()
  })

  it('renders the loaded image with its description as its name', async () => {
    await openAt(0)
    expect(await screen.findByRole('img', { name: 'A red kite over the hills' })).toBeTruthy()
    expect(screen.getByText('A red kite over the hills', { selector: 'p' })).toBeTruthy()
  })

  it('navigates with the arrow keys and the buttons, wrapping at both ends', async () => {
    const user = userEvent.setup()
    const dialog = await openAt(0)
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' })
    expect(screen.getByText('5 of 5')).toBeTruthy()
    // Flash waits behind a play button; Ruffle loads only when pressed.
    expect(screen.getByRole('button', { name: 'Play the Flash animation' })).toBeTruthy()
    expect(document.querySelector(`script[src="/static/ruffle/ruffle.js"]`)).toBeNull()
    fireEvent.keyDown(dialog, { key: 'ArrowRight' })
    expect(screen.getByText('1 of 5')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByText('2 of 5')).toBeTruthy()
    expect(await screen.findByRole('img', { name: 'Two herons' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    expect(screen.getByText('5 of 5')).toBeTruthy()
  })

  it('names an item without a description by its position', async () => {
    await openAt(2)
    expect(await screen.findByRole('img', { name: 'Image 3 of 5, no description' })).toBeTruthy()
  })

  it('plays video with controls and a poster', async () => {
    await openAt(3)
    const video = screen.getByLabelText('Waves')
    expect(video.tagName).toBe('VIDEO')
    expect(video.hasAttribute('controls')).toBe(true)
    expect(video.getAttribute('poster')).toBe('https://media.example/v-small.png')
  })

  it('closes on Escape after the hide delay and gives focus back to the opener', async () => {
    const opener = document.createElement('button')
    document.body.append(opener)
    opener.focus()
    const dialog = await openAt(1)
    vi.useFakeTimers()
    fireEvent(dialog, new Event('cancel', { cancelable: true }))
    expect(useMediaViewer.getState().phase).toBe('closing')
    expect(dialog.className).toMatch(/closing/)
    act(() => vi.advanceTimersByTime(MEDIA_VIEWER_HIDE_DELAY))
    vi.useRealTimers()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(document.activeElement).toBe(opener)
    opener.remove()
  })

  it('closes with the close button', async () => {
    const user = userEvent.setup()
    await openAt(0)
    // Every phase is recorded: on a busy machine the short closing phase may be over
    // before the click's promise settles.
    const phases: string[] = []
    const stop = useMediaViewer.subscribe((s) => phases.push(s.phase))
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    stop()
    expect(phases[0]).toBe('closing')
    expect(phases.at(-1)).toBe('closed')
  })
})

describe('FlashPlayer', () => {
  it('shows the catalogued failure with a download link when Ruffle cannot load', async () => {
    const { FlashPlayer } = await import('./FlashPlayer')
    await initI18n('en')
    render(<FlashPlayer attachment={attachments[4]!} url="https://media.example/game.swf" />)
    fireEvent.click(screen.getByRole('button', { name: 'Play the Flash animation' }))
    const script = document.querySelector<HTMLScriptElement>(
      'script[src="/static/ruffle/ruffle.js"]',
    )
    expect(script).not.toBeNull()
    fireEvent.error(script!)
    expect((await screen.findByRole('alert')).textContent).toContain('could not be loaded')
    expect(screen.getByRole('link', { name: 'Download the Flash file' }).getAttribute('href')).toBe(
      'https://media.example/game.swf',
    )
  })
})
