// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { countUnread } from './poller'

describe('countUnread', () => {
  it('takes Pleroma’s is_seen where the server says it', () => {
    const list = [
      { id: '5', pleroma: { is_seen: false } },
      { id: '4', pleroma: { is_seen: true } },
      { id: '3', pleroma: { is_seen: false } },
    ]
    expect(countUnread(list, '9')).toBe(2)
  })

  it('counts what is newer than the notifications marker elsewhere (Mastodon)', () => {
    const list = [{ id: '12' }, { id: '10' }, { id: '9' }]
    expect(countUnread(list, '10')).toBe(1)
    expect(countUnread(list, null)).toBe(3)
  })
})
