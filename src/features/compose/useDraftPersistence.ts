import { useEffect } from 'react'
import { saveDraft, type PostDraft } from './drafts'
import type { UploadedMedia } from './media'
import type { PollDraft } from './poll'

type Draft = PostDraft<PollDraft, UploadedMedia>

/**
 * Keeps the form's draft in local storage as it is typed, with the files
 * uploaded so far; `ready` holds it back until there is a blank to compare
 * with (an edit's fetched source).
 */
export function useDraftPersistence(
  key: string | null,
  draft: Draft,
  uploaded: readonly UploadedMedia[],
  blank: Draft,
  ready: boolean,
): void {
  // By value: the upload list is a new array on every render.
  const uploadedJson = JSON.stringify(uploaded)
  useEffect(() => {
    if (!ready) return
    const media = JSON.parse(uploadedJson) as UploadedMedia[]
    saveDraft(key, { ...draft, media }, blank)
  }, [draft, uploadedJson, key, blank, ready])
}
