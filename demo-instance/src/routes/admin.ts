/**
 * Reports and Akkoma's admin API for accounts and posts.
 *
 * - `POST /api/v1/reports` (members): `account_id`, `status_ids[]` (the
 *   reported account's own posts only), `comment`, `forward`; answers
 *   Mastodon's Report entity. Moderators and admins get a
 *   `pleroma:report` notification, as Akkoma sends.
 * - `/api/v1/pleroma/admin/reports` (also at `/api/pleroma/admin/reports` and
 *   `/api/v1/admin/reports`): `state`, `page` (from 1), `page_size` (50) or
 *   `limit`, newest first, `{total, reports}`; each report with `account`,
 *   `actor`, `statuses`, `content`, `state`, `created_at` and `notes`
 *   (`{id, content, user, created_at}`). PATCH `{reports: [{id, state}]}`
 *   answers 204, or 400 with `[{id, error}]`. Notes: POST `{content}` and
 *   DELETE `.../notes/:id`, both 204.
 * - Users (admins): list with `query`, `filters` (local, external, active,
 *   deactivated, is_admin, is_moderator), `page`, `page_size`:
 *   `{users, count, page_size}`; activate / deactivate `{nicknames}`
 *   (`{users}`); DELETE `?nickname=` or `{nicknames}` (the nicknames);
 *   tags PUT / DELETE `{nicknames, tags}` (204); permission groups
 *   POST / DELETE `users/:nickname/permission_group/:group` and
 *   `users/permission_group/:group {nicknames}`.
 * - Statuses (admins): list with `local_only`, `godmode`, `with_reblogs`,
 *   `page`, `page_size` (Akkoma's paging); PUT `{sensitive, visibility}`;
 *   DELETE (also moderators: Akkoma's `messages_delete`).
 *
 * Who may do what follows Akkoma's default privileges: moderators manage
 * reports and delete posts; admins do everything. Members get 403
 * `User is not a staff member.`, staff without the privilege 403
 * `User isn't privileged.`; guests 401 as everywhere in the demo.
 * In GoToSocial mode none of this exists (controls/server-mode.ts answers 404).
 */

import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv, Params } from '../http/plumbing.ts'
import { errorJson, readParams, queryParams, unauthorized, viewContext } from '../http/plumbing.ts'
import type {
  AccountRecord,
  ReportRecord,
  ReportState,
  StatusRecord,
  Visibility,
} from '../model/records.ts'
import { acctOf, isLocal } from '../model/records.ts'
import { accountUrl, avatarUrl, serializeAccount, serializeStatus } from '../render/serializers.ts'
import type { ViewContext } from '../render/view.ts'
import { privilegesOf, type Privilege } from '../model/privileges.ts'

type Json = Record<string, unknown>

export const REPORTS_PAGE_SIZE = 50
export const USERS_PAGE_SIZE = 50
export const ADMIN_STATUSES_PAGE_SIZE = 50
const REPORT_STATES: readonly ReportState[] = ['open', 'resolved', 'closed']
const ADMIN_VISIBILITIES: readonly Visibility[] = ['public', 'private', 'unlisted']

/** Akkoma's admin view of an account, merged over the Mastodon one (as reports render it). */
export function adminAccount(ctx: ViewContext, account: AccountRecord): Json {
  return {
    ...serializeAccount(ctx, account),
    nickname: acctOf(account),
    deactivated: account.deactivated,
    is_active: !account.deactivated,
    local: isLocal(account),
    roles: { admin: account.isAdmin, moderator: account.isModerator },
    tags: account.tags,
    is_confirmed: !account.confirmationPending,
    is_approved: !account.approvalPending,
    avatar: avatarUrl(ctx.origin, account),
    url: accountUrl(ctx.origin, account),
    email: account.email,
    actor_type: account.bot ? 'Service' : 'Person',
  }
}

/** A status as the admin API shows it: whatever its scope (Akkoma's godmode). */
function adminStatus(ctx: ViewContext, status: StatusRecord): Json | null {
  return (
    serializeStatus(ctx, status) ??
    serializeStatus({ ...ctx, viewer: ctx.store.account(status.accountId) ?? null }, status)
  )
}

function positiveInt(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10)
  return Number.isFinite(n) && n > 0 ? n : fallback
}

export function adminRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  /** The signed-in staff member holding `privilege`, or Akkoma's refusal. */
  const privileged = (c: AppContext, privilege: Privilege): AccountRecord | Response => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    if (!viewer.isAdmin && !viewer.isModerator)
      return errorJson(c, 403, 'User is not a staff member.')
    if (!privilegesOf(viewer).includes(privilege))
      return errorJson(c, 403, "User isn't privileged.")
    return viewer
  }

  const reportJson = (ctx: ViewContext, report: ReportRecord): Json | null => {
    const account = store.account(report.accountId)
    const actor = store.account(report.actorId)
    if (!account || !actor) return null
    return {
      id: report.id,
      state: report.state,
      content: report.comment,
      created_at: report.createdAt,
      account: adminAccount(ctx, account),
      actor: adminAccount(ctx, actor),
      statuses: report.statusIds.flatMap((id) => {
        const status = store.status(id)
        const json = status ? adminStatus(ctx, status) : null
        return json ? [json] : []
      }),
      notes: report.notes.flatMap((note) => {
        const user = store.account(note.authorId)
        return user
          ? [
              {
                id: note.id,
                content: note.content,
                user: adminAccount(ctx, user),
                created_at: note.createdAt,
              },
            ]
          : []
      }),
    }
  }

  // ---------------------------------------------------------------- reports

  app.post('/api/v1/reports', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const params = await readParams(c)
    const target = store.account(params.get('account_id') ?? '')
    if (!target) return errorJson(c, 404, 'Record not found')
    if (target.id === viewer.id) return errorJson(c, 400, 'You cannot report yourself')
    const wanted = params.all('status_ids')
    const statusIds = wanted.filter((id) => store.status(id)?.accountId === target.id)
    if (statusIds.length !== wanted.length)
      return errorJson(c, 400, 'Reported statuses must belong to the reported account')
    const comment = params.get('comment') ?? ''
    const report: ReportRecord = {
      id: store.ids.misc.next(),
      actorId: viewer.id,
      accountId: target.id,
      statusIds,
      comment,
      forward: params.bool('forward') === true && !isLocal(target),
      state: 'open',
      createdAt: new Date().toISOString(),
      notes: [],
    }
    store.addReport(report)
    return c.json({
      id: report.id,
      action_taken: false,
      action_taken_at: null,
      category: 'other',
      comment,
      forwarded: report.forward,
      created_at: report.createdAt,
      status_ids: statusIds,
      rule_ids: null,
      target_account: serializeAccount(viewContext(c, store), target),
    })
  })

  const listReports = (c: AppContext) => {
    const viewer = privileged(c, 'reports_manage_reports')
    if (viewer instanceof Response) return viewer
    const q = queryParams(c)
    const state = q.get('state')
    if (state !== undefined && state !== '' && !REPORT_STATES.includes(state as ReportState))
      return errorJson(c, 400, 'state - Invalid value for enum.')
    const pageSize = positiveInt(q.get('page_size') ?? q.get('limit'), REPORTS_PAGE_SIZE)
    const page = positiveInt(q.get('page'), 1)
    const matching = [...store.reports()]
      .reverse()
      .filter((r) => !state || r.state === state)
      .filter((r) => store.account(r.accountId) && store.account(r.actorId))
    const ctx = viewContext(c, store)
    return c.json({
      total: matching.length,
      reports: matching.slice((page - 1) * pageSize, page * pageSize).flatMap((r) => {
        const json = reportJson(ctx, r)
        return json ? [json] : []
      }),
    })
  }
  for (const path of [
    '/api/v1/pleroma/admin/reports',
    '/api/pleroma/admin/reports',
    '/api/v1/admin/reports',
  ]) {
    app.get(path, listReports)
  }

  app.get('/api/v1/pleroma/admin/reports/:id', (c) => {
    const viewer = privileged(c, 'reports_manage_reports')
    if (viewer instanceof Response) return viewer
    const report = store.report(c.req.param('id'))
    const json = report ? reportJson(viewContext(c, store), report) : null
    return json ? c.json(json) : errorJson(c, 404, 'Not found')
  })

  app.patch('/api/v1/pleroma/admin/reports', async (c) => {
    const viewer = privileged(c, 'reports_manage_reports')
    if (viewer instanceof Response) return viewer
    let list: unknown
    if ((c.req.header('content-type') ?? '').toLowerCase().includes('application/json')) {
      let body: unknown
      try {
        body = await c.req.json()
      } catch {
        return errorJson(c, 400, 'Invalid JSON body')
      }
      list = (body as { reports?: unknown } | null)?.reports
    } else {
      // A form, as Akkoma also reads it: `reports[][id]` and `reports[][state]`, paired in order.
      const params = await readParams(c)
      const ids = params.all('reports[][id]')
      const states = params.all('reports[][state]')
      list = ids.length > 0 ? ids.map((id, i) => ({ id, state: states[i] })) : undefined
    }
    if (!Array.isArray(list)) return errorJson(c, 400, 'Missing field: reports.')
    const errors: Json[] = []
    for (const item of list as { id?: unknown; state?: unknown }[]) {
      const id = typeof item?.id === 'string' ? item.id : String(item?.id ?? '')
      const state = item?.state
      const report = store.report(id)
      if (!report) errors.push({ id, error: 'not_found' })
      else if (typeof state !== 'string' || !REPORT_STATES.includes(state as ReportState))
        errors.push({ id, error: 'Unsupported state' })
      else report.state = state as ReportState
    }
    store.changed()
    if (errors.length > 0) return c.json(errors, 400)
    return c.body(null, 204)
  })

  app.post('/api/v1/pleroma/admin/reports/:id/notes', async (c) => {
    const viewer = privileged(c, 'reports_manage_reports')
    if (viewer instanceof Response) return viewer
    const report = store.report(c.req.param('id'))
    if (!report) return errorJson(c, 404, 'Not found')
    const content = ((await readParams(c)).get('content') ?? '').trim()
    if (content === '') return errorJson(c, 400, 'Invalid parameters')
    report.notes.push({
      id: store.ids.misc.next(),
      authorId: viewer.id,
      content,
      createdAt: new Date().toISOString(),
    })
    store.changed()
    return c.body(null, 204)
  })

  app.delete('/api/v1/pleroma/admin/reports/:id/notes/:noteId', (c) => {
    const viewer = privileged(c, 'reports_manage_reports')
    if (viewer instanceof Response) return viewer
    const report = store.report(c.req.param('id'))
    const before = report?.notes.length ?? 0
    if (report) report.notes = report.notes.filter((n) => n.id !== c.req.param('noteId'))
    if (!report || report.notes.length === before) return errorJson(c, 404, 'Not found')
    store.changed()
    return c.body(null, 204)
  })

  // ------------------------------------------------------------------ users

  const byNickname = (nickname: string): AccountRecord | undefined => store.accountByAcct(nickname)

  const nicknamesOf = async (c: AppContext): Promise<{ params: Params; nicknames: string[] }> => {
    const params = await readParams(c)
    const nicknames = [...params.all('nicknames'), ...params.all('nickname')]
    return { params, nicknames }
  }

  app.get('/api/v1/pleroma/admin/users', (c) => {
    const viewer = privileged(c, 'users_read')
    if (viewer instanceof Response) return viewer
    const q = queryParams(c)
    const query = (q.get('query') ?? '').trim().toLowerCase()
    const filters = new Set(
      (q.get('filters') ?? '')
        .split(',')
        .map((f) => f.trim())
        .filter(Boolean),
    )
    const pageSize = positiveInt(q.get('page_size'), USERS_PAGE_SIZE)
    const page = positiveInt(q.get('page'), 1)
    const matching = store.accounts().filter((a) => {
      if (
        query &&
        !acctOf(a).toLowerCase().includes(query) &&
        !a.displayName.toLowerCase().includes(query)
      )
        return false
      if (filters.has('local') && !isLocal(a)) return false
      if (filters.has('external') && isLocal(a)) return false
      if (filters.has('active') && a.deactivated) return false
      if (filters.has('deactivated') && !a.deactivated) return false
      if (filters.has('is_admin') && filters.has('is_moderator')) {
        if (!a.isAdmin && !a.isModerator) return false
      } else if (filters.has('is_admin') && !a.isAdmin) return false
      else if (filters.has('is_moderator') && !a.isModerator) return false
      return true
    })
    const sorted = [...matching].sort((a, b) => acctOf(a).localeCompare(acctOf(b)))
    const ctx = viewContext(c, store)
    return c.json({
      count: sorted.length,
      page_size: pageSize,
      users: sorted.slice((page - 1) * pageSize, page * pageSize).map((a) => adminAccount(ctx, a)),
    })
  })

  const setActive = (active: boolean) => async (c: AppContext) => {
    const viewer = privileged(c, 'users_manage_activation_state')
    if (viewer instanceof Response) return viewer
    const { nicknames } = await nicknamesOf(c)
    const accounts = nicknames.map(byNickname).filter((a): a is AccountRecord => a !== undefined)
    for (const account of accounts) {
      if (account.id === viewer.id && !active) continue
      account.deactivated = !active
    }
    store.changed()
    const ctx = viewContext(c, store)
    return c.json({ users: accounts.map((a) => adminAccount(ctx, a)) })
  }
  app.patch('/api/v1/pleroma/admin/users/activate', setActive(true))
  app.patch('/api/v1/pleroma/admin/users/deactivate', setActive(false))

  app.delete('/api/v1/pleroma/admin/users', async (c) => {
    const viewer = privileged(c, 'users_delete')
    if (viewer instanceof Response) return viewer
    const { nicknames } = await nicknamesOf(c)
    const accounts = nicknames.map(byNickname).filter((a): a is AccountRecord => a !== undefined)
    if (accounts.length === 0) return errorJson(c, 404, 'Not found')
    for (const account of accounts) {
      if (account.id === viewer.id) return errorJson(c, 403, 'You cannot delete yourself.')
    }
    for (const account of accounts) {
      for (const status of store.statusesOf(account.id))
        deps.hub.publish({ type: 'delete', status })
      store.removeAccount(account.id)
    }
    return c.json(accounts.map(acctOf))
  })

  const setTags = (add: boolean) => async (c: AppContext) => {
    const viewer = privileged(c, 'users_manage_tags')
    if (viewer instanceof Response) return viewer
    const { params, nicknames } = await nicknamesOf(c)
    const tags = params
      .all('tags')
      .map((t) => t.trim())
      .filter(Boolean)
    for (const account of nicknames.map(byNickname)) {
      if (!account) continue
      account.tags = add
        ? [...new Set([...account.tags, ...tags])]
        : account.tags.filter((t) => !tags.includes(t))
    }
    store.changed()
    return c.body(null, 204)
  }
  app.put('/api/v1/pleroma/admin/users/tag', setTags(true))
  app.delete('/api/v1/pleroma/admin/users/tag', setTags(false))

  const setGroup = async (c: AppContext, nicknames: string[], add: boolean) => {
    const viewer = privileged(c, 'users_manage_credentials')
    if (viewer instanceof Response) return viewer
    const group = c.req.param('group')
    if (group !== 'admin' && group !== 'moderator') return errorJson(c, 404, 'Not found')
    const accounts = nicknames.map(byNickname)
    if (accounts.some((a) => !a)) return errorJson(c, 404, 'Not found')
    for (const account of accounts as AccountRecord[]) {
      if (!isLocal(account)) return errorJson(c, 400, 'Only local users can be given roles')
      if (!add && group === 'admin' && account.id === viewer.id)
        return errorJson(c, 403, "You can't revoke your own admin status.")
    }
    for (const account of accounts as AccountRecord[]) {
      if (group === 'admin') account.isAdmin = add
      else account.isModerator = add
    }
    store.changed()
    return c.json(group === 'admin' ? { is_admin: add } : { is_moderator: add })
  }
  app.post('/api/v1/pleroma/admin/users/permission_group/:group', async (c) =>
    setGroup(c, (await nicknamesOf(c)).nicknames, true),
  )
  app.delete('/api/v1/pleroma/admin/users/permission_group/:group', async (c) =>
    setGroup(c, (await nicknamesOf(c)).nicknames, false),
  )
  app.post('/api/v1/pleroma/admin/users/:nickname/permission_group/:group', (c) =>
    setGroup(c, [c.req.param('nickname')], true),
  )
  app.delete('/api/v1/pleroma/admin/users/:nickname/permission_group/:group', (c) =>
    setGroup(c, [c.req.param('nickname')], false),
  )

  // --------------------------------------------------------------- statuses

  app.get('/api/v1/pleroma/admin/statuses', (c) => {
    const viewer = privileged(c, 'messages_read')
    if (viewer instanceof Response) return viewer
    const q = queryParams(c)
    const localOnly = q.bool('local_only') === true
    const godmode = q.bool('godmode') === true
    const withReblogs = q.bool('with_reblogs') === true
    const pageSize = positiveInt(q.get('page_size'), ADMIN_STATUSES_PAGE_SIZE)
    const page = positiveInt(q.get('page'), 1)
    const skip = (page - 1) * pageSize
    const ctx = viewContext(c, store)
    const out: Json[] = []
    let seen = 0
    for (const status of store.statusesNewestFirst()) {
      if (status.reblogOfId && !withReblogs) continue
      const author = store.account(status.accountId)
      if (!author || (localOnly && !isLocal(author))) continue
      const listed = status.visibility === 'public' || status.visibility === 'unlisted'
      if (!godmode && !listed) continue
      seen += 1
      if (seen <= skip) continue
      const json = adminStatus(ctx, status)
      if (json) out.push(json)
      if (out.length >= pageSize) break
    }
    return c.json(out)
  })

  app.put('/api/v1/pleroma/admin/statuses/:id', async (c) => {
    const viewer = privileged(c, 'messages_delete')
    if (viewer instanceof Response) return viewer
    const status = store.status(c.req.param('id'))
    if (!status) return errorJson(c, 404, 'Not found')
    const params = await readParams(c)
    const visibility = params.get('visibility')
    if (visibility !== undefined && !ADMIN_VISIBILITIES.includes(visibility as Visibility))
      return errorJson(c, 400, 'Unsupported visibility')
    const sensitive = params.bool('sensitive')
    if (sensitive !== undefined) status.sensitive = sensitive
    if (visibility !== undefined) status.visibility = visibility as Visibility
    store.changed()
    const json = adminStatus(viewContext(c, store), status)
    return json ? c.json(json) : errorJson(c, 404, 'Not found')
  })

  app.delete('/api/v1/pleroma/admin/statuses/:id', (c) => {
    const viewer = privileged(c, 'messages_delete')
    if (viewer instanceof Response) return viewer
    const status = store.status(c.req.param('id'))
    if (!status) return errorJson(c, 404, 'Not found')
    for (const reblog of [...store.reblogsOf(status.id)]) {
      deps.hub.publish({ type: 'delete', status: reblog })
      store.removeStatus(reblog.id)
    }
    deps.hub.publish({ type: 'delete', status })
    store.removeStatus(status.id)
    return c.json({})
  })

  return app
}
