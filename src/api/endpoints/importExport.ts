/**
 * A member's data: follow, block and mute imports (Pleroma's
 * `/api/pleroma/*_import`, a multipart form whose `list` field holds the
 * file), the complete follow, block and mute lists an export is built
 * from (Mastodon's paged lists), and Pleroma's account backups.
 */
import { fetchAllAccountPages, type AccountPagesOptions } from '../accountPages'
import type { ApiClient, RequestOptions } from '../http'
import { bool, dateStr, idOrNull, mapValid, num, str, wire } from '../read'
import type { Account } from '../types'

type CallOptions = Pick<RequestOptions, 'signal' | 'timeoutMs'>

export type AccountListKind = 'follows' | 'blocks' | 'mutes'

const IMPORT_PATHS: Record<AccountListKind, string> = {
  follows: '/api/pleroma/follow_import',
  blocks: '/api/pleroma/blocks_import',
  mutes: '/api/pleroma/mutes_import',
}

/**
 * Sends an import file. Akkoma answers 200 with `"job started"` and works
 * through the list in the background, skipping accounts it cannot find, so
 * a success says the job began, not what it did. The reply is read as text:
 * it is not an entity and some versions send it unquoted.
 */
export async function importAccountList(
  client: ApiClient,
  kind: AccountListKind,
  file: Blob,
  fileName: string,
): Promise<void> {
  const form = new FormData()
  form.append('list', file, fileName)
  await client.request('POST', IMPORT_PATHS[kind], { multipart: form, responseType: 'text' })
}

/** Accounts asked for per page of an export (Akkoma's largest page). */
export const EXPORT_PAGE_SIZE = 40
/** A list longer than this many pages is cut short rather than walked forever. */
export const EXPORT_MAX_PAGES = 1_000

export type AllPagesOptions = Omit<AccountPagesOptions, 'limit' | 'maxPages'>

/** Every account of an export's list, page by page (see fetchAllAccountPages). */
export function fetchAllExportPages(
  client: ApiClient,
  path: string,
  options: AllPagesOptions = {},
): Promise<Account[]> {
  return fetchAllAccountPages(client, path, {
    ...options,
    limit: EXPORT_PAGE_SIZE,
    maxPages: EXPORT_MAX_PAGES,
  })
}

/** The whole list of one kind for the signed-in account `selfId`. */
export function fetchAccountList(
  client: ApiClient,
  kind: AccountListKind,
  selfId: string,
  options?: AllPagesOptions,
): Promise<Account[]> {
  const path =
    kind === 'follows'
      ? `/api/v1/accounts/${encodeURIComponent(selfId)}/following`
      : kind === 'blocks'
        ? '/api/v1/blocks'
        : '/api/v1/mutes'
  return fetchAllExportPages(client, path, options)
}

// ---------------------------------------------------------------- backups

/**
 * An account backup (Pleroma's BackupView). "Not ready" until the server
 * says it is processed; newer Pleroma versions also send a
 * `state`, whose `failed` / `invalid` mean it never will be.
 */
export interface AccountBackup {
  id: string
  url: string
  contentType: string
  /** Bytes; 0 until processed. */
  fileSize: number
  processed: boolean
  failed: boolean
  /** ISO time the backup was asked for. */
  createdAt: string
}

export function normalizeBackup(raw: unknown): AccountBackup | null {
  const r = wire<{
    id?: unknown
    url?: unknown
    content_type?: unknown
    file_size?: unknown
    processed?: unknown
    state?: unknown
    inserted_at?: unknown
  }>(raw)
  const id = idOrNull(r.id)
  if (id === null) return null
  const state = str(r.state)
  const failed = state === 'failed' || state === 'invalid'
  return {
    id,
    url: str(r.url),
    contentType: str(r.content_type, 'application/zip'),
    fileSize: Math.max(0, num(r.file_size)),
    processed: !failed && (bool(r.processed) || state === 'complete'),
    failed,
    createdAt: dateStr(r.inserted_at),
  }
}

/** Newest first, whatever order the server sent. */
export function normalizeBackups(raw: unknown): AccountBackup[] {
  return mapValid(raw, normalizeBackup).sort(
    (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || (a.id < b.id ? 1 : -1),
  )
}

export async function fetchBackups(
  client: ApiClient,
  options?: CallOptions,
): Promise<AccountBackup[]> {
  return normalizeBackups(await client.get('/api/v1/pleroma/backups', options))
}

/**
 * Asks for a new backup. Pleroma answers with the updated list; a reply
 * that is not a list gives null, and the caller asks for the list itself.
 */
export async function createBackup(client: ApiClient): Promise<AccountBackup[] | null> {
  const raw = await client.post('/api/v1/pleroma/backups')
  return Array.isArray(raw) ? normalizeBackups(raw) : null
}
