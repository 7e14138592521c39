// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { passesReplyFilter } from './replyFilter'

const ctx = { currentUserId: 'me', followingIds: new Set(['friend']) }
const post = (account_id: string, to: string | null) => ({
  account_id,
  in_reply_to_id: to ? 'parent' : null,
  in_reply_to_account_id: to,
})

describe('reply-visibility filter', () => {
  it('all passes everything', () => {
    expect(passesReplyFilter(post('x', 'stranger'), 'all', ctx)).toBe(true)
  })
  it('following passes non-replies and replies to followed users', () => {
    expect(passesReplyFilter(post('x', null), 'following', ctx)).toBe(true)
    expect(passesReplyFilter(post('x', 'friend'), 'following', ctx)).toBe(true)
    expect(passesReplyFilter(post('x', 'stranger'), 'following', ctx)).toBe(false)
  })
  it('self passes non-replies and replies to me only', () => {
    expect(passesReplyFilter(post('x', null), 'self', ctx)).toBe(true)
    expect(passesReplyFilter(post('x', 'me'), 'self', ctx)).toBe(true)
    expect(passesReplyFilter(post('x', 'friend'), 'self', ctx)).toBe(false)
  })
  it('own statuses always pass', () => {
    expect(passesReplyFilter(post('me', 'stranger'), 'self', ctx)).toBe(true)
  })
})
