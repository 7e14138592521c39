// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { ServerFilter } from '../../api/endpoints/filters'
import { checkForm, draftOf, expiryState, formOf, toggleContext } from './filterForm'

const saved: ServerFilter = {
  id: 'f1',
  title: 'Spoilers',
  context: ['home', 'thread'],
  expiresAt: '2026-12-01T00:00:00.000Z',
  action: 'blur',
  keywords: [{ id: 'k1', keyword: 'spoiler', wholeWord: true }],
  statusIds: [],
}

describe('the filter form', () => {
  it('starts a new filter with one empty word, home, public and threads, a warning, no expiry', () => {
    const form = formOf(null)
    expect(form).toMatchObject({
      context: ['home', 'public', 'thread'],
      action: 'warn',
      expiry: 'never',
    })
    expect(checkForm(form, 'v1')).toBe('keyword')
    expect(checkForm(form, 'v2')).toBe('title')
  })

  it('edits a filter keeping its expiry; blur (Mastodon 4.4) is shown as a warning', () => {
    const form = formOf(saved)
    expect(form).toMatchObject({ title: 'Spoilers', action: 'warn', expiry: 'keep' })
    expect(draftOf(form, 'v2')).toEqual({
      title: 'Spoilers',
      keywords: [{ id: 'k1', keyword: 'spoiler', wholeWord: true }],
      context: ['home', 'thread'],
      action: 'warn',
      expiresIn: 'keep',
    })
  })

  it('refuses a filter without a word, a place, or (v2) a title; too long a title', () => {
    const form = formOf(saved)
    expect(
      checkForm({ ...form, keywords: [{ id: null, keyword: '  ', wholeWord: true }] }, 'v2'),
    ).toBe('keyword')
    expect(
      checkForm(toggleContext(toggleContext(form, 'home', false), 'thread', false), 'v2'),
    ).toBe('context')
    expect(checkForm({ ...form, title: 'x'.repeat(201) }, 'v2')).toBe('title_long')
    // v1 has no title of its own: the phrase is the title.
    expect(checkForm({ ...form, title: '' }, 'v1')).toBeNull()
  })

  it('takes a filter of posts named one by one (made elsewhere) without any word', () => {
    const posts = formOf({ ...saved, keywords: [], statusIds: ['110', '111'] })
    expect(posts).toMatchObject({ keywords: [], posts: 2 })
    expect(checkForm(posts, 'v2')).toBeNull()
    expect(draftOf(posts, 'v2').keywords).toEqual([])
    expect(checkForm({ ...posts, posts: 0 }, 'v2')).toBe('keyword')
  })

  it('sends v1 one trimmed phrase as its title, contexts in a fixed order, the expiry in seconds', () => {
    const form = {
      ...formOf(null),
      keywords: [
        { id: null, keyword: ' film ', wholeWord: false },
        { id: null, keyword: 'plot', wholeWord: true },
      ],
      context: ['thread' as const, 'home' as const],
      expiry: 3600,
      action: 'hide' as const,
    }
    expect(draftOf(form, 'v1')).toEqual({
      title: 'film',
      keywords: [{ id: null, keyword: 'film', wholeWord: false }],
      context: ['home', 'thread'],
      action: 'hide',
      expiresIn: 3600,
    })
    expect(draftOf({ ...form, expiry: 'never' }, 'v2').expiresIn).toBeNull()
  })

  it('says when a filter stops: never, expired, or a date', () => {
    const now = Date.parse('2026-11-30T00:00:00Z')
    expect(expiryState({ expiresAt: null }, now)).toEqual({ kind: 'never' })
    expect(expiryState({ expiresAt: '2026-11-29T00:00:00Z' }, now)).toEqual({ kind: 'expired' })
    expect(expiryState(saved, now).kind).toBe('until')
  })
})
