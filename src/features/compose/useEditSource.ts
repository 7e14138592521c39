import { useEffect, type Dispatch } from 'react'
import { getStatusSource } from '../../api/endpoints/statusActions'
import { api } from '../../api/client'
import { errorText } from '../../api/readableError'
import { emptyDraft, type PostDraft } from './drafts'
import type { UploadedMedia } from './media'
import type { PollDraft } from './poll'
import type { PostFormEvent } from './postFormMachine'
import { isEmptyPost } from './postFormRules'

type Draft = PostDraft<PollDraft, UploadedMedia>

export interface EditSourceTarget {
  /** The edited status; nothing is fetched without one. */
  editId: string | undefined
  /** Its files, kept as they are. */
  editMedia: UploadedMedia[]
  /** The edit's own saved draft, if any. */
  saved: Draft | null
  /** Bumped to fetch again after a failure. */
  attempt: number
}

export interface EditSourceSetters {
  setSourceType: (type: string | null) => void
  setBlank: (blank: Draft) => void
  setDraft: (draft: Draft) => void
  setCwOpen: (open: boolean) => void
  dispatch: Dispatch<PostFormEvent>
}

/**
 * An edit starts from the server's source of the status (the text as
 * typed, not as rendered); the form waits for it, and offers a retry when
 * it cannot be fetched.
 */
export function useEditSource(
  { editId, editMedia, saved, attempt }: EditSourceTarget,
  { setSourceType, setBlank, setDraft, setCwOpen, dispatch }: EditSourceSetters,
): void {
  useEffect(() => {
    if (!editId) return
    let cancelled = false
    getStatusSource(api(), editId).then(
      (source) => {
        if (cancelled) return
        const fromSource: Draft = {
          ...emptyDraft(),
          status: source.text,
          spoiler_text: source.spoiler_text,
          media: editMedia,
        }
        setSourceType(source.content_type)
        setBlank(fromSource)
        // A draft of this edit wins over the source: it is what the user typed.
        const restored = saved ?? fromSource
        setDraft(restored)
        setCwOpen(restored.spoiler_text !== '')
        dispatch({ type: 'sourceLoaded', empty: isEmptyPost(restored.status, editMedia.length) })
      },
      (error: unknown) => {
        if (!cancelled) dispatch({ type: 'sourceFailed', message: errorText(error) })
      },
    )
    return () => {
      cancelled = true
    }
  }, [editId, editMedia, saved, attempt, setSourceType, setBlank, setDraft, setCwOpen, dispatch])
}
