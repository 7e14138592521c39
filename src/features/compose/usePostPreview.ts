import { useEffect, useState } from 'react'
import { postStatus, type PostStatusParams } from '../../api/endpoints/statuses'
import type { Status } from '../../api/types'
import { api } from '../../api/client'
import { PREVIEW_DEBOUNCE } from '../../config/constants'
import { errorText } from '../../api/readableError'

/** The preview region's states (an empty post has no preview). */
export type PreviewState =
  | { name: 'closed' }
  | { name: 'empty' }
  | { name: 'loading'; previous: Status | null }
  | { name: 'ready'; status: Status }
  | { name: 'error'; message: string }

type Result = { payload: string } & ({ status: Status } | { message: string })

/**
 * While open, asks the server to render the post (Akkoma's `preview`
 * flag: rendered, never stored) 500 ms after the last change; a newer
 * change cancels the older request.
 */
export function usePostPreview(
  open: boolean,
  params: PostStatusParams,
  isEmpty: boolean,
): PreviewState {
  const [result, setResult] = useState<Result | null>(null)
  const [lastShown, setLastShown] = useState<Status | null>(null)
  // The payload as one string, so the effect runs only when something sent changes.
  const payload = JSON.stringify(params)
  const active = open && !isEmpty

  useEffect(() => {
    if (!active) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      const body = JSON.parse(payload) as PostStatusParams
      postStatus(api(), { ...body, preview: true }, { signal: controller.signal }).then(
        (status) => {
          setResult({ payload, status })
          setLastShown(status)
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setResult({ payload, message: errorText(error) })
        },
      )
    }, PREVIEW_DEBOUNCE)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [active, payload])

  if (!open) return { name: 'closed' }
  if (isEmpty) return { name: 'empty' }
  if (result?.payload !== payload) return { name: 'loading', previous: lastShown }
  return 'status' in result
    ? { name: 'ready', status: result.status }
    : { name: 'error', message: result.message }
}
