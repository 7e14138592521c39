import type { ApiClient } from '../http'
import { normalizeAccount } from '../normalizers/account'
import { normalizeStatus } from '../normalize'
import { arr, bool, dateStr, idOrNull, isRecord, mapValid, num, str, strArr, wire } from '../read'
import type { Account, Status } from '../types'

/*
 * Reports and the moderation tools: filing a report is the
 * Mastodon API every server has; reading and handling reports, and the
 * account and post tools, are Akkoma/Pleroma's admin API under
 * /api/v1/pleroma/admin. Replies are normalized with safe defaults.
 */

const ADMIN = '/api/v1/pleroma/admin'
const enc = encodeURIComponent

export type ReportState = 'open' | 'resolved' | 'closed'
export const REPORT_STATES: readonly ReportState[] = ['open', 'resolved', 'closed']

export interface ReportNote {
  id: string
  content: string
  /** Who wrote it (null when the server left it out). */
  user: Account | null
  createdAt: string
}

export interface Report {
  id: string
  state: ReportState
  /** The reporter's comment (plain text). */
  content: string
  createdAt: string
  /** The reported account. */
  account: Account
  /** Who reported. */
  actor: Account
  statuses: Status[]
  notes: ReportNote[]
}

/** What a member sends (userId, statusIds, comment, forward). */
export interface ReportDraft {
  accountId: string
  statusIds: readonly string[]
  comment: string
  /** Only offered for remote accounts. */
  forward: boolean
}

const reportState = (value: unknown): ReportState =>
  REPORT_STATES.includes(value as ReportState) ? (value as ReportState) : 'open'

const tryAccount = (raw: unknown): Account | null => {
  try {
    return normalizeAccount(raw)
  } catch {
    return null
  }
}

const tryStatus = (raw: unknown): Status | null => {
  try {
    return normalizeStatus(raw)
  } catch {
    return null
  }
}

function normalizeNote(raw: unknown): ReportNote | null {
  const w = wire<{ id?: unknown; content?: unknown; user?: unknown; created_at?: unknown }>(raw)
  const id = idOrNull(w.id)
  if (id === null) return null
  return {
    id,
    content: str(w.content),
    user: isRecord(w.user) ? tryAccount(w.user) : null,
    createdAt: dateStr(w.created_at),
  }
}

/** One report with safe defaults; null without an id or either account. */
export function normalizeReport(raw: unknown): Report | null {
  const w = wire<{
    id?: unknown
    state?: unknown
    content?: unknown
    created_at?: unknown
    account?: unknown
    actor?: unknown
    statuses?: unknown
    notes?: unknown
  }>(raw)
  const id = idOrNull(w.id)
  const account = tryAccount(w.account)
  const actor = tryAccount(w.actor)
  if (id === null || !account || !actor) return null
  return {
    id,
    state: reportState(w.state),
    content: str(w.content),
    createdAt: dateStr(w.created_at),
    account,
    actor,
    statuses: mapValid(w.statuses, tryStatus),
    notes: mapValid(w.notes, normalizeNote),
  }
}

/** Files a report (account_id, status_ids, comment, forward). */
export async function submitReport(client: ApiClient, draft: ReportDraft): Promise<void> {
  await client.post('/api/v1/reports', {
    json: {
      account_id: draft.accountId,
      status_ids: draft.statusIds,
      comment: draft.comment,
      forward: draft.forward,
    },
  })
}

export interface ReportPage {
  total: number
  reports: Report[]
}

/** One page of reports (Akkoma's page from 1 and page_size), newest first. */
export async function fetchReportPage(
  client: ApiClient,
  params: { state?: ReportState; page: number; pageSize: number },
): Promise<ReportPage> {
  const raw = wire<{ total?: unknown; totalReports?: unknown; reports?: unknown }>(
    await client.get(`${ADMIN}/reports`, {
      query: { state: params.state, page: params.page, page_size: params.pageSize },
    }),
  )
  return {
    total: num(raw.total ?? raw.totalReports),
    reports: mapValid(raw.reports, normalizeReport),
  }
}

/** Pages read at most: a runaway server cannot keep the client looping. */
const MAX_REPORT_PAGES = 20

/** Every report of a state (or all), reading pages until the total is reached. */
export async function fetchAllReports(
  client: ApiClient,
  state: ReportState | undefined,
  pageSize: number,
): Promise<Report[]> {
  const all: Report[] = []
  const seen = new Set<string>()
  for (let page = 1; page <= MAX_REPORT_PAGES; page += 1) {
    const result = await fetchReportPage(client, { state, page, pageSize })
    for (const report of result.reports) {
      if (seen.has(report.id)) continue
      seen.add(report.id)
      all.push(report)
    }
    if (result.reports.length < pageSize || all.length >= result.total) break
  }
  return all
}

export async function setReportState(
  client: ApiClient,
  id: string,
  state: ReportState,
): Promise<void> {
  await client.patch(`${ADMIN}/reports`, { json: { reports: [{ id, state }] } })
}

export async function addReportNote(client: ApiClient, id: string, content: string): Promise<void> {
  await client.post(`${ADMIN}/reports/${enc(id)}/notes`, { json: { content } })
}

export async function deleteReportNote(
  client: ApiClient,
  reportId: string,
  noteId: string,
): Promise<void> {
  await client.delete(`${ADMIN}/reports/${enc(reportId)}/notes/${enc(noteId)}`)
}

// ----------------------------------------------------------------- accounts

/** An account as the admin user list shows it. */
export interface AdminUser {
  id: string
  /** `alice` or `dana@remote.example`. */
  nickname: string
  displayName: string
  avatar: string
  url: string
  local: boolean
  deactivated: boolean
  isAdmin: boolean
  isModerator: boolean
  tags: string[]
}

export function normalizeAdminUser(raw: unknown): AdminUser | null {
  const w = wire<{
    id?: unknown
    nickname?: unknown
    acct?: unknown
    display_name?: unknown
    avatar?: unknown
    url?: unknown
    local?: unknown
    deactivated?: unknown
    is_active?: unknown
    roles?: unknown
    tags?: unknown
  }>(raw)
  const id = idOrNull(w.id)
  const nickname = str(w.nickname) || str(w.acct)
  if (id === null || nickname === '') return null
  const roles = wire<{ admin?: unknown; moderator?: unknown }>(w.roles)
  return {
    id,
    nickname,
    displayName: str(w.display_name) || nickname,
    avatar: str(w.avatar),
    url: str(w.url),
    local: typeof w.local === 'boolean' ? w.local : !nickname.includes('@'),
    deactivated: typeof w.deactivated === 'boolean' ? w.deactivated : w.is_active === false,
    isAdmin: bool(roles.admin),
    isModerator: bool(roles.moderator),
    tags: strArr(w.tags),
  }
}

export type UserFilter =
  'local' | 'external' | 'active' | 'deactivated' | 'is_admin' | 'is_moderator'

export interface UserPage {
  count: number
  users: AdminUser[]
}

export async function fetchUsers(
  client: ApiClient,
  params: { query: string; filters: readonly UserFilter[]; page: number; pageSize: number },
): Promise<UserPage> {
  const raw = wire<{ count?: unknown; users?: unknown }>(
    await client.get(`${ADMIN}/users`, {
      query: {
        query: params.query || undefined,
        filters: params.filters.length > 0 ? params.filters.join(',') : undefined,
        page: params.page,
        page_size: params.pageSize,
      },
    }),
  )
  return { count: num(raw.count), users: mapValid(raw.users, normalizeAdminUser) }
}

export async function setUsersActive(
  client: ApiClient,
  nicknames: readonly string[],
  active: boolean,
): Promise<void> {
  await client.patch(`${ADMIN}/users/${active ? 'activate' : 'deactivate'}`, {
    json: { nicknames },
  })
}

export async function deleteUser(client: ApiClient, nickname: string): Promise<void> {
  await client.delete(`${ADMIN}/users`, { query: { nickname } })
}

export async function setUserTag(
  client: ApiClient,
  nickname: string,
  tag: string,
  on: boolean,
): Promise<void> {
  const options = { json: { nicknames: [nickname], tags: [tag] } }
  if (on) await client.put(`${ADMIN}/users/tag`, options)
  else await client.delete(`${ADMIN}/users/tag`, options)
}

export type PermissionGroup = 'admin' | 'moderator'

export async function setPermissionGroup(
  client: ApiClient,
  nickname: string,
  group: PermissionGroup,
  on: boolean,
): Promise<void> {
  const path = `${ADMIN}/users/${enc(nickname)}/permission_group/${group}`
  if (on) await client.post(path)
  else await client.delete(path)
}

// ----------------------------------------------------------------- statuses

export async function fetchAdminStatuses(
  client: ApiClient,
  params: { localOnly: boolean; godmode: boolean; page: number; pageSize: number },
): Promise<Status[]> {
  const raw = await client.get(`${ADMIN}/statuses`, {
    query: {
      local_only: params.localOnly,
      godmode: params.godmode,
      with_reblogs: false,
      page: params.page,
      page_size: params.pageSize,
    },
  })
  return arr(raw).flatMap((item) => {
    const status = tryStatus(item)
    return status ? [status] : []
  })
}

export type AdminVisibility = 'public' | 'unlisted' | 'private'
export const ADMIN_VISIBILITIES: readonly AdminVisibility[] = ['public', 'unlisted', 'private']

export async function changeAdminStatus(
  client: ApiClient,
  id: string,
  change: { sensitive?: boolean; visibility?: AdminVisibility },
): Promise<Status> {
  return normalizeStatus(await client.put(`${ADMIN}/statuses/${enc(id)}`, { json: change }))
}

export async function deleteAdminStatus(client: ApiClient, id: string): Promise<void> {
  await client.delete(`${ADMIN}/statuses/${enc(id)}`)
}
