/**
 * Profile editing as Akkoma answers it:
 *
 * - PATCH /api/v1/accounts/update_credentials with a JSON, urlencoded or
 *   multipart body: display_name, note, fields_attributes (a list, or a map
 *   keyed by index as Mastodon clients send `fields_attributes[0][name]`),
 *   avatar / header / pleroma_background_image as files or "" to remove,
 *   locked, bot, discoverable, source[privacy] (or default_scope),
 *   source[sensitive], hide_*, show_role, no_rich_text, allow_following_move,
 *   permit_followback. The answer is the account rendered for its owner.
 *   Akkoma's errors: 413 "File is too large" past the avatar, banner or
 *   background limit, and 403 "Invalid request" for anything its changeset
 *   refuses (a name, bio or field past its limit, too many fields).
 * - GET and PUT /api/v1/pleroma/mascot (multipart `file`; 415 "mascots can
 *   only be images" for anything else).
 *
 * Uploaded files live in the data directory (`uploads/profile/`) or memory,
 * and are served from /media/profile/{file}.
 */

import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { Hono } from 'hono'
import { INSTANCE } from '../config.ts'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http/plumbing.ts'
import {
  errorJson,
  originOf,
  Params,
  readParams,
  unauthorized,
  viewContext,
} from '../http/plumbing.ts'
import { sendBytes } from '../media/serve.ts'
import type {
  AccountField,
  AccountRecord,
  ProfileExtrasRecord,
  Visibility,
} from '../model/records.ts'
import { VISIBILITIES } from '../model/records.ts'
import { serializeAccount } from '../render/serializers.ts'
import type { Store } from '../model/store.ts'

const PROFILE_DIR = join('uploads', 'profile')
/** Room for the multipart framing and the other fields around the files. */
const MULTIPART_OVERHEAD = 64 * 1024
/** Akkoma's defaults for :instance user_name_length and user_bio_length. */
const NAME_LIMIT = 100
const BIO_LIMIT = 5000
const UPLOAD_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox"

const IMAGE_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
}

/** A drawn mascot for accounts that never chose one (Akkoma ships a fox picture). */
const DEFAULT_MASCOT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120">
<rect width="120" height="120" rx="16" fill="#1f2a37"/>
<path d="M25 95 L35 30 L55 55 L65 55 L85 30 L95 95 Z" fill="#e8833a"/>
<circle cx="48" cy="70" r="5" fill="#1f2a37"/><circle cx="72" cy="70" r="5" fill="#1f2a37"/>
<path d="M52 84 Q60 90 68 84" stroke="#1f2a37" stroke-width="4" fill="none"/>
</svg>`

class ProfileFiles {
  private readonly memory = new Map<string, Buffer>()
  constructor(private readonly store: Store) {}

  write(name: string, bytes: Buffer): void {
    if (!this.store.dataDir) {
      this.memory.set(name, bytes)
      return
    }
    mkdirSync(join(this.store.dataDir, PROFILE_DIR), { recursive: true })
    writeFileSync(join(this.store.dataDir, PROFILE_DIR, name), bytes)
  }

  read(name: string): Buffer | null {
    if (!this.store.dataDir) return this.memory.get(name) ?? null
    try {
      return readFileSync(join(this.store.dataDir, PROFILE_DIR, name))
    } catch {
      return null
    }
  }
}

/** Query, urlencoded and JSON parameters as strings; multipart files kept aside. */
async function readBody(c: AppContext): Promise<{ params: Params; files: Map<string, File> }> {
  const files = new Map<string, File>()
  const type = (c.req.header('content-type') ?? '').toLowerCase()
  if (!type.includes('multipart/form-data')) return { params: await readParams(c), files }
  const params = new Params()
  for (const [key, values] of Object.entries(c.req.queries())) {
    for (const value of values) params.add(key, value)
  }
  const body = await c.req.parseBody({ all: true })
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === 'string') params.add(key, item)
      else files.set(key, item)
    }
  }
  return { params, files }
}

/**
 * The field list of `fields_attributes`, or undefined when not given:
 * `fields_attributes[][name]` (a JSON list) pairs names and values by
 * order, `fields_attributes[0][name]` (a map) by index. "" clears the list.
 */
export function fieldsFromParams(params: Params): { name: string; value: string }[] | undefined {
  const indexed = new Map<number, { name: string; value: string }>()
  let listed: { names: string[]; values: string[] } | null = null
  let given = false
  for (const [key, values] of params.entries()) {
    if (key === 'fields_attributes') {
      given = true
      continue
    }
    const match = /^fields_attributes\[(\d*)\]\[(name|value)\]$/.exec(key)
    if (!match) continue
    given = true
    const [, index, part] = match
    if (index === '') {
      listed ??= { names: [], values: [] }
      if (part === 'name') listed.names.push(...values)
      else listed.values.push(...values)
    } else {
      const i = Number(index)
      const entry = indexed.get(i) ?? { name: '', value: '' }
      entry[part as 'name' | 'value'] = values[0] ?? ''
      indexed.set(i, entry)
    }
  }
  if (!given) return undefined
  const fromList = listed
    ? listed.names.map((name, i) => ({ name, value: listed?.values[i] ?? '' }))
    : []
  const fromMap = [...indexed.entries()].sort(([a], [b]) => a - b).map(([, f]) => f)
  // Akkoma drops fields whose name and value are both empty.
  return [...fromList, ...fromMap].filter((f) => f.name !== '' || f.value !== '')
}

type ImageKind = 'avatar' | 'header' | 'background'

const IMAGE_PARAMS: readonly [string, ImageKind][] = [
  ['avatar', 'avatar'],
  ['header', 'header'],
  ['pleroma_background_image', 'background'],
]

function imageLimit(kind: ImageKind): number {
  if (kind === 'avatar') return INSTANCE.avatarUploadLimit
  if (kind === 'header') return INSTANCE.bannerUploadLimit
  return INSTANCE.backgroundUploadLimit
}

const BOOLEAN_OPTIONS: readonly [string, (a: AccountRecord, v: boolean) => void][] = [
  ['locked', (a, v) => (a.locked = v)],
  ['bot', (a, v) => (a.bot = v)],
  ['discoverable', (a, v) => (a.discoverable = v)],
  ['hide_followers', (a, v) => (a.hideFollowers = v)],
  ['hide_follows', (a, v) => (a.hideFollows = v)],
  ['hide_followers_count', (a, v) => (a.hideFollowersCount = v)],
  ['hide_follows_count', (a, v) => (a.hideFollowsCount = v)],
  ['hide_favorites', (a, v) => (a.hideFavorites = v)],
  ['allow_following_move', (a, v) => (a.allowFollowingMove = v)],
]

const EXTRA_OPTIONS: readonly [string, keyof ProfileExtrasRecord][] = [
  ['show_role', 'showRole'],
  ['no_rich_text', 'noRichText'],
  ['source[sensitive]', 'sensitive'],
  ['permit_followback', 'permitFollowback'],
]

export function credentialsRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps
  const files = new ProfileFiles(store)

  const saveFile = (account: AccountRecord, kind: string, file: File, bytes: Buffer): string => {
    const extension = IMAGE_TYPES[file.type] ?? 'png'
    const name = `${account.id}-${kind}-${Date.now().toString(36)}.${extension}`
    files.write(name, bytes)
    return `/media/profile/${name}`
  }

  app.patch('/api/v1/accounts/update_credentials', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    const largest = Math.max(
      INSTANCE.avatarUploadLimit,
      INSTANCE.bannerUploadLimit,
      INSTANCE.backgroundUploadLimit,
    )
    if (Number(c.req.header('content-length') ?? '0') > 3 * largest + MULTIPART_OVERHEAD) {
      return errorJson(c, 413, 'File is too large')
    }
    const { params, files: uploads } = await readBody(c)

    // Check everything first: Akkoma's changeset applies all of it or nothing.
    const images: [ImageKind, File | ''][] = []
    for (const [param, kind] of IMAGE_PARAMS) {
      const file = uploads.get(param)
      if (file) {
        if (file.size > imageLimit(kind)) return errorJson(c, 413, 'File is too large')
        if (!IMAGE_TYPES[file.type]) return errorJson(c, 403, 'Invalid request')
        images.push([kind, file])
      } else if (params.get(param) === '') images.push([kind, ''])
    }
    const displayName = params.get('display_name')
    const note = params.get('note')
    const fields = fieldsFromParams(params)
    const scope = (params.get('source[privacy]') ?? params.get('default_scope')) as
      Visibility | undefined
    const limits = INSTANCE.fieldsLimits
    if (
      (displayName !== undefined && displayName.length > NAME_LIMIT) ||
      (note !== undefined && note.length > BIO_LIMIT) ||
      (fields !== undefined &&
        (fields.length > limits.maxFields ||
          fields.some(
            (f) => f.name.length > limits.nameLength || f.value.length > limits.valueLength,
          ))) ||
      (scope !== undefined && !VISIBILITIES.includes(scope))
    ) {
      return errorJson(c, 403, 'Invalid request')
    }

    if (displayName !== undefined) viewer.displayName = displayName.trim()
    if (note !== undefined) viewer.noteSource = note
    if (fields !== undefined) {
      viewer.fields = fields.map((f): AccountField => ({
        name: f.name,
        value: f.value,
        verifiedAt: null,
      }))
    }
    if (scope !== undefined) viewer.defaultScope = scope
    for (const [param, apply] of BOOLEAN_OPTIONS) {
      const value = params.bool(param)
      if (value !== undefined) apply(viewer, value)
    }
    const extras: ProfileExtrasRecord = { ...viewer.profileExtras }
    for (const [param, key] of EXTRA_OPTIONS) {
      const value = params.bool(param)
      if (value !== undefined) (extras as Record<string, unknown>)[key] = value
    }
    for (const [kind, file] of images) {
      const path =
        file === ''
          ? undefined
          : saveFile(viewer, kind, file, Buffer.from(await file.arrayBuffer()))
      if (kind === 'background') viewer.backgroundImage = path ?? null
      else if (path) extras[kind] = path
      else delete extras[kind]
    }
    viewer.profileExtras = extras
    store.changed()
    return c.json(serializeAccount(viewContext(c, store), viewer, { withSettingsStore: true }))
  })

  const mascotJson = (c: AppContext, account: AccountRecord) => {
    const mascot = account.profileExtras?.mascot
    const origin = originOf(c)
    return {
      id: mascot ? mascot.path.replace(/^.*\/|\.[a-z]+$/g, '') : 'default-mascot',
      url: `${origin}${mascot?.path ?? '/media/profile/default-mascot.svg'}`,
      type: 'image',
      preview_url: `${origin}${mascot?.path ?? '/media/profile/default-mascot.svg'}`,
      pleroma: { mime_type: mascot?.mimeType ?? 'image/svg+xml' },
    }
  }

  app.get('/api/v1/pleroma/mascot', (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    return c.json(mascotJson(c, viewer))
  })

  app.put('/api/v1/pleroma/mascot', async (c) => {
    const viewer = c.get('viewer')
    if (!viewer) return unauthorized(c)
    if (
      Number(c.req.header('content-length') ?? '0') >
      deps.mode.uploadLimit + MULTIPART_OVERHEAD
    ) {
      return errorJson(c, 413, 'File is too large')
    }
    const { files: uploads } = await readBody(c)
    const file = uploads.get('file')
    if (!file) return errorJson(c, 400, 'Missing field: file.')
    if (file.size > deps.mode.uploadLimit) return errorJson(c, 413, 'File is too large')
    if (!IMAGE_TYPES[file.type]) return errorJson(c, 415, 'mascots can only be images')
    const path = saveFile(viewer, 'mascot', file, Buffer.from(await file.arrayBuffer()))
    viewer.profileExtras = { ...viewer.profileExtras, mascot: { path, mimeType: file.type } }
    store.changed()
    return c.json(mascotJson(c, viewer))
  })

  app.on(['GET', 'HEAD'], '/media/profile/:file', (c) => {
    const name = c.req.param('file')
    if (name === 'default-mascot.svg') {
      return sendBytes(c, Buffer.from(DEFAULT_MASCOT_SVG), 'image/svg+xml', {
        'Content-Security-Policy': UPLOAD_CSP,
      })
    }
    const extension = /\.([a-z]+)$/.exec(name)?.[1] ?? ''
    const type = Object.entries(IMAGE_TYPES).find(([, ext]) => ext === extension)?.[0]
    const bytes = type && /^[\w-]+\.[a-z]+$/.test(name) ? files.read(name) : null
    if (!bytes || !type) return errorJson(c, 404, 'Not found')
    return sendBytes(c, bytes, type, { 'Content-Security-Policy': UPLOAD_CSP })
  })

  return app
}
