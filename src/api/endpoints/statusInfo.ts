/**
 * Read-only facts about one status: its edit history, who
 * favourited or repeated it, and machine translations (Akkoma).
 */
import type { ApiClient, RequestOptions } from '../http'
import {
  normalizeAccount,
  normalizeAttachment,
  normalizeEmojiList,
  normalizePoll,
} from '../normalize'
import { arr, bool, dateStr, isRecord, mapValid, str, strOrNull, wire } from '../read'
import type { Account, Attachment, CustomEmoji, Poll } from '../types'

type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs'>

const enc = encodeURIComponent

/** One version of an edited status (Mastodon's StatusEdit). */
export interface StatusEdit {
  content: string
  spoiler_text: string
  sensitive: boolean
  created_at: string
  account: Account | null
  emojis: CustomEmoji[]
  media_attachments: Attachment[]
  poll: Poll | null
}

interface WireStatusEdit {
  content?: unknown
  spoiler_text?: unknown
  sensitive?: unknown
  created_at?: unknown
  account?: unknown
  emojis?: unknown
  media_attachments?: unknown
  poll?: unknown
}

function normalizeStatusEdit(raw: unknown): StatusEdit | null {
  if (!isRecord(raw)) return null
  const w = wire<WireStatusEdit>(raw)
  let account: Account | null = null
  try {
    account = isRecord(w.account) ? normalizeAccount(w.account) : null
  } catch {
    // A version without a readable author still shows its text.
  }
  return {
    content: str(w.content),
    spoiler_text: str(w.spoiler_text),
    sensitive: bool(w.sensitive),
    created_at: dateStr(w.created_at),
    account,
    emojis: normalizeEmojiList(w.emojis),
    media_attachments: mapValid(w.media_attachments, normalizeAttachment),
    poll: isRecord(w.poll) ? normalizePoll(w.poll) : null,
  }
}

/** Every version, oldest first (servers already send them so; sorting makes it certain). */
export async function getStatusHistory(
  client: ApiClient,
  id: string,
  options?: CallOptions,
): Promise<StatusEdit[]> {
  const data = await client.get(`/api/v1/statuses/${enc(id)}/history`, options)
  return mapValid(data, normalizeStatusEdit)
    .map((edit, index) => ({ edit, index }))
    .sort(
      (a, b) => Date.parse(a.edit.created_at) - Date.parse(b.edit.created_at) || a.index - b.index,
    )
    .map(({ edit }) => edit)
}

export type InteractionKind = 'favourited_by' | 'reblogged_by'

/** Accounts that favourited or repeated a status; `limit` caps the page. */
export async function getInteractingAccounts(
  client: ApiClient,
  id: string,
  kind: InteractionKind,
  limit: number,
  options?: CallOptions,
): Promise<Account[]> {
  const data = await client.get(`/api/v1/statuses/${enc(id)}/${kind}`, {
    ...options,
    query: { limit },
  })
  return mapValid(data, normalizeAccount).slice(0, limit)
}

export interface StatusTranslationResult {
  /** Translated content: server HTML, sanitize before rendering. */
  text: string
  detected_language: string | null
}

interface WireTranslation {
  text?: unknown
  content?: unknown
  detected_language?: unknown
  detected_source_language?: unknown
}

export async function getStatusTranslation(
  client: ApiClient,
  id: string,
  language: string,
  from: string | null = null,
  options?: CallOptions,
): Promise<StatusTranslationResult> {
  const data = await client.get(`/api/v1/statuses/${enc(id)}/translations/${enc(language)}`, {
    ...options,
    query: { from: from ?? undefined },
  })
  const w = wire<WireTranslation>(data)
  return {
    text: str(w.text) || str(w.content),
    detected_language: strOrNull(w.detected_language) ?? strOrNull(w.detected_source_language),
  }
}

export interface TranslationLanguage {
  code: string
  name: string
}

export interface TranslationLanguages {
  source: TranslationLanguage[]
  target: TranslationLanguage[]
}

function normalizeLanguage(raw: unknown): TranslationLanguage | null {
  if (typeof raw === 'string') return raw === '' ? null : { code: raw, name: raw }
  const w = wire<{ code?: unknown; name?: unknown }>(raw)
  const code = str(w.code)
  return code === '' ? null : { code, name: str(w.name) || code }
}

/** Akkoma sends `{ source, target }`; a bare list serves as both. */
export async function getTranslationLanguages(
  client: ApiClient,
  options?: CallOptions,
): Promise<TranslationLanguages> {
  const data = await client.get('/api/v1/akkoma/translation/languages', options)
  if (Array.isArray(data)) {
    const list = mapValid(data, normalizeLanguage)
    return { source: list, target: list }
  }
  const w = wire<{ source?: unknown; target?: unknown }>(data)
  return {
    source: mapValid(arr(w.source), normalizeLanguage),
    target: mapValid(arr(w.target), normalizeLanguage),
  }
}
