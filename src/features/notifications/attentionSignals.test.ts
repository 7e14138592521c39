import { afterEach, describe, expect, it } from 'vitest'
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
})
