// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { OwnProfile } from '../../../api/endpoints/credentials'
import { aboutToSave, draftOf, sameDraft } from './aboutDraft'

const profile = {
  displayName: 'Alice',
  note: 'bio',
  fields: [{ name: 'site', value: 'example.org' }],
} as OwnProfile

describe('draftOf', () => {
  it('copies the fields, so typing never touches the profile', () => {
    const draft = draftOf(profile)
    expect(draft).toEqual({ displayName: 'Alice', note: 'bio', fields: profile.fields })
    expect(draft.fields[0]).not.toBe(profile.fields[0])
  })
})

describe('sameDraft', () => {
  it('compares name, bio and every field', () => {
    const draft = draftOf(profile)
    expect(sameDraft(draft, draftOf(profile))).toBe(true)
    expect(sameDraft(draft, { ...draft, note: 'other' })).toBe(false)
    expect(sameDraft(draft, { ...draft, fields: [] })).toBe(false)
    expect(sameDraft(draft, { ...draft, fields: [{ name: 'site', value: 'x' }] })).toBe(false)
  })
})

describe('aboutToSave', () => {
  it('trims the name and fields, keeps the bio as typed, drops empty fields', () => {
    expect(
      aboutToSave({
        displayName: '  Alice ',
        note: ' bio \n',
        fields: [
          { name: ' site ', value: ' example.org ' },
          { name: ' ', value: '' },
          { name: '', value: 'only a value' },
        ],
      }),
    ).toEqual({
      displayName: 'Alice',
      note: ' bio \n',
      fields: [
        { name: 'site', value: 'example.org' },
        { name: '', value: 'only a value' },
      ],
    })
  })
})
