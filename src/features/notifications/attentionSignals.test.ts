import { afterEach, describe, expect, it, vi } from 'vitest'
import { useAnnouncements } from '../../store/announcements'
import { EMPTY_NOTIFICATIONS, useNotifications } from '../../store/notifications'
import { makeAnnouncement } from '../../store/testFixtures'
import { resetSessionForTests, startSessionForTests } from '../../test/session'
import { startAttentionSignals, stopAttentionSignals } from './attentionSignals'

const unread = (id: string) => makeAnnouncement(id, { read: false })

const entry = (id: string) => ({
  id,
  type: 'mention' as const,
  created_at: '2030-01-01T00:00:00.000Z',
  seen: false,
  account_id: 'bob',
  status_id: 's1',
  target_id: null,
  emoji: null,
  emoji_url: null,
})

afterEach(() => {
  stopAttentionSignals()
  resetSessionForTests()
  useNotifications.setState({ ...EMPTY_NOTIFICATIONS })
})

describe('attention signals', () => {
  it('counts unread announcements with unseen notifications in the title, and follows changes', () => {
    startSessionForTests('alice')
    useNotifications.setState({ ...EMPTY_NOTIFICATIONS, byId: { n1: entry('n1') }, ids: ['n1'] })
    const { dispatch } = useAnnouncements.getState()
    dispatch({
      type: 'loaded',
      user: [unread('a'), unread('b')],
      admin: null,
      windowed: true,
      now: Date.now(),
    })
    document.title = 'Home — Demo'
    startAttentionSignals()
    expect(document.title).toBe('(3) Home — Demo')
    dispatch({ type: 'markedRead', id: 'a' })
    expect(document.title).toBe('(2) Home — Demo')
    dispatch({ type: 'markedRead', id: 'b' })
    useNotifications.setState({ ...EMPTY_NOTIFICATIONS })
    expect(document.title).toBe('Home — Demo')
  })

  it('draws the badge only once the icon is there, with the icon under it', () => {
    const link = document.createElement('link')
    link.rel = 'icon'
    link.href = 'http://localhost/favicon.svg'
    document.head.append(link)
    // The icon loads when the test says so.
    const images: { onload: (() => void) | null; complete: boolean; naturalWidth: number }[] = []
    vi.stubGlobal(
      'Image',
      class {
        onload: (() => void) | null = null
        onerror: (() => void) | null = null
        complete = false
        naturalWidth = 0
        src = ''
        constructor() {
          images.push(this)
        }
      },
    )
    const drawn: unknown[] = []
    const context = new Proxy(
      { drawImage: (image: unknown) => drawn.push(image) },
      { get: (target, key) => (key in target ? target[key as 'drawImage'] : () => undefined) },
    )
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
      context as unknown as CanvasRenderingContext2D,
    )
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/png;base64,AA')
    try {
      startSessionForTests('alice')
      startAttentionSignals()
      useNotifications.setState({ ...EMPTY_NOTIFICATIONS, byId: { n1: entry('n1') }, ids: ['n1'] })
      // Counted in the title at once; the favicon waits for its icon.
      expect(document.title).toMatch(/^\(1\) /)
      expect(link.href).toBe('http://localhost/favicon.svg')
      const [icon] = images
      if (!icon) throw new Error('the icon was never asked for')
      icon.complete = true
      icon.naturalWidth = 64
      icon.onload?.()
      expect(link.href).toBe('data:image/png;base64,AA')
      expect(drawn).toEqual([icon])
    } finally {
      link.remove()
      vi.unstubAllGlobals()
    }
  })
})
