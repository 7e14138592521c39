// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { Poll } from '../../api/types'
import { blankDraft, pollDraftOf, postChoices, type ChoiceInput } from './postFormChoices'

const choices = (patch: Partial<ChoiceInput> = {}) =>
  postChoices({
    draft: { visibility: null, content_type: null, language: null, sensitive: null },
    replyTo: undefined,
    editOf: undefined,
    initial: undefined,
    localScope: false,
    defaultScope: 'public',
    formats: ['text/plain', 'text/markdown'],
    preferredType: null,
    sourceType: null,
    postLanguage: null,
    interfaceLanguage: 'en',
    sensitiveByDefault: false,
    ...patch,
  })

describe('postChoices', () => {
  it('starts a new post from the defaults and preferences', () => {
    const c = choices({ defaultScope: 'unlisted', preferredType: 'text/markdown' })
    expect(c.scopes).toEqual(['public', 'unlisted', 'private', 'direct'])
    expect(c.visibility).toBe('unlisted')
    expect(c.contentType).toBe('text/markdown')
    expect(c.typeChoices).toEqual(['text/plain', 'text/markdown'])
    expect(c.language).toBe('en')
    expect(c.sensitive).toBe(false)
  })

  it('offers local only where the server has it', () => {
    expect(choices({ localScope: true }).scopes).toContain('local')
  })

  it("keeps the user's pick while it is offered", () => {
    const draft = {
      visibility: 'private',
      content_type: null,
      language: 'de',
      sensitive: true,
    } as const
    const c = choices({ draft })
    expect(c.visibility).toBe('private')
    expect(c.language).toBe('de')
    expect(c.sensitive).toBe(true)
    expect(c.languages.map((l) => l.code)).toContain('de')
  })

  it("narrows a reply's scopes to the original's", () => {
    const c = choices({
      replyTo: { visibility: 'private' },
      draft: { visibility: 'public', content_type: null, language: null, sensitive: null },
    })
    expect(c.scopes).toEqual(['private', 'direct'])
    // A wider pick (from a draft) falls back to the reply's start.
    expect(c.visibility).toBe('private')
  })

  it("fixes an edit's scope and starts from its own values", () => {
    const c = choices({
      editOf: { visibility: 'local', language: 'fr', sensitive: true },
      sourceType: 'text/html',
      draft: { visibility: 'public', content_type: null, language: null, sensitive: null },
    })
    expect(c.scopes).toContain('local')
    expect(c.visibility).toBe('local')
    expect(c.contentType).toBe('text/html')
    // A type the server does not list stays choosable.
    expect(c.typeChoices).toEqual(['text/plain', 'text/markdown', 'text/html'])
    expect(c.language).toBe('fr')
    expect(c.sensitive).toBe(true)
  })

  it('starts from given values (redraft)', () => {
    const c = choices({
      initial: {
        visibility: 'direct',
        content_type: 'text/markdown',
        language: 'ja',
        sensitive: true,
      },
    })
    expect(c.visibility).toBe('direct')
    expect(c.contentType).toBe('text/markdown')
    expect(c.language).toBe('ja')
    expect(c.sensitive).toBe(true)
  })
})

describe('blankDraft', () => {
  const base = {
    initial: undefined,
    replyTo: undefined,
    replyAuthor: undefined,
    currentUserId: 'me',
    subjectBehavior: 'email' as const,
    media: [],
  }

  it('is empty for a new post', () => {
    const blank = blankDraft(base)
    expect(blank.status).toBe('')
    expect(blank.spoiler_text).toBe('')
    expect(blank.poll).toBeNull()
  })

  it("starts a reply with its mentions and subject, never the user's own", () => {
    const blank = blankDraft({
      ...base,
      replyTo: {
        mentions: [
          { id: 'me', username: 'alice', acct: 'alice', url: '' },
          { id: 'c', username: 'carol', acct: 'carol@far.example', url: '' },
        ],
        spoiler_text: 'food',
      },
      replyAuthor: { id: 'bob', acct: 'bob' },
    })
    expect(blank.status).toBe('@bob @carol@far.example ')
    expect(blank.spoiler_text).toBe('re: food')
  })

  it('takes given values over the reply', () => {
    const poll = { options: [{ title: 'a' }, { title: 'b' }], multiple: true } as Poll
    const blank = blankDraft({ ...base, initial: { status: 'again', spoiler_text: 'cw', poll } })
    expect(blank.status).toBe('again')
    expect(blank.spoiler_text).toBe('cw')
    expect(blank.poll).toEqual(pollDraftOf(poll))
    expect(blank.poll?.options).toEqual(['a', 'b'])
    expect(blank.poll?.multiple).toBe(true)
  })
})
