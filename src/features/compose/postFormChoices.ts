import type { Attachment, Poll, Visibility } from '../../api/types'
import type { StoredStatus } from '../../store/entities'
import { emptyDraft, type PostDraft } from './drafts'
import type { ScheduleStart } from './schedule/useSchedule'
import { languageOptions } from './languages'
import { emptyPoll, type PollDraft } from './poll'
import {
  availableScopes,
  defaultContentType,
  defaultPostLanguage,
  defaultReplyScope,
  newPostScope,
  replyMentionPrefix,
  replyScopes,
  replySubject,
  type SubjectLineBehavior,
} from './postFormRules'

/** Values a form starts with instead of a draft (redraft, links that carry a message). */
export interface PostFormInitial {
  status?: string
  spoiler_text?: string
  visibility?: Visibility
  sensitive?: boolean
  content_type?: string | null
  language?: string | null
  in_reply_to_id?: string | null
  quote_id?: string | null
  /** Files already on the server (redraft). */
  media?: Attachment[]
  poll?: Poll | null
  /** A scheduled post being edited: its time, and its id (deleted when this one is sent). */
  scheduled?: ScheduleStart
}

/** A redrafted post's poll, as the editor holds it (the expiry starts from the default). */
export const pollDraftOf = (poll: Poll): PollDraft => ({
  ...emptyPoll(),
  options: poll.options.map((o) => o.title),
  multiple: poll.multiple,
})

export interface BlankInput<Media> {
  initial: PostFormInitial | undefined
  /** The replied-to status, with its author once cached. */
  replyTo: Pick<StoredStatus, 'mentions' | 'spoiler_text'> | undefined
  replyAuthor: { id: string; acct: string } | undefined
  currentUserId: string | null
  subjectBehavior: SubjectLineBehavior
  /** Files the post starts with: an edited status's, or a redraft's. */
  media: Media[]
}

/**
 * What a new form shows before anything is typed: given values, else a
 * reply's mentions and subject. A draft equal to it is no draft.
 */
export function blankDraft<Media>(input: BlankInput<Media>): PostDraft<PollDraft, Media> {
  const { initial, replyTo, replyAuthor } = input
  return {
    ...emptyDraft<PollDraft, Media>(),
    status:
      initial?.status ??
      (replyTo && replyAuthor
        ? replyMentionPrefix(replyAuthor, replyTo.mentions, input.currentUserId)
        : ''),
    spoiler_text:
      initial?.spoiler_text ??
      (replyTo ? replySubject(input.subjectBehavior, replyTo.spoiler_text) : ''),
    media: input.media,
    poll: initial?.poll ? pollDraftOf(initial.poll) : null,
  }
}

export interface ChoiceInput {
  /** What the user picked; null fields fall back to the form's defaults. */
  draft: Pick<PostDraft, 'visibility' | 'content_type' | 'language' | 'sensitive'>
  replyTo: Pick<StoredStatus, 'visibility'> | undefined
  editOf: Pick<StoredStatus, 'visibility' | 'language' | 'sensitive'> | undefined
  initial: PostFormInitial | undefined
  /** The server offers the `local` scope. */
  localScope: boolean
  defaultScope: Visibility
  /** The server's post formats. */
  formats: readonly string[]
  preferredType: string | null | undefined
  /** An edited post's content type, from its source (null until fetched). */
  sourceType: string | null
  postLanguage: string | null | undefined
  interfaceLanguage: string
  sensitiveByDefault: boolean
}

export interface PostChoices {
  /** The scopes the scope menu offers. */
  scopes: Visibility[]
  visibility: Visibility
  contentType: string
  /** The content types the menu offers (the chosen one always among them). */
  typeChoices: readonly string[]
  /** The languages the menu offers (the chosen one always among them). */
  languages: { code: string; name: string }[]
  language: string
  sensitive: boolean
}

/**
 * The scope, content type, language and sensitive flag the form shows: the
 * user's pick when it still applies, else what the post starts with (an
 * edit's own values, a reply's narrowed scope, given values, preferences).
 */
export function postChoices(input: ChoiceInput): PostChoices {
  const { draft, replyTo, editOf, initial } = input
  const offered = availableScopes(input.localScope)
  const scopes = replyTo
    ? replyScopes(replyTo.visibility, offered)
    : editOf && !offered.includes(editOf.visibility)
      ? [...offered, editOf.visibility]
      : offered
  const startScope = editOf
    ? editOf.visibility
    : replyTo
      ? defaultReplyScope(replyTo.visibility, input.defaultScope, scopes)
      : (initial?.visibility ?? newPostScope(input.defaultScope, offered))
  const visibility =
    !editOf && draft.visibility && scopes.includes(draft.visibility) ? draft.visibility : startScope

  const startType =
    (editOf ? input.sourceType : initial?.content_type) ??
    defaultContentType(input.preferredType, input.formats)
  const contentType = draft.content_type ?? startType
  const typeChoices = input.formats.includes(contentType)
    ? input.formats
    : [...input.formats, contentType]

  const startLanguage =
    (editOf ? editOf.language : initial?.language) ??
    defaultPostLanguage(input.postLanguage, input.interfaceLanguage)
  const language = draft.language ?? startLanguage

  const startSensitive = editOf?.sensitive ?? initial?.sensitive ?? input.sensitiveByDefault
  const sensitive = draft.sensitive ?? startSensitive

  const languages = languageOptions(input.interfaceLanguage, [language])

  return { scopes, visibility, contentType, typeChoices, languages, language, sensitive }
}
