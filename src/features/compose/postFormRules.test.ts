// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  availableScopes,
  charactersLeft,
  defaultReplyScope,
  isEmptyPost,
  replyMentionPrefix,
  replyScopes,
  replySubject,
} from './postFormRules'

describe('post form rules', () => {
  it('counts text plus subject against the limit, code points not UTF-16 units', () => {
    expect(charactersLeft('hello', '', 10)).toBe(5)
    expect(charactersLeft('hello', 'cw', 5)).toBe(-2)
    expect(charactersLeft('😀😀', '', 5)).toBe(3)
    expect(charactersLeft('x', '', 0)).toBeNull()
  })
  it('rejects empty posts without attachments', () => {
    expect(isEmptyPost('   \n', 0)).toBe(true)
    expect(isEmptyPost('', 1)).toBe(false)
    expect(isEmptyPost('hi', 0)).toBe(false)
  })
  it('offers the local scope only where the server has it', () => {
    expect(availableScopes(false)).not.toContain('local')
    expect(availableScopes(true)).toContain('local')
  })
})

describe('reply rules (spec 2 §5)', () => {
  const all = availableScopes(true)

  it('offers only scopes no wider than the original', () => {
    expect(replyScopes('public', all)).toEqual(all)
    expect(replyScopes('unlisted', all)).toEqual(['unlisted', 'local', 'private', 'direct'])
    expect(replyScopes('private', all)).toEqual(['private', 'direct'])
    expect(replyScopes('direct', all)).toEqual(['direct'])
    expect(replyScopes('local', all)).toEqual(['local', 'direct'])
    // Mastodon has no local scope: a local original still gets its reply as direct.
    expect(replyScopes('local', availableScopes(false))).toEqual(['direct'])
  })

  it("starts from the original's scope narrowed to the user's default", () => {
    const scopes = (v: Parameters<typeof replyScopes>[0]) => replyScopes(v, all)
    expect(defaultReplyScope('public', 'unlisted', scopes('public'))).toBe('unlisted')
    expect(defaultReplyScope('private', 'public', scopes('private'))).toBe('private')
    expect(defaultReplyScope('direct', 'public', scopes('direct'))).toBe('direct')
    expect(defaultReplyScope('unlisted', 'private', scopes('unlisted'))).toBe('private')
    expect(defaultReplyScope('local', 'public', scopes('local'))).toBe('local')
    // A followers-only default is narrower than local, which allows only direct below it.
    expect(defaultReplyScope('local', 'private', scopes('local'))).toBe('direct')
  })

  it('prefixes the author and the mentioned users once each, never the user', () => {
    const author = { id: 'bob', acct: 'bob' }
    const mentions = [
      { id: 'me', acct: 'alice' },
      { id: 'dana', acct: 'dana@mastodon.example' },
      { id: 'bob', acct: 'bob' },
      { id: 'dana2', acct: 'Dana@mastodon.example' },
    ]
    expect(replyMentionPrefix(author, mentions, 'me')).toBe('@bob @dana@mastodon.example ')
    // Replying to oneself mentions only the others.
    expect(replyMentionPrefix({ id: 'me', acct: 'alice' }, [], 'me')).toBe('')
  })

  it('carries the subject as the subject line setting says', () => {
    expect(replySubject('email', 'spoilers')).toBe('re: spoilers')
    expect(replySubject('email', 'Re: spoilers')).toBe('Re: spoilers')
    expect(replySubject('email', '')).toBe('')
    expect(replySubject('masto', 'spoilers')).toBe('spoilers')
    expect(replySubject('noop', 'spoilers')).toBe('')
    expect(replySubject('noop', 're: spoilers')).toBe('re: spoilers')
  })
})
