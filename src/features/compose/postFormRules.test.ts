// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  availableScopes,
  charactersLeft,
  defaultContentType,
  defaultPostLanguage,
  defaultReplyScope,
  formWarnings,
  isEmptyPost,
  newPostScope,
  replyMentionPrefix,
  replyScopes,
  replySubject,
  sensitiveAfterSubject,
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

describe('reply rules', () => {
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

describe('new post defaults', () => {
  it("starts from the user's default scope, public where the server lacks it", () => {
    expect(newPostScope('unlisted', availableScopes(true))).toBe('unlisted')
    expect(newPostScope('local', availableScopes(true))).toBe('local')
    expect(newPostScope('local', availableScopes(false))).toBe('public')
  })

  it('picks the content type from the preference, plain text, or the first format', () => {
    const formats = ['text/plain', 'text/html', 'text/markdown']
    expect(defaultContentType(null, formats)).toBe('text/plain')
    expect(defaultContentType('text/markdown', formats)).toBe('text/markdown')
    expect(defaultContentType('text/bbcode', formats)).toBe('text/plain')
    expect(defaultContentType(null, ['text/markdown', 'text/html'])).toBe('text/markdown')
    expect(defaultContentType(null, [])).toBe('text/plain')
  })

  it("uses the post language, else the interface language's prefix", () => {
    expect(defaultPostLanguage('de', 'en')).toBe('de')
    expect(defaultPostLanguage(null, 'pt-BR')).toBe('pt')
    expect(defaultPostLanguage(null, 'zh_Hant')).toBe('zh')
    expect(defaultPostLanguage(null, '')).toBe('en')
  })

  it('marks the post sensitive when a subject is started, with sensitiveIfSubject', () => {
    expect(sensitiveAfterSubject(false, '', 'spoilers', true)).toBe(true)
    expect(sensitiveAfterSubject(false, '', 'spoilers', false)).toBe(false)
    // Unticked by the user while the subject stays: their choice holds.
    expect(sensitiveAfterSubject(false, 'spoilers', 'spoilers!', true)).toBe(false)
    expect(sensitiveAfterSubject(true, 'spoilers', '', true)).toBe(true)
  })
})

describe('form warnings', () => {
  const base = {
    visibility: 'public' as const,
    accountLocked: false,
    subject: '',
    mediaCount: 0,
    sensitive: false,
    safeDM: false,
    editing: false,
  }

  it('warns about followers-only posts from an unlocked account', () => {
    expect(formWarnings({ ...base, visibility: 'private' })).toEqual(['account_not_locked'])
    expect(formWarnings({ ...base, visibility: 'private', accountLocked: true })).toEqual([])
    expect(formWarnings(base)).toEqual([])
  })

  it('warns about a content warning over media not marked sensitive, only with media', () => {
    expect(formWarnings({ ...base, subject: 'cw' })).toEqual([])
    expect(formWarnings({ ...base, subject: 'cw', mediaCount: 1 })).toEqual(['media_not_sensitive'])
    expect(formWarnings({ ...base, subject: 'cw', mediaCount: 1, sensitive: true })).toEqual([])
  })

  it('tells who sees a direct message, first recipients only with safe DM', () => {
    expect(formWarnings({ ...base, visibility: 'direct' })).toEqual(['direct_all'])
    expect(formWarnings({ ...base, visibility: 'direct', safeDM: true })).toEqual([
      'direct_first_only',
    ])
  })

  it('warns that edits may not reach other servers', () => {
    expect(formWarnings({ ...base, editing: true })).toEqual(['edit_remote', 'edit_unsupported'])
  })
})
