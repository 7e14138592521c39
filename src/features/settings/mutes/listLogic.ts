import type { Page, PageQuery } from '../../../api/http'
import type { Account } from '../../../api/types'

/*
 * The rules of the settings' mutes and blocks lists: paging
 * with "Load more", a filter over what is loaded, selection of many, and
 * the checks on a muted domain or word before it is sent. Pure, so the
 * store and the tests share them.
 */

/** `unavailable`: the server has no such list (it answered 404). */
export type LoadPhase = 'idle' | 'loading' | 'ready' | 'error' | 'unavailable'

export interface PagedList<T> {
  items: T[]
  /** Query of the next page; null when there is none (or before the first). */
  next: PageQuery | null
  phase: LoadPhase
  loadingMore: boolean
  /** The last "Load more" failed (the items stay). */
  moreError: boolean
}

export function emptyList<T>(): PagedList<T> {
  return { items: [], next: null, phase: 'idle', loadingMore: false, moreError: false }
}

/**
 * Adds a page after the items (skipping ones already there, which a list
 * that changed between two pages can repeat). A page shorter than asked for
 * is the last one, whatever its links say: servers that always send a next
 * link (Akkoma) would otherwise offer a "Load more" that loads nothing.
 */
export function appendPage<T>(
  list: PagedList<T>,
  page: Page<T>,
  pageSize: number,
  keyOf: (item: T) => string,
): PagedList<T> {
  const known = new Set(list.items.map(keyOf))
  const fresh = page.items.filter((item) => !known.has(keyOf(item)))
  const full = page.items.length >= pageSize
  return {
    items: [...list.items, ...fresh],
    next: full ? page.next : null,
    phase: 'ready',
    loadingMore: false,
    moreError: false,
  }
}

/** The list without the items whose keys are in `keys`. */
export function withoutKeys<T>(
  list: PagedList<T>,
  keys: ReadonlySet<string>,
  keyOf: (item: T) => string,
): PagedList<T> {
  const items = list.items.filter((item) => !keys.has(keyOf(item)))
  return items.length === list.items.length ? list : { ...list, items }
}

/** What the filter field compares: trimmed, lower-cased, without a leading @. */
export function filterNeedle(text: string): string {
  return text.trim().replace(/^@/, '').toLowerCase()
}

/** An account matches when its handle, user name or display name contains the text. */
export function accountMatches(
  account: Pick<Account, 'acct' | 'username' | 'display_name'>,
  text: string,
): boolean {
  const needle = filterNeedle(text)
  if (needle === '') return true
  return [account.acct, account.username, account.display_name].some((field) =>
    field.toLowerCase().includes(needle),
  )
}

export function filterAccounts<T extends Pick<Account, 'acct' | 'username' | 'display_name'>>(
  accounts: readonly T[],
  text: string,
): T[] {
  return filterNeedle(text) === '' ? [...accounts] : accounts.filter((a) => accountMatches(a, text))
}

export function toggleKey(selected: ReadonlySet<string>, key: string): Set<string> {
  const next = new Set(selected)
  if (next.has(key)) next.delete(key)
  else next.add(key)
  return next
}

export type SelectAllState = 'none' | 'some' | 'all'

/** How much of what is shown is selected (the select-all box shows it). */
export function selectAllState(
  shownKeys: readonly string[],
  selected: ReadonlySet<string>,
): SelectAllState {
  const count = shownKeys.filter((k) => selected.has(k)).length
  if (count === 0) return 'none'
  return count === shownKeys.length ? 'all' : 'some'
}

/**
 * The select-all box: selects everything shown, or, when all of it already
 * is, unselects it. Selected items the filter hides stay as they are.
 */
export function toggleAllShown(
  shownKeys: readonly string[],
  selected: ReadonlySet<string>,
): Set<string> {
  const next = new Set(selected)
  if (selectAllState(shownKeys, selected) === 'all') for (const k of shownKeys) next.delete(k)
  else for (const k of shownKeys) next.add(k)
  return next
}

/** Only keys still in the list stay selected. */
export function keepPresent(selected: ReadonlySet<string>, keys: readonly string[]): Set<string> {
  const present = new Set(keys)
  return new Set([...selected].filter((k) => present.has(k)))
}

export type EntryCheck =
  { ok: true; value: string } | { ok: false; error: 'empty' | 'invalid' | 'duplicate' }

const HOST_LABEL = /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u

/**
 * A domain to mute as people paste it: `Example.COM`, `@example.com`,
 * `https://example.com/@someone` or `*.example.com` all mean example.com.
 * It needs at least two labels of letters, digits and hyphens.
 */
export function checkDomain(input: string, existing: readonly string[]): EntryCheck {
  let text = input.trim().toLowerCase()
  if (text === '') return { ok: false, error: 'empty' }
  if (/^[a-z][a-z0-9+.-]*:\/\//.test(text)) {
    try {
      text = new URL(text).hostname
    } catch {
      return { ok: false, error: 'invalid' }
    }
  }
  text = text.replace(/^@/, '').replace(/^\*\./, '').replace(/\.$/, '')
  const labels = text.split('.')
  if (labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label))) {
    return { ok: false, error: 'invalid' }
  }
  if (existing.includes(text)) return { ok: false, error: 'duplicate' }
  return { ok: true, value: text }
}

/** A mute word or phrase: trimmed, not empty, not already there (in any case). */
export function checkMuteWord(input: string, existing: readonly string[]): EntryCheck {
  const word = input.trim()
  if (word === '') return { ok: false, error: 'empty' }
  const lower = word.toLowerCase()
  if (existing.some((w) => w.trim().toLowerCase() === lower)) {
    return { ok: false, error: 'duplicate' }
  }
  return { ok: true, value: word }
}
