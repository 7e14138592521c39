import type { Visibility } from '../../api/types'
import { DEFAULT_POST_CONTENT_TYPE } from '../../config/constants'

/** Characters left: text plus content warning against the limit; null when unlimited. */
export function charactersLeft(text: string, subject: string, textlimit: number): number | null {
  if (textlimit <= 0) return null
  // Count code points, as servers do, so an emoji is one character.
  return textlimit - [...text].length - [...subject].length
}

export function isEmptyPost(text: string, attachmentCount: number): boolean {
  return text.trim().length === 0 && attachmentCount === 0
}

/** Scopes the form offers for a new post; `local` only where the server knows it. */
export function availableScopes(localScope: boolean): Visibility[] {
  return localScope
    ? ['public', 'unlisted', 'local', 'private', 'direct']
    : ['public', 'unlisted', 'private', 'direct']
}

/** Scope widths for replies: direct < private < local, unlisted < public. */
const SCOPE_RANK: Record<Visibility, number> = {
  direct: 0,
  private: 1,
  local: 2,
  unlisted: 2,
  public: 3,
}

/**
 * The scopes a reply may use, among those the form offers: none wider than
 * the original; a direct original allows only direct, a local one only
 * direct and local.
 */
export function replyScopes(original: Visibility, offered: readonly Visibility[]): Visibility[] {
  const allowed = offered.filter((scope) =>
    original === 'direct'
      ? scope === 'direct'
      : original === 'local'
        ? scope === 'direct' || scope === 'local'
        : SCOPE_RANK[scope] <= SCOPE_RANK[original],
  )
  return allowed.length > 0 ? allowed : [original]
}

/**
 * The scope a reply starts with: the original's, narrowed to the user's
 * default. When neither fits (a local original, a followers-only default),
 * the widest allowed scope that is no wider than either.
 */
export function defaultReplyScope(
  original: Visibility,
  userDefault: Visibility,
  allowed: readonly Visibility[],
): Visibility {
  const narrower = SCOPE_RANK[userDefault] <= SCOPE_RANK[original] ? userDefault : original
  if (allowed.includes(narrower)) return narrower
  const limit = Math.min(SCOPE_RANK[original], SCOPE_RANK[userDefault])
  const fitting = allowed.filter((scope) => SCOPE_RANK[scope] <= limit)
  return (
    fitting.reduce<Visibility | undefined>(
      (best, scope) => (best === undefined || SCOPE_RANK[scope] > SCOPE_RANK[best] ? scope : best),
      undefined,
    ) ??
    allowed[0] ??
    original
  )
}

interface Handle {
  id: string
  acct: string
}

/**
 * The mentions a reply starts with: the replied-to author, then
 * everyone the status mentions, once each, never the user themself.
 */
export function replyMentionPrefix(
  author: Handle,
  mentions: readonly Handle[],
  currentUserId: string | null,
): string {
  const seen = new Set<string>()
  const handles: string[] = []
  for (const who of [author, ...mentions]) {
    const acct = who.acct.toLowerCase()
    if (who.id === currentUserId || acct === '' || seen.has(acct)) continue
    seen.add(acct)
    handles.push(`@${who.acct}`)
  }
  return handles.length > 0 ? `${handles.join(' ')} ` : ''
}

export type SubjectLineBehavior = 'noop' | 'masto' | 'email'

/** The content warning a reply starts with. */
export function replySubject(behavior: SubjectLineBehavior, subject: string): string {
  const startsWithRe = /^re/i.test(subject)
  switch (behavior) {
    case 'noop':
      return startsWithRe ? subject : ''
    case 'masto':
      return subject
    case 'email':
      return subject === '' || /^re:/i.test(subject) ? subject : `re: ${subject}`
  }
}

/**
 * The scope a new post starts with: the user's default, unless the server
 * lacks it (a `local` default on Mastodon), then public.
 */
export function newPostScope(userDefault: Visibility, offered: readonly Visibility[]): Visibility {
  return offered.includes(userDefault) ? userDefault : 'public'
}

/**
 * The content type a post starts with (plain text by default):
 * the user's preference when the instance offers it, else plain text when
 * offered, else the instance's first format.
 */
export function defaultContentType(
  preference: string | null | undefined,
  formats: readonly string[],
): string {
  if (formats.length === 0) return preference || DEFAULT_POST_CONTENT_TYPE
  if (preference && formats.includes(preference)) return preference
  if (formats.includes(DEFAULT_POST_CONTENT_TYPE)) return DEFAULT_POST_CONTENT_TYPE
  return formats[0] ?? DEFAULT_POST_CONTENT_TYPE
}

/** The user's post language, else the interface language's prefix (`pt-BR` → `pt`). */
export function defaultPostLanguage(
  postLanguage: string | null | undefined,
  interfaceLanguage: string,
): string {
  if (postLanguage) return postLanguage
  return (interfaceLanguage.split(/[-_]/)[0] ?? '').toLowerCase() || 'en'
}

/**
 * The sensitive flag after the subject changed: with sensitiveIfSubject,
 * starting to type a subject marks the post sensitive; clearing it leaves
 * the flag as the user set it.
 */
export function sensitiveAfterSubject(
  sensitive: boolean,
  previousSubject: string,
  nextSubject: string,
  sensitiveIfSubject: boolean,
): boolean {
  if (sensitiveIfSubject && previousSubject.trim() === '' && nextSubject.trim() !== '') return true
  return sensitive
}

/** The notes the form shows above the buttons. */
export type FormWarning =
  | 'account_not_locked'
  | 'media_not_sensitive'
  | 'direct_first_only'
  | 'direct_all'
  | 'edit_remote'
  | 'edit_unsupported'

export interface WarningInput {
  visibility: Visibility
  accountLocked: boolean
  subject: string
  mediaCount: number
  sensitive: boolean
  safeDM: boolean
  editing: boolean
}

export function formWarnings(input: WarningInput): FormWarning[] {
  const warnings: FormWarning[] = []
  if (input.visibility === 'private' && !input.accountLocked) warnings.push('account_not_locked')
  if (input.subject.trim() !== '' && input.mediaCount > 0 && !input.sensitive) {
    warnings.push('media_not_sensitive')
  }
  if (input.visibility === 'direct') {
    warnings.push(input.safeDM ? 'direct_first_only' : 'direct_all')
  }
  // Other servers may keep the first version, and edits cannot change mentions or polls.
  if (input.editing) warnings.push('edit_remote', 'edit_unsupported')
  return warnings
}
