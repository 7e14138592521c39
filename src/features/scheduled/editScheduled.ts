import type { ScheduledStatus } from '../../api/endpoints/scheduledStatuses'
import type { Poll } from '../../api/types'
import type { PostFormInitial } from '../compose'

/**
 * The post form's starting values for editing a scheduled post: its text,
 * content warning, visibility, files, poll, language and sensitivity, its
 * time, and the id the new one replaces. A poll's options and kind carry
 * over; its duration starts from the form's default.
 */
export function editInitial(post: ScheduledStatus): PostFormInitial {
  const p = post.params
  const poll: Poll | null = p.poll
    ? {
        id: '',
        expires_at: null,
        expired: false,
        multiple: p.poll.multiple,
        votes_count: 0,
        voters_count: null,
        voted: false,
        own_votes: [],
        options: p.poll.options.map((title) => ({ title, votes_count: 0 })),
        emojis: [],
      }
    : null
  return {
    status: p.text,
    spoiler_text: p.spoiler_text,
    visibility: p.visibility ?? undefined,
    sensitive: p.sensitive,
    content_type: p.content_type,
    language: p.language,
    in_reply_to_id: p.in_reply_to_id,
    quote_id: p.quote_id,
    media: post.media_attachments,
    poll,
    scheduled: { at: post.scheduled_at, replaces: post.id },
  }
}
