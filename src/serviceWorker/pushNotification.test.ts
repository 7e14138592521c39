// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { notificationFor, parsePushPayload, targetPath } from './pushNotification'

const titles = { mention: 'New mention', follow: 'New follower', other: 'New notification' }

describe('push notifications in the service worker', () => {
  it('reads the Mastodon/Akkoma payload', () => {
    const payload = parsePushPayload({
      title: 'Dana mentioned you',
      body: 'hello there',
      icon: 'https://x/avatar.png',
      notification_type: 'mention',
      notification_id: 42,
      preferred_locale: 'en',
      pleroma: { activity_id: 'AbC' },
    })
    expect(payload).toEqual({
      title: 'Dana mentioned you',
      body: 'hello there',
      icon: 'https://x/avatar.png',
      notificationType: 'mention',
      notificationId: '42',
      activityId: 'AbC',
    })
    expect(notificationFor(payload, titles, '/alice/notifications')).toEqual({
      title: 'Dana mentioned you',
      options: {
        body: 'hello there',
        icon: 'https://x/avatar.png',
        tag: 'notification-42',
        data: { path: '/notice/AbC' },
      },
    })
  })

  it('falls back to our title by type, and survives garbage', () => {
    expect(
      notificationFor(parsePushPayload({ notification_type: 'follow' }), titles, null).title,
    ).toBe('New follower')
    const junk = notificationFor(parsePushPayload('not json'), titles, null)
    expect(junk.title).toBe('New notification')
    expect(junk.options.data.path).toBe('/')
  })

  it('leads a click to the right route', () => {
    const p = (type: string, activityId: string | null = 'S1') => ({
      ...parsePushPayload({}),
      notificationType: type,
      activityId,
    })
    expect(targetPath(p('follow_request'), '/alice/notifications')).toBe('/friend-requests')
    expect(targetPath(p('mention'), null)).toBe('/notice/S1')
    expect(targetPath(p('mention', null), '/alice/notifications')).toBe('/alice/notifications')
    expect(targetPath(p('favourite'), '/alice/notifications')).toBe('/alice/notifications')
    expect(targetPath(p('reblog'), null)).toBe('/')
  })
})
