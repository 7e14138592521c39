import type { OwnProfile, ProfileField } from '../../../api/endpoints/credentials'

/** The About form as typed: name, bio and profile fields. */
export interface AboutDraft {
  displayName: string
  note: string
  fields: ProfileField[]
}

/** The form's values for a profile (fields copied, so typing never touches the profile). */
export const draftOf = (profile: OwnProfile): AboutDraft => ({
  displayName: profile.displayName,
  note: profile.note,
  fields: profile.fields.map((f) => ({ ...f })),
})

export const sameDraft = (a: AboutDraft, b: AboutDraft) =>
  a.displayName === b.displayName &&
  a.note === b.note &&
  a.fields.length === b.fields.length &&
  a.fields.every((f, i) => f.name === b.fields[i]?.name && f.value === b.fields[i]?.value)

/**
 * What is sent: the name and fields trimmed, the bio as typed, and fields
 * left empty on both sides dropped.
 */
export const aboutToSave = (draft: AboutDraft): AboutDraft => ({
  displayName: draft.displayName.trim(),
  note: draft.note,
  fields: draft.fields
    .map((f) => ({ name: f.name.trim(), value: f.value.trim() }))
    .filter((f) => f.name !== '' || f.value !== ''),
})
