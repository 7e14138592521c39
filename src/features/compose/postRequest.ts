import type { EditStatusParams, PostStatusParams } from '../../api/endpoints/statuses'
import type { Visibility } from '../../api/types'
import type { PollPayload } from './poll'

/** What the form holds when it is sent, resolved from the draft and its defaults. */
export interface PostContent {
  status: string
  /** The content warning as shown (empty when the subject field is hidden). */
  spoiler: string
  visibility: Visibility
  sensitive: boolean
  contentType: string
  language: string
  replyToId: string | null
  quoteId: string | null
  mediaIds: readonly string[]
  poll: PollPayload | null
}

/** The body of a new post (and of its preview): an empty content warning is none. */
export function newPostParams(content: PostContent): PostStatusParams {
  return {
    status: content.status,
    visibility: content.visibility,
    spoiler_text: content.spoiler === '' ? null : content.spoiler,
    sensitive: content.sensitive,
    content_type: content.contentType,
    language: content.language,
    in_reply_to_id: content.replyToId,
    quote_id: content.quoteId,
    media_ids: content.mediaIds,
    poll: content.poll,
  }
}

/**
 * The body of an edit. The content warning goes as typed, empty included:
 * an edit that clears it must say so. Scope, reply, quote and poll are not
 * editable.
 */
export function editParams(content: PostContent): EditStatusParams {
  return {
    status: content.status,
    spoiler_text: content.spoiler,
    sensitive: content.sensitive,
    content_type: content.contentType,
    language: content.language,
    media_ids: content.mediaIds,
  }
}
