import type { FilterApi, FilterDraft, ServerFilter } from '../../api/endpoints/filters'
import type { FilterContext } from '../../api/types'
import { FILTER_TITLE_MAX_LENGTH } from '../../config/constants'

/*
 * The filter form's state and its checks, pure. v1 filters hold one phrase
 * (their title is the phrase); v2 filters a title and any number of words.
 */

export const FILTER_CONTEXTS: readonly FilterContext[] = [
  'home',
  'notifications',
  'public',
  'thread',
  'account',
]

export interface FormKeyword {
  /** The server's id; null for a word added in this form. */
  id: string | null
  keyword: string
  wholeWord: boolean
}

export interface FilterForm {
  title: string
  keywords: FormKeyword[]
  context: FilterContext[]
  action: 'warn' | 'hide'
  /** Seconds from now, 'never', or 'keep' (an edited filter's expiry as it is). */
  expiry: number | 'never' | 'keep'
  /**
   * How many posts the filter names one by one (Mastodon's "filter this
   * post", made elsewhere): kept as they are, and enough without any word.
   */
  posts: number
}

export type FormError = 'title' | 'title_long' | 'keyword' | 'context'

export function formOf(filter: ServerFilter | null): FilterForm {
  if (!filter)
    return {
      title: '',
      keywords: [{ id: null, keyword: '', wholeWord: true }],
      context: ['home', 'public', 'thread'],
      action: 'warn',
      expiry: 'never',
      posts: 0,
    }
  return {
    title: filter.title,
    keywords: filter.keywords.map((k) => ({ ...k })),
    context: [...filter.context],
    // Mastodon 4.4's blur has no control here: kept as a warning.
    action: filter.action === 'hide' ? 'hide' : 'warn',
    expiry: filter.expiresAt === null ? 'never' : 'keep',
    posts: filter.statusIds.length,
  }
}

/** The first thing wrong with the form, or null. */
export function checkForm(form: FilterForm, api: FilterApi): FormError | null {
  const words = form.keywords.filter((k) => k.keyword.trim() !== '')
  if (api === 'v2' && form.title.trim() === '') return 'title'
  if (api === 'v2' && form.title.trim().length > FILTER_TITLE_MAX_LENGTH) return 'title_long'
  if (words.length === 0 && form.posts === 0) return 'keyword'
  if (form.context.length === 0) return 'context'
  return null
}

/** What is sent: blank words left out; a v1 filter's title is its phrase. */
export function draftOf(form: FilterForm, api: FilterApi): FilterDraft {
  const keywords = form.keywords
    .filter((k) => k.keyword.trim() !== '')
    .map((k) => ({ ...k, keyword: k.keyword.trim() }))
  return {
    title: api === 'v1' ? (keywords[0]?.keyword ?? '') : form.title.trim(),
    keywords: api === 'v1' ? keywords.slice(0, 1) : keywords,
    context: FILTER_CONTEXTS.filter((c) => form.context.includes(c)),
    action: form.action,
    expiresIn: form.expiry === 'keep' ? 'keep' : form.expiry === 'never' ? null : form.expiry,
  }
}

export function toggleContext(form: FilterForm, context: FilterContext, on: boolean): FilterForm {
  const rest = form.context.filter((c) => c !== context)
  return { ...form, context: on ? [...rest, context] : rest }
}

/** When a filter stops applying, as the list shows it. */
export type ExpiryState = { kind: 'never' } | { kind: 'expired' } | { kind: 'until'; at: Date }

export function expiryState(filter: Pick<ServerFilter, 'expiresAt'>, now: number): ExpiryState {
  if (filter.expiresAt === null) return { kind: 'never' }
  const at = new Date(filter.expiresAt)
  return at.getTime() <= now ? { kind: 'expired' } : { kind: 'until', at }
}
