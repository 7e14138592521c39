/**
 * A member's data as Akkoma handles it: follow, block and mute imports
 * (POST /api/pleroma/{follow,blocks,mutes}_import, also under /api/v1/pleroma)
 * and account backups (GET and POST /api/v1/pleroma/backups, the zips among
 * /media/backups/*).
 *
 * Imports take the `list` field as an uploaded file or as text and answer
 * 200 `"job started"`, as Akkoma does; Akkoma then works through the list
 * in a background job, the demo at once (so the effects are there when the
 * reply arrives). Handles it cannot resolve, and accounts that cannot be
 * followed, are skipped without a word, as Akkoma skips them.
 *
 * A backup is created unprocessed; a moment later (BACKUP_PROCESSING_DELAY_MS)
 * its zip (actor.json, outbox.json, likes.json, bookmarks.json, as Akkoma
 * writes them) exists, the record says processed with its size, and older
 * backups of the account are removed, as Akkoma's worker does. A new backup
 * is refused within BACKUP_LIMIT_DAYS of the last one, with Akkoma's 400.
 */

import { randomBytes } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import { follow, unfollow } from '../model/actions.ts'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http/plumbing.ts'
import { errorJson, originOf, unauthorized } from '../http/plumbing.ts'
import { sendBytes } from '../media/serve.ts'
import type { AccountRecord, BackupRecord, StatusRecord, Visibility } from '../model/records.ts'
import { renderPlain } from '../render/content.ts'
import type { Json, ViewContext } from '../render/view.ts'
import {
  accountApId,
  accountUrl,
  avatarUrl,
  headerUrl,
  renderLookup,
  renderStatus,
  statusUri,
  statusUrl,
} from '../render/serializers.ts'
import type { Store } from '../model/store.ts'
import { buildZip } from '../media/zip.ts'

/** How long the demo's "background job" takes to make a backup. */
export const BACKUP_PROCESSING_DELAY_MS = 2_000
/** Akkoma's default `Pleroma.User.Backup, limit_days`. */
export const BACKUP_LIMIT_DAYS = 7
const DAY_MS = 24 * 60 * 60 * 1000
const BACKUPS_DIR = 'backups'
const AS_PUBLIC = 'https://www.w3.org/ns/activitystreams#Public'
const AS_CONTEXT = 'https://www.w3.org/ns/activitystreams'

export type ImportKind = 'follow' | 'blocks' | 'mutes'

// ---------------------------------------------------------------- imports

/**
 * The identifiers of an import file, read as Akkoma reads them: follows are
 * CSV lines whose first column is the account (Mastodon's "Account address"
 * header is dropped), blocks and mutes a whitespace-separated list; a
 * leading @ is ignored.
 */
export function importIdentifiers(kind: ImportKind, list: string): string[] {
  if (kind === 'follow') {
    const firsts = list.split('\n').map((line) => line.split(',')[0] ?? '')
    const header = firsts.indexOf('Account address')
    if (header >= 0) firsts.splice(header, 1)
    return firsts.map((id) => id.trim().replace(/^@+/, '')).filter((id) => id !== '')
  }
  return list
    .split(/\s+/)
    .filter((id) => id !== '')
    .map((id) => id.replace(/^@+/, ''))
}

/**
 * The account an identifier names: `nick` or `nick@host` (this instance's own
 * host names a local account, as Akkoma treats it), or an ActivityPub id or
 * profile URL.
 */
export function resolveIdentifier(
  store: Store,
  identifier: string,
  origin: string,
): AccountRecord | undefined {
  if (/^https?:\/\//i.test(identifier)) {
    return store
      .accounts()
      .find((a) => accountApId(origin, a) === identifier || accountUrl(origin, a) === identifier)
  }
  const at = identifier.lastIndexOf('@')
  if (at > 0) {
    const host = identifier.slice(at + 1).toLowerCase()
    const ownHost = new URL(origin).host.toLowerCase()
    if (host === ownHost || host === new URL(origin).hostname.toLowerCase()) {
      const local = store.accountByAcct(identifier.slice(0, at))
      return local && local.domain === null ? local : undefined
    }
  }
  return store.accountByAcct(identifier)
}

/** Applies an import for `viewer`; returns how many accounts it changed (for the tests). */
export function applyImport(
  deps: Deps,
  viewer: AccountRecord,
  kind: ImportKind,
  identifiers: readonly string[],
  origin: string,
): number {
  const { store } = deps
  let applied = 0
  for (const identifier of identifiers) {
    const target = resolveIdentifier(store, identifier, origin)
    if (!target || target.id === viewer.id || target.deactivated) continue
    if (kind === 'follow') {
      if (store.isBlocking(target.id, viewer.id) || store.isBlocking(viewer.id, target.id)) continue
      if (store.follow(viewer.id, target.id)) continue
      follow(deps, viewer, target)
    } else if (kind === 'blocks') {
      if (store.isBlocking(viewer.id, target.id)) continue
      unfollow(deps, viewer, target)
      unfollow(deps, target, viewer)
      store.addBlock(relationRecord(store, viewer, target))
    } else {
      if (store.isMuting(viewer.id, target.id)) continue
      store.addMute({ ...relationRecord(store, viewer, target), notifications: true })
    }
    applied += 1
  }
  return applied
}

function relationRecord(store: Store, viewer: AccountRecord, target: AccountRecord) {
  const now = Date.now()
  return {
    id: store.ids.misc.next(now),
    accountId: viewer.id,
    targetId: target.id,
    createdAt: new Date(now).toISOString(),
  }
}

/** The `list` field: an uploaded file (multipart) or text (form or JSON). */
async function readList(c: AppContext): Promise<string | null> {
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  if (type.includes('application/json')) {
    let body: unknown
    try {
      body = await c.req.json()
    } catch {
      return null
    }
    const list = body && typeof body === 'object' ? (body as { list?: unknown }).list : undefined
    return typeof list === 'string' ? list : null
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const list = (await c.req.parseBody()).list
    if (list instanceof File) return list.text()
    return typeof list === 'string' ? list : null
  }
  return c.req.query('list') ?? null
}

// ---------------------------------------------------------------- backups

/** What a backup zip holds, as Akkoma writes it (ActivityStreams JSON). */
export function backupEntries(
  store: Store,
  account: AccountRecord,
  origin: string,
): { name: string; data: Buffer }[] {
  const ctx: ViewContext = { store, origin, viewer: account }
  const apId = accountApId(origin, account)
  const lookup = { origin, lookup: renderLookup(store, origin) }
  const actor: Json = {
    '@context': [AS_CONTEXT, 'https://w3id.org/security/v1'],
    id: apId,
    type: account.bot ? 'Service' : 'Person',
    preferredUsername: account.username,
    name: account.displayName,
    summary: renderPlain(account.noteSource, lookup).html,
    url: accountUrl(origin, account),
    published: account.createdAt,
    manuallyApprovesFollowers: account.locked,
    discoverable: account.discoverable,
    inbox: `${apId}/inbox`,
    outbox: `${apId}/outbox`,
    followers: `${apId}/followers`,
    following: `${apId}/following`,
    icon: { type: 'Image', url: avatarUrl(origin, account) },
    image: { type: 'Image', url: headerUrl(origin, account) },
    attachment: account.fields.map((f) => ({
      type: 'PropertyValue',
      name: f.name,
      value: renderPlain(f.value, lookup).html,
    })),
    likes: 'likes.json',
    bookmarks: 'bookmarks.json',
  }
  const own = [...store.statusesOf(account.id)].sort((a, b) => (a.id < b.id ? -1 : 1))
  const outbox = own.map((status) => activityOf(ctx, account, status))
  const all = [...store.statusesNewestFirst()].reverse()
  const likes = all.filter((s) => s.favouritedBy.includes(account.id)).map((s) => statusUri(ctx, s))
  const bookmarks = all
    .filter((s) => s.bookmarkedBy.includes(account.id))
    .map((s) => statusUri(ctx, s))
  const collection = (name: string, items: unknown[]) =>
    Buffer.from(
      JSON.stringify(
        {
          '@context': AS_CONTEXT,
          id: `${name}.json`,
          type: 'OrderedCollection',
          orderedItems: items,
          totalItems: items.length,
        },
        null,
        2,
      ),
      'utf8',
    )
  return [
    { name: 'actor.json', data: Buffer.from(JSON.stringify(actor, null, 2), 'utf8') },
    { name: 'outbox.json', data: collection('outbox', outbox) },
    { name: 'likes.json', data: collection('likes', likes) },
    { name: 'bookmarks.json', data: collection('bookmarks', bookmarks) },
  ]
}

function addressing(
  ctx: ViewContext,
  author: AccountRecord,
  visibility: Visibility,
  mentionIds: readonly string[],
): { to: string[]; cc: string[] } {
  const followers = `${accountApId(ctx.origin, author)}/followers`
  const mentioned = mentionIds
    .map((id) => ctx.store.account(id))
    .filter((a): a is AccountRecord => a !== undefined)
    .map((a) => accountApId(ctx.origin, a))
  switch (visibility) {
    case 'public':
      return { to: [AS_PUBLIC, ...mentioned], cc: [followers] }
    case 'unlisted':
      return { to: [followers, ...mentioned], cc: [AS_PUBLIC] }
    case 'private':
      return { to: [followers, ...mentioned], cc: [] }
    case 'direct':
      return { to: mentioned, cc: [] }
    case 'local':
      return { to: [`${ctx.origin}/#Public`, ...mentioned], cc: [followers] }
  }
}

function activityOf(ctx: ViewContext, author: AccountRecord, status: StatusRecord): Json {
  const actor = accountApId(ctx.origin, author)
  const { to, cc } = addressing(ctx, author, status.visibility, status.mentionIds)
  const id = statusUri(ctx, status)
  if (status.reblogOfId) {
    const original = ctx.store.status(status.reblogOfId)
    return {
      id: `${id}/activity`,
      type: 'Announce',
      actor,
      object: original ? statusUri(ctx, original) : null,
      published: status.createdAt,
      to,
      cc,
    }
  }
  const parent = status.inReplyToId ? ctx.store.status(status.inReplyToId) : undefined
  return {
    id: `${id}/activity`,
    type: 'Create',
    actor,
    published: status.createdAt,
    to,
    cc,
    object: {
      id,
      type: 'Note',
      attributedTo: actor,
      url: statusUrl(ctx, status),
      content: renderStatus(ctx, status).html,
      source: { content: status.source, mediaType: status.contentType },
      summary: status.spoilerText,
      sensitive: status.sensitive,
      published: status.createdAt,
      updated: status.editedAt ?? undefined,
      inReplyTo: parent ? statusUri(ctx, parent) : null,
      context: status.context,
      to,
      cc,
    },
  }
}

export function serializeBackup(origin: string, backup: BackupRecord): Json {
  return {
    id: backup.id,
    content_type: backup.contentType,
    url: `${origin}/media/${BACKUPS_DIR}/${backup.fileName}`,
    file_size: backup.fileSize,
    processed: backup.processed,
    inserted_at: backup.insertedAt,
  }
}

function backupsOf(store: Store, accountId: string): BackupRecord[] {
  return store.state.backups
    .filter((b) => b.accountId === accountId)
    .sort((a, b) => (a.id < b.id ? 1 : -1))
}

/** Akkoma's file name: `archive-<nick>-<basic ISO time>-<random>.zip`. */
function backupFileName(account: AccountRecord, now: Date): string {
  const time = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, '')
  return `archive-${account.username}-${time}-${randomBytes(32).toString('base64url')}.zip`
}

/** Zip files live in the data directory, or in memory when there is none. */
class BackupFiles {
  private readonly memory = new Map<string, Buffer>()
  constructor(private readonly store: Store) {}

  write(name: string, bytes: Buffer): void {
    const dir = this.store.dataDir
    if (!dir) {
      this.memory.set(name, bytes)
      return
    }
    mkdirSync(join(dir, BACKUPS_DIR), { recursive: true })
    writeFileSync(join(dir, BACKUPS_DIR, name), bytes)
  }

  read(name: string): Buffer | null {
    const dir = this.store.dataDir
    if (!dir) return this.memory.get(name) ?? null
    try {
      return readFileSync(join(dir, BACKUPS_DIR, name))
    } catch {
      return null
    }
  }

  remove(name: string): void {
    const dir = this.store.dataDir
    if (!dir) this.memory.delete(name)
    else rmSync(join(dir, BACKUPS_DIR, name), { force: true })
  }
}

// ----------------------------------------------------------------- routes

export function userDataRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps
  const files = new BackupFiles(store)

  const importRoute = (kind: ImportKind) => async (c: AppContext) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const list = await readList(c)
    if (list === null) return errorJson(c, 400, 'Missing field: list.')
    applyImport(deps, viewer, kind, importIdentifiers(kind, list), originOf(c))
    return c.json('job started')
  }
  for (const prefix of ['/api/pleroma', '/api/v1/pleroma']) {
    app.post(`${prefix}/follow_import`, importRoute('follow'))
    app.post(`${prefix}/blocks_import`, importRoute('blocks'))
    app.post(`${prefix}/mutes_import`, importRoute('mutes'))
  }

  /**
   * The background job, done when someone next looks: a backup older than
   * BACKUP_PROCESSING_DELAY_MS gets its zip and is processed, and the
   * account's older backups go. From outside this is the same as a job
   * finishing on time, without timers outliving the server.
   */
  const settle = (accountId: string, origin: string) => {
    const account = store.account(accountId)
    if (!account) return
    const due = Date.now() - BACKUP_PROCESSING_DELAY_MS
    for (const backup of backupsOf(store, accountId).reverse()) {
      if (backup.processed || Date.parse(backup.insertedAt) > due) continue
      const zip = buildZip(backupEntries(store, account, origin))
      files.write(backup.fileName, zip)
      backup.fileSize = zip.length
      backup.processed = true
      const older = (b: BackupRecord) =>
        b.accountId === accountId && b.processed && b.id < backup.id
      for (const old of store.state.backups.filter(older)) files.remove(old.fileName)
      store.state.backups = store.state.backups.filter((b) => !older(b))
      store.changed()
    }
  }

  app.get('/api/v1/pleroma/backups', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    settle(viewer.id, originOf(c))
    return c.json(backupsOf(store, viewer.id).map((b) => serializeBackup(originOf(c), b)))
  })

  app.post('/api/v1/pleroma/backups', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const last = backupsOf(store, viewer.id)[0]
    if (last && Date.now() - Date.parse(last.insertedAt) <= BACKUP_LIMIT_DAYS * DAY_MS) {
      return errorJson(c, 400, `Last export was less than ${BACKUP_LIMIT_DAYS} days ago`)
    }
    const now = new Date()
    const backup: BackupRecord = {
      id: store.ids.misc.next(now.getTime()),
      accountId: viewer.id,
      fileName: backupFileName(viewer, now),
      contentType: 'application/zip',
      fileSize: 0,
      processed: false,
      insertedAt: now.toISOString(),
    }
    store.state.backups.push(backup)
    store.changed()
    return c.json(backupsOf(store, viewer.id).map((b) => serializeBackup(originOf(c), b)))
  })

  app.on(['GET', 'HEAD'], `/media/${BACKUPS_DIR}/:file`, (c) => {
    const name = c.req.param('file')
    const backup = store.state.backups.find((b) => b.fileName === name && b.processed)
    const bytes = backup ? files.read(name) : null
    if (!bytes) return errorJson(c, 404, 'Not found')
    return sendBytes(c, bytes, 'application/zip', {
      'Content-Disposition': `attachment; filename="${name}"`,
    })
  })

  return app
}
