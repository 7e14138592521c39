/**
 * Akkoma's frontend settings profiles (`/api/v1/akkoma/frontend_settings`),
 * kept per account, front end and profile name, as Akkoma's
 * FrontendSettingsController and FrontendSettingsProfile changeset do:
 *
 * - `GET /:frontend`: `[{name, version}]` of the viewer's profiles;
 * - `GET /:frontend/:profile`: `{settings, version}`, 404 "Record not found";
 * - `PUT /:frontend/:profile` with JSON `{settings, version}`: creates the
 *   profile (any version above 0) or updates it (the version must be exactly
 *   the stored one plus one); answers the stored settings. The settings'
 *   JSON may have at most MAX_FRONTEND_SETTINGS_JSON_CHARS characters
 *   (Akkoma's `:instance, :max_frontend_settings_json_chars` default). A
 *   refused change is 422 with the changeset's messages joined by ", "
 *   ("must be incremented by 1", "is too long", ...), a body without the
 *   fields 400, as Akkoma's schema check answers;
 * - `DELETE /:frontend/:profile`: `{"deleted": "ok"}`, or 404.
 *
 * Guests get 401 as everywhere in the demo. GoToSocial mode has no
 * `/api/v1/akkoma/` at all (controls/server-mode.ts).
 */

import type { Context } from 'hono'
import { Hono } from 'hono'
import type { Deps } from '../deps.ts'
import type { AppContext, AppEnv } from '../http/plumbing.ts'
import { BadRequestBody, errorJson, notFound, unauthorized } from '../http/plumbing.ts'
import type { AccountRecord, FrontendSettingsProfileRecord } from '../model/records.ts'
import type { Store } from '../model/store.ts'

/** Akkoma's default `:instance, :max_frontend_settings_json_chars`. */
export const MAX_FRONTEND_SETTINGS_JSON_CHARS = 100_000
/** Ecto's validate_length on the frontend and profile names. */
const MAX_NAME_LENGTH = 255

const BASE = '/api/v1/akkoma/frontend_settings'

type Json = Record<string, unknown>

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })

/** Elixir's String.length: grapheme clusters, not UTF-16 units. */
export function elixirLength(text: string): number {
  let count = 0
  for (const _ of graphemes.segment(text)) count += 1
  return count
}

/** elixirLength(text) > max, without segmenting what cannot be too long. */
function longerThan(text: string, max: number): boolean {
  // A grapheme is at least one UTF-16 unit.
  if (text.length <= max) return false
  // Printable ASCII: one grapheme per character.
  if (!/[^\u0020-\u007e]/.test(text)) return true
  // Past that, count only until the limit is passed.
  let count = 0
  for (const _ of graphemes.segment(text)) {
    count += 1
    if (count > max) return true
  }
  return false
}

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const typeName = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value

/** The JSON body, or Akkoma's 400 for a body its schema check refuses. */
async function readBody(c: Context): Promise<Json> {
  const text = await c.req.text()
  if (text.trim() === '') return {}
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new BadRequestBody('Invalid JSON body')
  }
  return isObject(parsed) ? parsed : {}
}

/** The body's shape as the OpenAPI schema checks it (before the changeset). */
function schemaError(body: Json): string | null {
  if (!('version' in body)) return 'Missing field: version.'
  if (!('settings' in body)) return 'Missing field: settings.'
  if (typeof body.version !== 'number' || !Number.isInteger(body.version))
    return `version - Invalid integer. Got: ${typeName(body.version)}.`
  if (!isObject(body.settings)) return `settings - Invalid object. Got: ${typeName(body.settings)}.`
  return null
}

/**
 * The changeset's errors for a new version of `existing` (undefined: a new
 * profile), grouped by field in Ecto's (alphabetical) order.
 */
export function profileErrors(
  existing: FrontendSettingsProfileRecord | undefined,
  change: { frontendName: string; profileName: string; settings: Json; version: number },
  maxChars = MAX_FRONTEND_SETTINGS_JSON_CHARS,
): string[] {
  const errors = new Map<string, string>()
  const tooLong = (name: string) => longerThan(name, MAX_NAME_LENGTH)
  if (tooLong(change.frontendName))
    errors.set('frontend_name', `should be at most ${MAX_NAME_LENGTH} character(s)`)
  if (tooLong(change.profileName))
    errors.set('profile_name', `should be at most ${MAX_NAME_LENGTH} character(s)`)
  if (longerThan(JSON.stringify(change.settings), maxChars)) errors.set('settings', 'is too long')
  if (existing && change.version !== existing.version + 1)
    errors.set('version', 'must be incremented by 1')
  else if (change.version <= 0) errors.set('version', 'must be greater than 0')
  return [...errors.keys()].sort().map((field) => errors.get(field) ?? '')
}

function profilesOf(store: Store, account: AccountRecord, frontendName: string) {
  return store.state.frontendSettingsProfiles.filter(
    (p) => p.accountId === account.id && p.frontendName === frontendName,
  )
}

function findProfile(
  store: Store,
  account: AccountRecord,
  frontendName: string,
  profileName: string,
): FrontendSettingsProfileRecord | undefined {
  return profilesOf(store, account, frontendName).find((p) => p.profileName === profileName)
}

export function frontendSettingsRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>()
  const { store } = deps

  /** The signed-in viewer, or the demo's 401. */
  const member = (c: AppContext): AccountRecord | Response => c.get('viewer') ?? unauthorized(c)

  app.get(`${BASE}/:frontend`, (c) => {
    const viewer = member(c)
    if (viewer instanceof Response) return viewer
    return c.json(
      profilesOf(store, viewer, c.req.param('frontend')).map((p) => ({
        name: p.profileName,
        version: p.version,
      })),
    )
  })

  app.get(`${BASE}/:frontend/:profile`, (c) => {
    const viewer = member(c)
    if (viewer instanceof Response) return viewer
    const profile = findProfile(store, viewer, c.req.param('frontend'), c.req.param('profile'))
    if (!profile) return notFound(c)
    return c.json({ settings: profile.settings, version: profile.version })
  })

  app.put(`${BASE}/:frontend/:profile`, async (c) => {
    const viewer = member(c)
    if (viewer instanceof Response) return viewer
    const body = await readBody(c)
    const invalid = schemaError(body)
    if (invalid) return errorJson(c, 400, invalid)
    const frontendName = c.req.param('frontend')
    const profileName = c.req.param('profile')
    const settings = body.settings as Json
    const version = body.version as number
    const existing = findProfile(store, viewer, frontendName, profileName)
    const errors = profileErrors(existing, { frontendName, profileName, settings, version })
    if (errors.length > 0) return errorJson(c, 422, errors.join(', '))
    const now = new Date().toISOString()
    if (existing) {
      existing.settings = settings
      existing.version = version
      existing.updatedAt = now
    } else {
      store.state.frontendSettingsProfiles.push({
        accountId: viewer.id,
        frontendName,
        profileName,
        settings,
        version,
        insertedAt: now,
        updatedAt: now,
      })
    }
    store.changed()
    return c.json(settings)
  })

  app.delete(`${BASE}/:frontend/:profile`, (c) => {
    const viewer = member(c)
    if (viewer instanceof Response) return viewer
    const profile = findProfile(store, viewer, c.req.param('frontend'), c.req.param('profile'))
    if (!profile) return notFound(c)
    store.state.frontendSettingsProfiles = store.state.frontendSettingsProfiles.filter(
      (p) => p !== profile,
    )
    store.changed()
    return c.json({ deleted: 'ok' })
  })

  return app
}
