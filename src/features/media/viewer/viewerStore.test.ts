import { afterEach, describe, expect, it, vi } from 'vitest'
import { MEDIA_VIEWER_HIDE_DELAY } from '../../../config/constants'
import { makeAttachment } from '../../../store/testFixtures'
import {
  closedViewer,
  closeMediaViewer,
  openMediaViewer,
  showNextMedia,
  showPreviousMedia,
  takeViewerOpener,
  useMediaViewer,
  viewerTransition,
  wrapIndex,
} from './viewerStore'

const five = Array.from({ length: 5 }, (_, i) => makeAttachment(`m${i}`))
const pdf = makeAttachment('doc', { type: 'unknown', mime_type: 'application/pdf' })

afterEach(() => {
  useMediaViewer.setState(closedViewer)
  takeViewerOpener()
  vi.useRealTimers()
})

describe('viewerTransition', () => {
  it('wraps around at both ends', () => {
    expect(wrapIndex(4, 1, 5)).toBe(0)
    expect(wrapIndex(0, -1, 5)).toBe(4)
    expect(wrapIndex(2, 1, 5)).toBe(3)
    let state = viewerTransition(closedViewer, { type: 'open', attachments: five, index: 4 })
    state = viewerTransition(state, { type: 'next' })
    expect(state.index).toBe(0)
    state = viewerTransition(state, { type: 'prev' })
    expect(state.index).toBe(4)
  })

  it('takes only viewable media and keeps the opened item current', () => {
    const state = viewerTransition(closedViewer, {
      type: 'open',
      attachments: [pdf, ...five],
      index: 2,
    })
    expect(state.attachments).toHaveLength(5)
    expect(state.index).toBe(1)
    expect(state.attachments[state.index]?.id).toBe('m1')
  })

  it('refuses a plain file', () => {
    expect(viewerTransition(closedViewer, { type: 'open', attachments: [pdf], index: 0 })).toBe(
      closedViewer,
    )
  })

  it('goes open → closing → closed, and ignores navigation while closing', () => {
    const open = viewerTransition(closedViewer, { type: 'open', attachments: five, index: 1 })
    const closing = viewerTransition(open, { type: 'close' })
    expect(closing.phase).toBe('closing')
    expect(viewerTransition(closing, { type: 'next' })).toBe(closing)
    expect(viewerTransition(closing, { type: 'closed' })).toEqual(closedViewer)
    expect(viewerTransition(open, { type: 'closed' })).toBe(open)
  })
})

describe('the store', () => {
  it('navigates and closes after the hide delay', () => {
    vi.useFakeTimers()
    openMediaViewer(five, 0)
    showPreviousMedia()
    expect(useMediaViewer.getState().index).toBe(4)
    showNextMedia()
    showNextMedia()
    expect(useMediaViewer.getState().index).toBe(1)
    closeMediaViewer()
    expect(useMediaViewer.getState().phase).toBe('closing')
    vi.advanceTimersByTime(MEDIA_VIEWER_HIDE_DELAY - 1)
    expect(useMediaViewer.getState().phase).toBe('closing')
    vi.advanceTimersByTime(1)
    expect(useMediaViewer.getState().phase).toBe('closed')
  })

  it('reopening while closing cancels the close', () => {
    vi.useFakeTimers()
    openMediaViewer(five, 0)
    closeMediaViewer()
    openMediaViewer(five, 3)
    vi.advanceTimersByTime(MEDIA_VIEWER_HIDE_DELAY * 2)
    expect(useMediaViewer.getState()).toMatchObject({ phase: 'open', index: 3 })
  })

  it('remembers what opened it, defaulting to the focused element', () => {
    const button = document.createElement('button')
    document.body.append(button)
    button.focus()
    openMediaViewer(five, 0)
    expect(takeViewerOpener()).toBe(button)
    expect(takeViewerOpener()).toBeNull()
    const other = document.createElement('button')
    openMediaViewer(five, 1, other)
    expect(takeViewerOpener()).toBe(other)
    button.remove()
  })
})
