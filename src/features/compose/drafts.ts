import type { Visibility } from '../../api/types'
import { readJson, removeKey, writeJson } from '../../store/localStore'

/**
 * Drafts: everything the user typed into a post form, kept
 * in local storage under `drafts:status`, `drafts:reply:{id}`,
 * `drafts:quote:{id}` and `drafts:edit:{id}` until it is posted or emptied.
 * `null` fields mean "the form's default" (scope, content type, language,
 * sensitive), so a draft does not pin a default the user never chose.
 */
export interface PostDraft<Poll = unknown, Media = unknown> {
  status: string
  spoiler_text: string
  visibility: Visibility | null
  content_type: string | null
  language: string | null
  sensitive: boolean | null
  poll: Poll | null
  media: Media[]
}

interface StoredDraft<Poll, Media> extends Partial<PostDraft<Poll, Media>> {
  updatedAt?: string
}

export const DRAFT_PREFIX = 'drafts:'

export interface DraftTarget {
  replyTo?: string | null
  quoteOf?: string | null
  editOf?: string | null
  /** Forms started from given values (redraft, `?message=` links) keep no draft. */
  prefilled?: boolean
}

/** Where a form's draft lives; null for forms that keep none. */
export function draftKey(target: DraftTarget): string | null {
  if (target.editOf) return `${DRAFT_PREFIX}edit:${target.editOf}`
  if (target.prefilled) return null
  if (target.replyTo) return `${DRAFT_PREFIX}reply:${target.replyTo}`
  if (target.quoteOf) return `${DRAFT_PREFIX}quote:${target.quoteOf}`
  return `${DRAFT_PREFIX}status`
}

export function emptyDraft<Poll, Media>(): PostDraft<Poll, Media> {
  return {
    status: '',
    spoiler_text: '',
    visibility: null,
    content_type: null,
    language: null,
    sensitive: null,
    poll: null,
    media: [],
  }
}

const canonical = (d: PostDraft<unknown, unknown>) =>
  JSON.stringify([
    d.status,
    d.spoiler_text,
    d.visibility,
    d.content_type,
    d.language,
    d.sensitive,
    d.poll,
    d.media,
  ])

/** A draft equal to what the form shows untouched is no draft at all. */
export function sameDraft<Poll, Media>(
  a: PostDraft<Poll, Media>,
  b: PostDraft<Poll, Media>,
): boolean {
  return canonical(a) === canonical(b)
}

/** The saved draft laid over the form's starting values (older drafts lack fields). */
export function readDraft<Poll, Media>(
  key: string | null,
  blank: PostDraft<Poll, Media>,
): PostDraft<Poll, Media> | null {
  if (!key) return null
  const saved = readJson<StoredDraft<Poll, Media> | null>(key, null)
  if (!saved || typeof saved !== 'object') return null
  const { updatedAt: _updatedAt, ...fields } = saved
  const merged = { ...blank, ...fields }
  return {
    ...merged,
    status: typeof merged.status === 'string' ? merged.status : blank.status,
    spoiler_text: typeof merged.spoiler_text === 'string' ? merged.spoiler_text : '',
    media: Array.isArray(merged.media) ? merged.media : [],
  }
}

/** Saves the draft, or removes it when it equals the blank form. */
export function saveDraft<Poll, Media>(
  key: string | null,
  draft: PostDraft<Poll, Media>,
  blank: PostDraft<Poll, Media>,
  now = new Date(),
): void {
  if (!key) return
  if (sameDraft(draft, blank)) removeKey(key)
  else writeJson(key, { ...draft, updatedAt: now.toISOString() })
}

export function removeDraft(key: string | null): void {
  if (key) removeKey(key)
}
