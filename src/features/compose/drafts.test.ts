import { beforeEach, describe, expect, it } from 'vitest'
import { readJson, resetStorageProbe } from '../../store/localStore'
import { draftKey, emptyDraft, readDraft, removeDraft, sameDraft, saveDraft } from './drafts'

beforeEach(() => {
  window.localStorage.clear()
  resetStorageProbe()
})

describe('draft keys', () => {
  it('names the draft after what the form writes', () => {
    expect(draftKey({})).toBe('drafts:status')
    expect(draftKey({ replyTo: '7' })).toBe('drafts:reply:7')
    expect(draftKey({ quoteOf: '8' })).toBe('drafts:quote:8')
    expect(draftKey({ editOf: '9' })).toBe('drafts:edit:9')
  })

  it('keeps no draft for forms started from given values', () => {
    expect(draftKey({ prefilled: true })).toBeNull()
    expect(draftKey({ replyTo: '7', prefilled: true })).toBeNull()
  })
})

describe('saving drafts', () => {
  const blank = { ...emptyDraft(), status: '@bob ' }

  it('saves every typed field and restores it over the blank form', () => {
    const typed = {
      ...blank,
      status: '@bob hi',
      spoiler_text: 'cw',
      visibility: 'private' as const,
      content_type: 'text/markdown',
      language: 'de',
      sensitive: true,
      poll: { options: ['a', 'b'] },
      media: [{ id: 'm1', description: 'a cat' }],
    }
    saveDraft('drafts:reply:1', typed, blank, new Date('2024-01-01T00:00:00Z'))
    expect(readJson('drafts:reply:1', null)).toMatchObject({
      status: '@bob hi',
      updatedAt: '2024-01-01T00:00:00.000Z',
    })
    expect(readDraft('drafts:reply:1', blank)).toEqual(typed)
  })

  it('removes the draft once the form is back to blank, and on request', () => {
    saveDraft('drafts:status', { ...blank, status: 'x' }, blank)
    saveDraft('drafts:status', blank, blank)
    expect(readJson('drafts:status', null)).toBeNull()
    saveDraft('drafts:status', { ...blank, language: 'fr' }, blank)
    removeDraft('drafts:status')
    expect(readDraft('drafts:status', blank)).toBeNull()
  })

  it('reads older drafts that lack the newer fields', () => {
    window.localStorage.setItem(
      'akkoma-client:drafts:status',
      JSON.stringify({ status: 'old', visibility: 'unlisted' }),
    )
    expect(readDraft('drafts:status', emptyDraft())).toEqual({
      ...emptyDraft(),
      status: 'old',
      visibility: 'unlisted',
    })
  })

  it('compares drafts field by field', () => {
    expect(sameDraft(blank, { ...blank })).toBe(true)
    expect(sameDraft(blank, { ...blank, sensitive: false })).toBe(false)
    expect(sameDraft(blank, { ...blank, media: [{ id: 'm' }] })).toBe(false)
  })
})
